/**
 * An order's ship-by day, set once when it turns Paid: its slowest piece's making time (its
 * product's own, else the store's default) counted from payment in the store's working days.
 */
import { makingTimeOf, shipByDay } from '@/lib/making-time';
import { DEFAULT_WORK_CALENDAR, type WorkCalendar } from '@/lib/schemas/making-time';
import type { Database } from '@server/db/client';
import { findOrderItems, type OrderRow } from '@server/repositories/orders';
import { findMakingTimes, findWorkCalendar, writeShipBy } from '@server/repositories/ship-by';
import type { Tx } from '@server/repositories/stores';

/** The store's calendar: as kept, the defaults filling in what it leaves out. */
async function workCalendarOf(db: Database | Tx, tenantId: string): Promise<WorkCalendar> {
  return { ...DEFAULT_WORK_CALENDAR, ...(await findWorkCalendar(db, tenantId)) };
}

/**
 * The ship-by day ('YYYY-MM-DD', store-local) of an order of these pieces (by their products) paid
 * at `paidAt` (now, by default). A piece whose product is no longer in the store takes the store's
 * default.
 */
export async function shipByOf(
  db: Database | Tx,
  tenantId: string,
  pieces: { productId: string | null }[],
  paidAt = new Date(),
): Promise<string> {
  const productIds = pieces.map((piece) => piece.productId);
  const ids = [...new Set(productIds.filter((id): id is string => Boolean(id)))];
  const calendar = await workCalendarOf(db, tenantId);
  const own = await findMakingTimes(db, tenantId, ids);
  const times = own.map((time) => makingTimeOf(time, calendar));
  // A piece whose product is gone (no id, or no row came back for it) takes the default.
  if (own.length < ids.length || productIds.some((id) => !id)) times.push(calendar.defaultMakingTime);
  return shipByDay(paidAt, times, calendar);
}

/**
 * Gives an order that has just turned Paid (inside its transaction) its ship-by day from its
 * items, unless it has one already; answers the order as it now stands.
 */
export async function recordShipBy(tx: Tx, order: OrderRow, paidAt = new Date()): Promise<OrderRow> {
  if (order.shipBy) return order;
  const items = await findOrderItems(tx, order.tenantId, order.id);
  const shipBy = await shipByOf(tx, order.tenantId, items, paidAt);
  return (await writeShipBy(tx, order.tenantId, order.id, shipBy, { onlyIfUnset: true })) ?? order;
}
