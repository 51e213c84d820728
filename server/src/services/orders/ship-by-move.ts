/**
 * Moving an order's ship-by day. The owner may move the day of a paid order not yet shipped, to a
 * day from the store's today to a year ahead. A later day is a delay: the buyer is mailed the new
 * day once (a retry finds the day already moved and mails nothing), with a link to cancel the
 * order for a full refund. The link's token is signed with the api's secret (HS256, a purpose no
 * bearer check accepts) and names its store and order: it cancels that order only, once.
 */
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type { FastifyInstance } from 'fastify';
import { storeToday } from '@/lib/making-time';
import { ADMIN_MESSAGES } from '@/lib/messages';
import { toDollars } from '@/lib/money';
import { canCancel } from '@/lib/order-status';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import {
  SHIP_BY_MAX_DAYS_AHEAD,
  SHIP_BY_MOVE_MESSAGES,
  delayCancelPath,
  type CancelDelayedResult,
  type DelayedOrder,
  type ShipByBody,
} from '@/lib/schemas/ship-by-move';
import { ApiError } from '@server/errors';
import { findOrderWithName, findTenantName, lockOrder, type OrderRow } from '@server/repositories/orders';
import { writeShipBy } from '@server/repositories/ship-by';
import type { Tx } from '@server/repositories/stores';
import type { Tenant, TokenClaims } from '@server/types';
import { storeLink } from '../stores/domain-lookup';
import { adminOrderDetail } from './admin-orders';
import { announceRefund, cancelLockedOrder } from './refunds';

/** How long a mailed cancel link works: past any day the ship-by day can be moved to. */
const LINK_TTL = `${SHIP_BY_MAX_DAYS_AHEAD + 30}d`;
const PURPOSE = 'order-delay';
const CANCEL_REASON = 'Cancelled by the buyer after the ship-by day was moved later';

const orderNotFound = () =>
  new ApiError({ status: 404, code: 'ORDER_NOT_FOUND', message: ADMIN_MESSAGES.orderNotFound });
const badDay = (message: string) =>
  new ApiError({ status: 400, code: 'SHIP_BY_INVALID', message, field: 'shipBy' });
const longDay = (day: string) => format(parseISO(day), 'EEEE, MMMM d, yyyy');

/** Refuses a day before the store's today or more than a year ahead (400 naming shipBy). */
function checkDay(shipBy: string, now = new Date()) {
  const today = storeToday(now);
  if (shipBy < today) throw badDay(SHIP_BY_MOVE_MESSAGES.dayPast);
  const last = format(addDays(parseISO(today), SHIP_BY_MAX_DAYS_AHEAD), 'yyyy-MM-dd');
  if (shipBy > last) throw badDay(SHIP_BY_MOVE_MESSAGES.dayTooFar);
}

/** Only a paid order not yet shipped has a ship-by day to move (409 otherwise). */
function refuseUnlessMovable(order: OrderRow) {
  if (order.status !== 'Paid')
    throw new ApiError({
      status: 409,
      code: 'SHIP_BY_NOT_MOVABLE',
      message: SHIP_BY_MOVE_MESSAGES.notMovable(order.status),
      field: 'status',
    });
}

/** The signed token of the order's cancel link. */
export function delayToken(app: FastifyInstance, order: Pick<OrderRow, 'id' | 'tenantId'>): string {
  const claims: TokenClaims = {
    sub: order.id,
    tenant: order.tenantId,
    role: 'customer',
    ver: 0,
    purpose: PURPOSE,
  };
  return app.jwt.sign(claims, { expiresIn: LINK_TTL });
}

/** Whether `token` is a good cancel link of this store's order `orderId`. */
function tokenFits(app: FastifyInstance, tenant: Tenant, orderId: string, token: string): boolean {
  try {
    const claims = app.jwt.verify<TokenClaims>(token);
    return claims.purpose === PURPOSE && claims.tenant === tenant.id && claims.sub === orderId;
  } catch {
    return false;
  }
}

