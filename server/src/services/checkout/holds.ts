/**
 * Who holds what at checkout. A visitor (an account, else the browser's checkout key at its
 * address, else the bare address) may have a few payments holding stock at once in a store, and
 * one internet address has a ceiling on all of its visitors' holds together, high enough for many
 * shoppers behind one address (a market's Wi-Fi), so nobody can freeze a store's stock by opening
 * payments in a loop. A checkout key (a random id the browser keeps for one basket) has at most
 * one: a new payment for the same key and visitor replaces the old one, so a reload or a retry
 * never finds the shopper's own hold in their way. A key presented by another visitor replaces nothing.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@/lib/messages';
import { ApiError } from '@server/errors';
import { lockAddressCheckouts, lockVisitorCheckouts } from '@server/repositories/locks';
import {
  cancelOpenPayments,
  findAddressHoldingPayments,
  findOpenHoldingPayments,
} from '@server/repositories/payments';
import type { Tx } from '@server/repositories/stores';
import { stockOf } from '@server/repositories/stock';
import { findVariantsByIds } from '@server/repositories/variants';
import { lineNameOf } from '@/lib/product-variants';
import type { OutOfStockError, StockLine } from './stock';

/** Only a hash of the key is stored: the key itself lets its holder replace the payment. */
export const hashCheckoutKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * The visitor a payment is counted against: the account when signed in, else the browser's
 * checkout key (at its address, so a key sent from elsewhere is another visitor), else the address.
 */
export const visitorOf = (userId: string | undefined, ip: string, checkoutKey?: string) => {
  if (userId) return `user:${userId}`;
  return checkoutKey ? `key:${hashCheckoutKey(checkoutKey)}@${ip}` : `ip:${ip}`;
};

/** Who opens a payment: the visitor it counts against and the internet address it comes from. */
export type CheckoutOpener = { visitor: string; address: string };

/** Minutes until the soonest of some holds ends (at least one). */
const minutesUntilSoonest = (rows: { expiresAt: Date | string | null }[]) => {
  const soonest = Math.min(...rows.map((row) => new Date(row.expiresAt ?? Date.now()).getTime()));
  return Math.max(1, Math.ceil((soonest - Date.now()) / 60_000));
};

const tooManyOpen = (message: (minutes: number) => string, minutes: number) =>
  new ApiError({
    status: 409,
    code: 'TOO_MANY_OPEN_CHECKOUTS',
    message: message(minutes),
    field: 'items',
    details: {
      retryAfterMinutes: minutes,
    },
  });

export type HoldClaim = {
  /** The visitor's payments this checkout replaces, now canceled; their holds are still to be given back. */
  replaced: string[];
};

/**
 * Inside the checkout's transaction, before anything is held: serializes the address's and the
 * visitor's checkouts in this store, cancels the open payments of the same checkout key, and
 * refuses a visitor who already has the maximum of other payments holding stock, or an address
 * whose visitors together have reached the ceiling.
 */
export async function claimHolds(
  app: FastifyInstance,
  tx: Tx,
  tenantId: string,
  opener: CheckoutOpener,
  keyHash: string | null,
): Promise<HoldClaim> {
  // Two checkouts of one address or visitor would otherwise both count the open holds before
  // either commits. Always the address first, so two checkouts never wait on each other's lock.
  await lockAddressCheckouts(tx, tenantId, opener.address);
  await lockVisitorCheckouts(tx, tenantId, opener.visitor);
  const open = await findOpenHoldingPayments(tx, tenantId, opener.visitor);
  const mine = keyHash ? open.filter((row) => row.keyHash === keyHash).map((row) => row.id) : [];
  const others = open.filter((row) => !mine.includes(row.id));
  if (others.length >= app.config.MAX_OPEN_HOLDS_PER_VISITOR)
    throw tooManyOpen(MESSAGES.openCheckoutsLimit, minutesUntilSoonest(others));
  const fromAddress = (await findAddressHoldingPayments(tx, tenantId, opener.address)).filter(
    (row) => !mine.includes(row.id),
  );
  if (fromAddress.length >= app.config.MAX_OPEN_HOLDS_PER_ADDRESS)
    throw tooManyOpen(MESSAGES.addressCheckoutsLimit, minutesUntilSoonest(fromAddress));
  if (mine.length === 0) return { replaced: [] };
  return {
    replaced: await cancelOpenPayments(
      tx,
      tenantId,
      mine,
      'Replaced by a newer payment of the same checkout',
    ),
  };
}

/** The key of a product's (or one of its variants') stock. */
export const stockKeyOf = (line: { productId: string; variantId?: string | null }) =>
  line.variantId ? `${line.productId}|${line.variantId}` : line.productId;

/** The product, and variant when set, a stockKeyOf key names. */
export function stockLineOfKey(key: string): { productId: string; variantId?: string } {
  const [productId, variantId] = key.split('|');
  return variantId ? { productId, variantId } : { productId };
}

/** The quantity of each product (or variant) a set of released lines gave back, to word an out-of-stock answer. */
export function quantitiesOf(lines: StockLine[]): Map<string, number> {
  const byKey = new Map<string, number>();
  for (const line of lines) byKey.set(stockKeyOf(line), (byKey.get(stockKeyOf(line)) ?? 0) + line.quantity);
  return byKey;
}

/** What ran out, named as the shopper sees it ("Sterling Ring — Size 6"), and its stock now. */
export async function outOfStockItem(
  app: FastifyInstance,
  tenantId: string,
  error: OutOfStockError,
): Promise<{ name: string; totalInventory: number | null } | undefined> {
  const [product] = await stockOf(app.db, tenantId, [error.productId]);
  if (!error.variantId || !product) return product;
  const [variant] = await findVariantsByIds(app.db, tenantId, [error.variantId]);
  if (!variant) return { name: product.name, totalInventory: 0 };
  return { name: lineNameOf(product.name, variant.name), totalInventory: variant.totalInventory };
}
