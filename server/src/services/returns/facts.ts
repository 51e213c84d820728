/**
 * What an order allows of returns: the window (the store's days from delivery, not started before
 * it), whether its buyer has the EU's right of withdrawal, the pieces and how many of each may
 * still be asked back, and why no request can be made when none can.
 */
import { canRefund } from '@/lib/order-status';
import { lineNameOf } from '@/lib/product-variants';
import { isWithdrawalCountry, returnDateText, returnWindowClosed, returnWindowEndsOn } from '@/lib/returns';
import { RETURN_MESSAGES, type ReturnRequest } from '@/lib/schemas/returns';
import type { ShippingAddressJson } from '@server/db/schema';
import { findConsumerSettings, type ConsumerSettings } from '@server/repositories/consumer-settings';
import type { OrderRow } from '@server/repositories/orders';
import {
  findDeliveredAt,
  findReturnableItems,
  findReturnRequestsOfOrder,
  type ReturnableItemRow,
  type ReturnRequestRow,
} from '@server/repositories/returns';
import { findStoreByTenant, type Tx } from '@server/repositories/stores';
import type { Database } from '@server/db/client';

type Db = Database | Tx;

/** Why a request cannot be made, as the buyer reads it. */
export const RETURN_REFUSALS = {
  notPaid: 'This order cannot be returned: it is not paid, or it was refunded or cancelled.',
  euOnly:
    'This store takes returns only from buyers in the EU, under the right of withdrawal. Contact the store about this order.',
} as const;

/** The country the order goes to; for a pickup, the store's own (where it is handed over). */
async function destinationCountry(db: Db, order: OrderRow): Promise<string | null> {
  const shipTo = order.shippingAddress as ShippingAddressJson | null;
  if (shipTo) return shipTo.country ?? 'US';
  if (order.shippingMethod !== 'pickup') return null;
  const store = await findStoreByTenant(db, order.tenantId);
  const info = (store?.businessInfo ?? {}) as { address?: { country?: unknown } };
  return typeof info.address?.country === 'string' ? info.address.country : null;
}

/** The request's pieces, named as on the order ("Ring — Size 7"). */
export function requestView(
  row: ReturnRequestRow,
  orderNumber: string,
  items: Pick<ReturnableItemRow, 'id' | 'name' | 'variantName'>[],
  refundedCents: number | null = null,
): ReturnRequest {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber,
    kind: row.kind,
    status: row.status,
    items: row.items.map((line) => {
      const item = items.find((each) => each.id === line.orderItemId);
      return {
        orderItemId: line.orderItemId,
        name: item ? lineNameOf(item.name, item.variantName) : 'Item',
        quantity: line.quantity,
      };
    }),
    reason: row.reason,
    ownerMessage: row.ownerMessage,
    refundedCents,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** How many of each order item earlier requests still waiting or accepted asked back. */
export function askedBack(requests: ReturnRequestRow[]): Map<string, number> {
  const asked = new Map<string, number>();
  for (const request of requests) {
    if (request.status === 'declined') continue;
    for (const line of request.items)
      asked.set(line.orderItemId, (asked.get(line.orderItemId) ?? 0) + line.quantity);
  }
  return asked;
}

export type ReturnFacts = {
  settings: ConsumerSettings;
  withdrawal: boolean;
  windowEndsOn: string | null;
  windowClosed: boolean;
  items: ReturnableItemRow[];
  requests: ReturnRequestRow[];
  asked: Map<string, number>;
  /** Why no request can be made (with its error code), or null. */
  refusal: { code: 'RETURN_WINDOW_CLOSED' | 'RETURN_NOT_ALLOWED'; message: string } | null;
};

function refusalOf(order: OrderRow, facts: Omit<ReturnFacts, 'refusal'>): ReturnFacts['refusal'] {
  if (!canRefund(order)) return { code: 'RETURN_NOT_ALLOWED', message: RETURN_REFUSALS.notPaid };
  if (facts.settings.returnsFor === 'eu' && !facts.withdrawal)
    return { code: 'RETURN_NOT_ALLOWED', message: RETURN_REFUSALS.euOnly };
  if (facts.windowClosed && facts.windowEndsOn)
    return {
      code: 'RETURN_WINDOW_CLOSED',
      message: RETURN_MESSAGES.windowClosed(returnDateText(facts.windowEndsOn)),
    };
  return null;
}

/** Everything the buyer's page and a new request are checked against, read through `db`. */
export async function returnFactsOf(db: Db, order: OrderRow, now = new Date()): Promise<ReturnFacts> {
  const [settings, deliveredAt, items, requests, country] = [
    await findConsumerSettings(db, order.tenantId),
    await findDeliveredAt(db, order.tenantId, order.id),
    await findReturnableItems(db, order.tenantId, order.id),
    await findReturnRequestsOfOrder(db, order.tenantId, order.id),
    await destinationCountry(db, order),
  ];
  const windowEndsOn = deliveredAt ? returnWindowEndsOn(deliveredAt, settings.returnDays) : null;
  const facts = {
    settings,
    withdrawal: isWithdrawalCountry(country),
    windowEndsOn,
    windowClosed: windowEndsOn !== null && returnWindowClosed(windowEndsOn, now),
    items,
    requests,
    asked: askedBack(requests),
  };
  return { ...facts, refusal: refusalOf(order, facts) };
}
