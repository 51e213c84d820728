/**
 * The buyer's side of returns: what an order allows (its pieces, the window, whether it may be
 * withdrawn from) and a new request. A request is checked and written under the order's lock, so
 * two sent at once cannot ask back the same piece twice; its mails (the buyer's receipt, each
 * owner's notice) are written with it and sent once through the outbox.
 */
import type { FastifyInstance } from 'fastify';
import { canonicalJson } from '@/lib/canonical-json';
import { lineNameOf } from '@/lib/product-variants';
import { isPersonalised } from '@/lib/personalisation';
import { PERSONALISATION_MESSAGES } from '@/lib/constants/personalisation';
import {
  RETURN_MESSAGES,
  type OrderReturns,
  type ReturnRequest,
  type ReturnRequestBody,
} from '@/lib/schemas/returns';
import { returnOwnerNoticeEmail, returnReceivedEmail } from '@server/adapters/email-templates/returns';
import { ApiError } from '@server/errors';
import { findTenantName, lockOrder, type OrderRow } from '@server/repositories/orders';
import { insertReturnRequest, type ReturnRequestRow } from '@server/repositories/returns';
import type { Tx } from '@server/repositories/stores';
import type { Tenant } from '@server/types';
import { tellOwner } from '../owner-notices/tell';
import { storeLink } from '../stores/domain-lookup';
import { orderForReader, returnOrderNotFound, type ReturnsReader } from './access';
import { requestView, returnFactsOf, type ReturnFacts } from './facts';

/** What the buyer's page shows: the pieces and how many of each may still go back, the window and the requests. */
export async function getOrderReturns(
  app: FastifyInstance,
  tenant: Tenant,
  orderId: string,
  reader: ReturnsReader,
): Promise<OrderReturns> {
  const order = await orderForReader(app.db, tenant, orderId, reader);
  const facts = await returnFactsOf(app.db, order);
  return {
    orderId: order.id,
    orderNumber: order.orderId,
    windowEndsOn: facts.windowEndsOn,
    windowClosed: facts.windowClosed,
    withdrawal: facts.withdrawal,
    items: facts.items.map((item) => ({
      orderItemId: item.id,
      name: item.name,
      size: item.variantName,
      quantity: item.quantity,
      returnableQuantity: Math.max(item.quantity - (facts.asked.get(item.id) ?? 0), 0),
      returnable: item.returnable !== false && !isPersonalised(item.personalisation),
    })),
    requests: facts.requests.map((row) => requestView(row, order.orderId, facts.items)),
    unavailable: facts.refusal?.message ?? null,
  };
}

/** The body's pieces, one line per order item (a piece named twice counts together). */
const piecesOf = (body: ReturnRequestBody) => {
  const wanted = new Map<string, number>();
  for (const line of body.items)
    wanted.set(line.orderItemId, (wanted.get(line.orderItemId) ?? 0) + line.quantity);
  return [...wanted].map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
};

/** The body's pieces checked against the order: each its own, returnable, and no more than is left to ask. */
function checkPieces(body: ReturnRequestBody, facts: ReturnFacts) {
  const wanted = new Map<string, number>();
  body.items.forEach((line, index) => {
    const item = facts.items.find((each) => each.id === line.orderItemId);
    if (!item)
      throw new ApiError({ status: 422, code: 'ITEM_NOT_IN_ORDER', field: `items.${index}.orderItemId` });
    const name = lineNameOf(item.name, item.variantName);
    // A piece made to its buyer's answers cannot be resold: the store's rules never take it back.
    if (isPersonalised(item.personalisation))
      throw new ApiError({
        status: 422,
        code: 'ITEM_NOT_RETURNABLE',
        message: PERSONALISATION_MESSAGES.notReturnable,
        field: `items.${index}.orderItemId`,
      });
    if (item.returnable === false)
      throw new ApiError({
        status: 422,
        code: 'ITEM_NOT_RETURNABLE',
        message: RETURN_MESSAGES.notReturnable(name),
        field: `items.${index}.orderItemId`,
      });
    const total = (wanted.get(item.id) ?? 0) + line.quantity;
    const left = Math.max(item.quantity - (facts.asked.get(item.id) ?? 0), 0);
    if (total > left)
      throw new ApiError({
        status: 422,
        code: 'RETURN_QUANTITY_TOO_HIGH',
        message:
          left === 0 ? `${name} was asked back already.` : `Only ${left} of ${name} can still be asked back.`,
        field: `items.${index}.quantity`,
      });
    wanted.set(item.id, total);
  });
}

