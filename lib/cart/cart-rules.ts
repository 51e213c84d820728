/**
 * The basket's rules (spec §4, §5) as pure functions over a list of lines: add, remove, set a
 * quantity, follow stock changes, merge two baskets. The store (cart-store.ts) keeps the list;
 * these decide what it becomes.
 */
import { orderTotalCents, toCents } from '../money';
import { stockCap } from '../product';
import { lineKey, stockKey, type CartItem, type CartProduct } from './cart-item';

/**
 * A typed quantity as a whole number, or null when it is to be ignored (empty, non-numeric or
 * negative). Fractions are cut to whole units.
 */
export function parseQuantity(raw: string | number): number | null {
  const value = typeof raw === 'number' ? raw : raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.floor(value);
}

/**
 * What stock leaves for the line of `key`: its stock less what the basket's other lines of the
 * same product (and variant) hold, as two engravings of one cuff share its stock.
 */
function capOf(items: CartItem[], line: CartProduct, key: string): number {
  const others = items
    .filter((item) => stockKey(item) === stockKey(line) && lineKey(item) !== key)
    .reduce((sum, item) => sum + item.quantity, 0);
  return Math.max(0, stockCap(line) - others);
}

/**
 * Adds one of a product (or of one of its variants): an existing line goes up by one (never past
 * stock), else a new line of 1.
 */
export function addProduct(items: CartItem[], product: CartProduct): { items: CartItem[]; limited: boolean } {
  const key = lineKey(product);
  const cap = capOf(items, product, key);
  const existing = items.find((item) => lineKey(item) === key);
  if (!existing) {
    if (cap < 1) return { items, limited: true };
    return { items: [...items, { ...product, quantity: 1 }], limited: false };
  }
  const limited = existing.quantity + 1 > cap;
  const quantity = Math.max(1, Math.min(existing.quantity + 1, cap));
  // The product as just seen (price, stock) replaces the stored copy.
  return { items: items.map((item) => (lineKey(item) === key ? { ...product, quantity } : item)), limited };
}

/** Removes the line of this key (see lineKey). */
export function removeItem(items: CartItem[], key: string): CartItem[] {
  return items.filter((item) => lineKey(item) !== key);
}

/**
 * Sets the quantity of the line of this key from what was typed: ignored when not a number or
 * negative, at least 1, and clamped to stock, in which case `limited` says so.
 */
export function updateQuantity(
  items: CartItem[],
  key: string,
  raw: string | number,
): { items: CartItem[]; limited: boolean } {
  const wanted = parseQuantity(raw);
  const line = items.find((item) => lineKey(item) === key);
  if (wanted === null || !line) return { items, limited: false };
  const cap = capOf(items, line, key);
  const limited = wanted > cap;
  const quantity = Math.max(1, Math.min(wanted, cap));
  if (quantity === line.quantity) return { items, limited };
  return { items: items.map((item) => (lineKey(item) === key ? { ...item, quantity } : item)), limited };
}

/** A line holds more than the stock last seen for it. */
export function exceedsStock(item: CartItem): boolean {
  return item.quantity > stockCap(item);
}

export function anyExceedsStock(items: CartItem[]): boolean {
  return items.some(exceedsStock);
}

/**
 * Records a product's new stock (from the live socket), or one variant's when `variantId` is
 * given; a product's own stock (a sum, for one with variants) does not touch its variants' lines.
 * The quantity is left alone: the shopper sees the line flagged and decides, and checkout stays
 * blocked until they do.
 */
export function applyStock(
  items: CartItem[],
  productId: string,
  totalInventory: number | null,
  variantId?: string,
): CartItem[] {
  // Every line of that stock: each engraving of the product has its own line.
  const key = stockKey({ id: productId, variantId });
  if (!items.some((item) => stockKey(item) === key && item.totalInventory !== totalInventory)) return items;
  return items.map((item) => (stockKey(item) === key ? { ...item, totalInventory } : item));
}

/**
 * Merges `incoming` (the guest's basket) into `target` (the user's): quantities of the same
 * product (and variant) are added and capped at stock. `limited` lists the keys of the lines that were cut.
 */
export function mergeCarts(
  target: CartItem[],
  incoming: CartItem[],
): { items: CartItem[]; limited: string[] } {
  const merged = [...target];
  const limited: string[] = [];
  for (const line of incoming) {
    const index = merged.findIndex((item) => lineKey(item) === lineKey(line));
    const sum = index === -1 ? line.quantity : merged[index].quantity + line.quantity;
    const cap = stockCap(line);
    if (sum > cap) limited.push(lineKey(line));
    const next = { ...line, quantity: Math.max(1, Math.min(sum, cap)) };
    if (index === -1) merged.push(next);
    else merged[index] = next;
  }
  return { items: merged, limited };
}

/** The header badge: how many pieces, not how many lines. */
export function cartCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * Subtotal, shipping, fee and total in cents, the way the api computes them; shipping is the flat
 * rate unless checkout knows the chosen method's charge.
 */
export function cartTotals(items: CartItem[], shippingCents?: number) {
  return orderTotalCents(
    items.map((item) => ({ priceCents: toCents(item.price), quantity: item.quantity })),
    shippingCents,
  );
}
