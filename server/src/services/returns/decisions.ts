/**
 * The owner's side of returns: the store's requests, an order's, and the answer to one. Accepting
 * goes through the refund path (refunds.ts) inside the request's transaction: the request's row is
 * locked first and must still be waiting, the refund is named `return:<id>` (a key that refunded
 * already refunds nothing more) and the request turns accepted with it, so a double press, two
 * tabs or a retry make one refund. A decided request is not decided again (409).
 */
import type { FastifyInstance } from 'fastify';
import { toDollars } from '@/lib/money';
import type { ReturnRequestStatus } from '@/lib/constants/returns';
import type { RefundBody } from '@/lib/schemas/order-refunds';
import type { AcceptReturnBody, AdminReturnRequest } from '@/lib/schemas/returns';
import { returnAcceptedEmail, returnDeclinedEmail } from '@server/adapters/email-templates/returns';
import { ApiError } from '@server/errors';
import { findRefundByRequest } from '@server/repositories/order-refunds';
import { findTenantName, lockOrder, type OrderRow } from '@server/repositories/orders';
import {
  decideReturnRequest,
  findOrderOfStore,
  findReturnableItems,
  findReturnRequestsOfOrder,
  findReturnRequestsOfStore,
  lockReturnRequest,
  type ReturnableItemRow,
  type ReturnRequestRow,
} from '@server/repositories/returns';
import type { Tx } from '@server/repositories/stores';
import type { Database } from '@server/db/client';
import type { Tenant } from '@server/types';
import { stockKeyOf, stockLineOfKey } from '../checkout/holds';
import { refundState, type RefundState } from '../orders/refund-facts';
import { announceRefund, refundInTransaction, type RefundOutcome } from '../orders/refunds';
import { returnOrderNotFound } from './access';
import { returnRefundCents } from './amount';
import { requestView } from './facts';

type Db = Database | Tx;

const requestNotFound = () => new ApiError({ status: 404, code: 'RETURN_REQUEST_NOT_FOUND' });
const alreadyDecided = () => new ApiError({ status: 409, code: 'RETURN_ALREADY_DECIDED' });

/** The requests of one order as the owner sees them: with what Accept refunds and whom they are from. */
async function adminViews(db: Db, order: OrderRow, rows: ReturnRequestRow[]): Promise<AdminReturnRequest[]> {
  const [items, state] = [
    await findReturnableItems(db, order.tenantId, order.id),
    await refundState(db as Tx, order),
  ];
  const views: AdminReturnRequest[] = [];
  for (const row of rows) {
    const refund = state.refunds.find(({ refund: each }) => each.id === row.refundId)?.refund;
    views.push({
      ...requestView(row, order.orderId, items, refund?.amountCents ?? null),
      proposedRefundCents: await returnRefundCents(db, order, row, items, state.leftCents),
      customerEmail: order.customerEmail,
    });
  }
  return views;
}

/** The store's requests (of one status, or all), newest first. */
export async function listReturnRequests(
  app: FastifyInstance,
  tenant: Tenant,
  status?: ReturnRequestStatus,
): Promise<AdminReturnRequest[]> {
  const rows = await findReturnRequestsOfStore(app.db, tenant.id, status);
  const views = new Map<string, AdminReturnRequest>();
  for (const orderId of new Set(rows.map((row) => row.orderId))) {
    const order = await findOrderOfStore(app.db, tenant.id, orderId);
    if (!order) continue;
    const own = rows.filter((row) => row.orderId === orderId);
    for (const view of await adminViews(app.db, order, own)) views.set(view.id, view);
  }
  return rows.flatMap((row) => views.get(row.id) ?? []);
}

/** One order's requests, newest first. */
export async function listOrderReturnRequests(
  app: FastifyInstance,
  tenant: Tenant,
  orderId: string,
): Promise<AdminReturnRequest[]> {
  const order = await findOrderOfStore(app.db, tenant.id, orderId);
  if (!order) throw returnOrderNotFound();
  return adminViews(app.db, order, await findReturnRequestsOfOrder(app.db, tenant.id, orderId));
}