/** The same request sent again within a minute (a double submit): the one written already. */
function sameRequest(facts: ReturnFacts, kind: string, items: ReturnRequestRow['items'], reason: string) {
  const body = canonicalJson({ kind, items, reason });
  const since = Date.now() - 60_000;
  return facts.requests.find(
    (row) =>
      row.status === 'requested' &&
      row.createdAt.getTime() >= since &&
      canonicalJson({ kind: row.kind, items: row.items, reason: row.reason }) === body,
  );
}

/**
 * The buyer's receipt and the owners' notice of the request (tellOwner, once per request), written
 * in the request's transaction.
 */
async function queueRequestMails(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
  view: ReturnRequest,
  at: Date,
) {
  const name = (await findTenantName(tx, order.tenantId)) ?? order.tenantId;
  const facts = {
    orderNumber: order.orderId,
    kind: view.kind,
    pieces: view.items.map((line) => `${line.quantity} × ${line.name}`),
    reason: view.reason,
    at,
  };
  const link = await storeLink(app, order.tenantId, `/admin/orders/${order.id}`, tx);
  const notice = returnOwnerNoticeEmail(facts, name, link);
  const summary = `${notice.subject}: ${facts.pieces.join(', ')}`;
  const told = await tellOwner(tx, order.tenantId, 'return_request', view.id, { ...notice, summary });
  return app.mailer.queueAll(tx, [
    ...(order.customerEmail
      ? [{ tenantId: order.tenantId, to: order.customerEmail, ...returnReceivedEmail(facts, name) }]
      : []),
    ...told,
  ]);
}

/** Under the order's lock: the request checked against the order and written, with its mails. */
async function requestInTransaction(
  app: FastifyInstance,
  tx: Tx,
  tenant: Tenant,
  orderId: string,
  body: ReturnRequestBody,
  userId: string | null,
) {
  const order = await lockOrder(tx, tenant.id, orderId);
  if (!order) throw returnOrderNotFound();
  const facts = await returnFactsOf(tx, order);
  if (facts.refusal) throw new ApiError({ status: 422, ...facts.refusal });
  if (body.kind === 'withdrawal' && !facts.withdrawal)
    throw new ApiError({ status: 422, code: 'WITHDRAWAL_NOT_AVAILABLE', field: 'kind' });
  const items = piecesOf(body);
  const earlier = sameRequest(facts, body.kind, items, body.reason);
  if (earlier) return { view: requestView(earlier, order.orderId, facts.items), mailIds: [] };
  checkPieces(body, facts);
  const row = await insertReturnRequest(tx, {
    tenantId: tenant.id,
    orderId: order.id,
    kind: body.kind,
    items,
    reason: body.reason,
    requestedBy: userId,
  });
  const view = requestView(row, order.orderId, facts.items);
  return { view, mailIds: await queueRequestMails(app, tx, order, view, row.createdAt) };
}

/**
 * A buyer asks to return pieces or withdraws from the contract: one request, mailed to them at
 * once (a withdrawal's receipt confirms it) and to the store's owners.
 */
export async function requestReturn(
  app: FastifyInstance,
  tenant: Tenant,
  orderId: string,
  reader: ReturnsReader,
  body: ReturnRequestBody,
): Promise<ReturnRequest> {
  const order = await orderForReader(app.db, tenant, orderId, reader);
  // The owner may look, but a request is the buyer's: it is signed by their account, or by the link.
  const userId = reader.userId && reader.userId === order.userId ? reader.userId : null;
  const { view, mailIds } = await app.db.transaction((tx) =>
    requestInTransaction(app, tx, tenant, order.id, body, userId),
  );
  await app.mailer.nudge(mailIds);
  return view;
}