/** Queues the buyer's mail of the delay: the new day and the link to cancel for a full refund. */
async function queueDelayMail(app: FastifyInstance, tx: Tx, tenant: Tenant, order: OrderRow) {
  if (!order.customerEmail || !order.shipBy) return [];
  const link = await storeLink(app, tenant.id, delayCancelPath(order.id, delayToken(app, order)), tx);
  const storeName = (await findTenantName(tx, tenant.id)) ?? tenant.name;
  const day = longDay(order.shipBy);
  const mailId = await app.mailer.queue(tx, {
    tenantId: tenant.id,
    to: order.customerEmail,
    subject: `Your order ${order.orderId} will now ship by ${day}`,
    text: `Your order ${order.orderId} at ${storeName} needs more time: it will now ship by ${day}.\n\nIf you would rather not wait, you may cancel it for a full refund here:\n${link}\n\nIf you are happy to wait, there is nothing to do.\n\n${storeName}`,
  });
  return [mailId];
}

/**
 * Moves the ship-by day of the store's order `id`. The same day changes nothing; a later day mails
 * the buyer (once, with the change). Answers the order as it now is.
 */
export async function moveShipBy(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  body: ShipByBody,
): Promise<AdminOrderDetail> {
  const mailIds = await app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, tenant.id, id);
    if (!order) throw orderNotFound();
    refuseUnlessMovable(order);
    if (order.shipBy === body.shipBy) return [];
    checkDay(body.shipBy);
    const moved = await writeShipBy(tx, tenant.id, id, body.shipBy, { onlyIfUnset: false });
    const later = moved && order.shipBy !== null && body.shipBy > order.shipBy;
    return later ? queueDelayMail(app, tx, tenant, moved) : [];
  });
  await app.mailer.nudge(mailIds);
  return adminOrderDetail(app, tenant, id);
}

/** The order of a cancel link, when its token fits; 404 otherwise (another order's token learns nothing). */
async function linkedOrder(app: FastifyInstance, tenant: Tenant, orderId: string, token: string) {
  if (!tokenFits(app, tenant, orderId, token)) throw orderNotFound();
  const order = (await findOrderWithName(app.db, tenant.id, orderId))?.order;
  if (!order) throw orderNotFound();
  return order;
}

/** What the cancel page shows of the link's order. */
export async function delayedOrder(
  app: FastifyInstance,
  tenant: Tenant,
  orderId: string,
  token: string,
): Promise<DelayedOrder> {
  const order = await linkedOrder(app, tenant, orderId, token);
  return {
    orderNumber: order.orderId,
    shipBy: order.shipBy,
    status: order.status,
    cancellable: canCancel(order),
  };
}

/**
 * The buyer cancels the link's order for a full refund, with its pieces back in stock, through the
 * owner's cancel. Once: a cancelled order answers so and refunds nothing; a shipped one is 409.
 */
export async function cancelDelayedOrder(
  app: FastifyInstance,
  tenant: Tenant,
  orderId: string,
  token: string,
): Promise<CancelDelayedResult> {
  await linkedOrder(app, tenant, orderId, token);
  const answer = await app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, tenant.id, orderId);
    if (!order) throw orderNotFound();
    const done = { orderNumber: order.orderId, status: 'Cancelled', alreadyCancelled: true, refunded: 0 };
    if (order.status === 'Cancelled') return { result: done, outcome: null };
    if (order.status !== 'Paid' || !canCancel(order))
      throw new ApiError({
        status: 409,
        code: 'CANCEL_NOT_ALLOWED',
        message: SHIP_BY_MOVE_MESSAGES.cannotCancel(order.status),
        field: 'status',
      });
    const outcome = await cancelLockedOrder(app, tx, order, CANCEL_REASON, null);
    const refundedCents = outcome.reversals?.reduce((sum, reversal) => sum + reversal.amountCents, 0) ?? 0;
    return { result: { ...done, alreadyCancelled: false, refunded: toDollars(refundedCents) }, outcome };
  });
  if (answer.outcome) await announceRefund(app, tenant.id, answer.outcome);
  return answer.result;
}
