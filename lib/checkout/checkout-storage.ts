/**
 * What checkout keeps in sessionStorage: the form, across reloads of the tab (spec §3), and the
 * placed order, handed to the guest success page (App Router navigation carries no state).
 */
import { z } from 'zod';

export { CHECKOUT_FORM_KEY, clearCheckoutForm } from './checkout-form-key';
export { loadCheckoutForm, saveCheckoutForm } from './checkout-form-storage';
export const LAST_ORDER_KEY = 'sitka:last-order';

const session = (): Storage | null => (typeof window === 'undefined' ? null : window.sessionStorage);

/** The order a guest has just placed: what the success page shows and registration links. */
export const lastOrderSchema = z.object({
  orderId: z.string(),
  total: z.number(),
  createdAt: z.string(),
  paymentIntentId: z.string(),
  email: z.string(),
  customerInfo: z.object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
  /** The pieces bought, each with the answers it was made to (absent from orders kept before). */
  items: z
    .array(
      z.object({
        name: z.string(),
        variantName: z.string().nullable().optional(),
        quantity: z.number().int(),
        answers: z.array(z.object({ label: z.string(), answer: z.string() })),
      }),
    )
    .optional(),
});
export type LastOrder = z.infer<typeof lastOrderSchema>;

// Read once per order: React's development double-mount must not find it gone the second time.
let taken: { order: LastOrder | null } | null = null;

export function writeLastOrder(order: LastOrder): void {
  taken = null;
  try {
    session()?.setItem(LAST_ORDER_KEY, JSON.stringify(order));
  } catch {
    // The success page will send the shopper home; the order itself is placed.
  }
}

/** The placed order, read and removed from storage; null when there is none. */
export function takeLastOrder(): LastOrder | null {
  if (taken) return taken.order;
  let order: LastOrder | null = null;
  try {
    const parsed = lastOrderSchema.safeParse(JSON.parse(session()?.getItem(LAST_ORDER_KEY) ?? 'null'));
    order = parsed.success ? parsed.data : null;
    session()?.removeItem(LAST_ORDER_KEY);
  } catch {
    order = null;
  }
  taken = { order };
  return order;
}

/** Forgets the copy takeLastOrder kept, as a fresh page load would. */
export function resetLastOrderCache(): void {
  taken = null;
}

export const CHECKOUT_KEY_KEY = 'sitka:checkout-key';
const savedKeySchema = z.object({ owner: z.string(), key: z.string().regex(/^[0-9a-f]{32}$/) });

/** 128 random bits as hex (getRandomValues works on plain http too, unlike randomUUID). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This tab's checkout key for an owner: sent with every payment request of this basket's
 * checkout, so a reload or a retry replaces the payment (and its stock hold) instead of adding
 * one. Kept across reloads of the tab; a new owner or a placed order starts a new one.
 */
export function checkoutKeyFor(owner: string): string {
  try {
    const parsed = savedKeySchema.safeParse(JSON.parse(session()?.getItem(CHECKOUT_KEY_KEY) ?? 'null'));
    if (parsed.success && parsed.data.owner === owner) return parsed.data.key;
  } catch {
    // Unreadable: a new key below.
  }
  const key = randomKey();
  try {
    session()?.setItem(CHECKOUT_KEY_KEY, JSON.stringify({ owner, key }));
  } catch {
    // Storage off: this key still serves retries until the tab reloads.
  }
  return key;
}

/** The checkout is over (its order placed): the next one gets its own key. */
export function clearCheckoutKey(): void {
  try {
    session()?.removeItem(CHECKOUT_KEY_KEY);
  } catch {
    // Nothing to clear.
  }
}