/** The asked pieces that may go back to stock: each no more than the order still has out. */
function restockOf(request: ReturnRequestRow, items: ReturnableItemRow[], state: RefundState) {
  const wanted = new Map<string, number>();
  for (const line of request.items) {
    const item = items.find((each) => each.id === line.orderItemId);
    if (!item?.productId) continue;
    const key = stockKeyOf({ productId: item.productId, variantId: item.variantId });
    wanted.set(key, (wanted.get(key) ?? 0) + line.quantity);
  }
  return [...wanted]
    .map(([key, quantity]) => ({
      ...stockLineOfKey(key),
      quantity: Math.min(quantity, state.returnable.get(key) ?? 0),
    }))
    .filter((line) => line.quantity > 0);
}

/** The request, locked and still waiting, with its order locked too. */
async function openRequest(tx: Tx, tenant: Tenant, id: string) {
  const request = await lockReturnRequest(tx, tenant.id, id);
  if (!request) throw requestNotFound();
  if (request.status !== 'requested') throw alreadyDecided();
  const order = await lockOrder(tx, tenant.id, request.orderId);
  if (!order) throw requestNotFound();
  return { request, order };
}

/** Within the request's lock: the refund of its pieces, the request accepted, the buyer's mail. */
async function acceptInTransaction(
  app: FastifyInstance,
  tx: Tx,
  tenant: Tenant,
  id: string,
  body: AcceptReturnBody,
  actorId: string,
) {
  const { request, order } = await openRequest(tx, tenant, id);
  const [items, state] = [await findReturnableItems(tx, tenant.id, order.id), await refundState(tx, order)];
  const amountCents = await returnRefundCents(tx, order, request, items, state.leftCents);
  let outcome: RefundOutcome = { mailIds: [], stock: [] };
  let refundId: string | null = null;
  if (amountCents > 0) {
    const restock = body.restock ? restockOf(request, items, state) : [];
    const refund: RefundBody = {
      amount: toDollars(amountCents),
      restock: restock.length > 0,
      reason: request.kind === 'withdrawal' ? 'Withdrawal from contract' : 'Return accepted',
      ...(restock.length ? { items: restock } : {}),
    };
    const key = `return:${request.id}`;
    outcome = await refundInTransaction(app, tx, tenant, order.id, refund, key, actorId);
    refundId = (await findRefundByRequest(tx, tenant.id, order.id, key))?.id ?? null;
  }
  const decided = await decideReturnRequest(tx, tenant.id, id, {
    status: 'accepted',
    refundId,
    decidedBy: actorId,
  });
  if (!decided) throw alreadyDecided();
  const storeName = (await findTenantName(tx, tenant.id)) ?? tenant.id;
  const facts = { orderNumber: order.orderId, kind: request.kind };
  const mailIds = order.customerEmail
    ? await app.mailer.queueAll(tx, [
        {
          tenantId: tenant.id,
          to: order.customerEmail,
          ...returnAcceptedEmail(facts, amountCents, storeName),
        },
      ])
    : [];
  const [view] = await adminViews(tx, order, [decided]);
  return { outcome: { ...outcome, mailIds: [...outcome.mailIds, ...mailIds] }, view };
}

/** The owner accepts a request: one refund of its pieces (back in stock unless told), once. */
export async function acceptReturn(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  body: AcceptReturnBody,
  actorId: string,
): Promise<AdminReturnRequest> {
  const { outcome, view } = await app.db.transaction((tx) =>
    acceptInTransaction(app, tx, tenant, id, body, actorId),
  );
  await announceRefund(app, tenant.id, outcome);
  return view;
}

/** The owner declines a request with a message, which the buyer is mailed. */
export async function declineReturn(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  message: string,
  actorId: string,
): Promise<AdminReturnRequest> {
  const { mailIds, view } = await app.db.transaction(async (tx) => {
    const { request, order } = await openRequest(tx, tenant, id);
    const decided = await decideReturnRequest(tx, tenant.id, request.id, {
      status: 'declined',
      ownerMessage: message,
      decidedBy: actorId,
    });
    if (!decided) throw alreadyDecided();
    const storeName = (await findTenantName(tx, tenant.id)) ?? tenant.id;
    const facts = { orderNumber: order.orderId, kind: request.kind };
    const ids = order.customerEmail
      ? await app.mailer.queueAll(tx, [
          { tenantId: tenant.id, to: order.customerEmail, ...returnDeclinedEmail(facts, message, storeName) },
        ])
      : [];
    return { mailIds: ids, view: (await adminViews(tx, order, [decided]))[0] };
  });
  await app.mailer.nudge(mailIds);
  return view;
}
