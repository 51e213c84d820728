/**
 * Refunds and cancelling. A refund goes through the store's payment provider inside the
 * transaction that holds the order's row (FOR UPDATE). Each refund answers one request of the
 * owner, named by the call's `Idempotency-Key` (one per press of Refund, kept for that press's
 * retries) and kept on the refund's row (unique per store, order and key): a retry or a second
 * copy sent at once waits for the order's lock, finds that row and is answered with the order as
 * the refund left it, refunding nothing more; the same key with another body is refused. A call
 * without the key is named by its body and the refunds the order had when it arrived, so two
 * identical ones at once refund once while the same refund made again later is a new one. The
 * provider's idempotency key names the request too (never the amount refunded so far), so a retry
 * after the provider refunded but before our commit gets that same refund back. When the provider
 * refuses or does not answer, the transaction rolls back and the order is as it was. A sale made
 * by hand paid in cash or on a card reader was paid outside Sitka, and its money goes back the same
 * way: its refunds and its cancel are recorded just the same (status, stock, credit note, the
 * buyer's mail) with no provider to call.
 *
 * Restock: a refund that leaves nothing to refund puts back every piece not yet returned; a
 * partial one puts back only the `items` the owner names (only they know what came back).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { canonicalJson } from '@/lib/canonical-json';
import { toCents, toDollars } from '@/lib/money';
import { ADMIN_MESSAGES } from '@/lib/messages';
import { canCancel, canRefund, statusAfterRefund } from '@/lib/order-status';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import type { RefundBody } from '@/lib/schemas/order-refunds';
import { cancelledEmail, refundEmail } from '@server/adapters/email-templates/refunds';
import { RefundRefusedError, type ProviderRefund } from '@server/adapters/payments/types';
import { ApiError, isUniqueViolation } from '@server/errors';
import { assertWithinRefundLimit } from '../staff/refund-limit';
import {
  countRefundsOfOrder,
  findKnownProviderRefunds,
  findRefundByRequest,
  insertRefundWithEvent,
} from '@server/repositories/order-refunds';
import {
  findOrderByPaymentIntent,
  findOrderItems,
  findTenantName,
  insertOrderEvent,
  lockOrder,
  setOrderStatus,
  type OrderRow,
} from '@server/repositories/orders';
import { findPaymentByIntent, type PaymentRow } from '@server/repositories/payments';
import type { StockChange, StockLine } from '@server/repositories/stock';
import { stockKeyOf, stockLineOfKey } from '../checkout/holds';
import { moveStock } from '../checkout/stock';
import { restockableLines } from './restock-variants';
import type { Tx } from '@server/repositories/stores';
import type { Tenant } from '@server/types';
import { enqueueNotionRows, orderRow } from '../notion/outbox';
import { issueCreditNote } from '../documents/issue';
import { adminOrderDetail } from './admin-orders';
import { refundState, type RefundState } from './refund-facts';
import { refundTaxCents } from './refund-tax';
import { reverseRefundTax } from './tax-records';
import { giftCardPartOfRefund, refundToGiftCard, withdrawOrderGiftCards } from '../gift-cards/refunds';

const orderNotFound = () =>
  new ApiError({ status: 404, code: 'ORDER_NOT_FOUND', message: ADMIN_MESSAGES.orderNotFound });

/** A refund's tax to reverse with the provider that recorded the sale, once committed (tax-records.ts). */
type Reversal = { order: OrderRow; id: string; amountCents: number; full: boolean };
type Outcome = { mailIds: string[]; stock: StockChange[]; reversals?: Reversal[] };

/** The pieces a refund puts back in stock, checked against what is still out. */
function restockLines(body: RefundBody, state: RefundState, leavesNothing: boolean): StockLine[] {
  if (!body.restock) return [];
  if (!body.items) {
    if (!leavesNothing) throw new ApiError({ status: 400, code: 'ITEMS_REQUIRED', field: 'items' });
    return [...state.returnable]
      .filter(([, quantity]) => quantity > 0)
      .map(([key, quantity]) => ({ ...stockLineOfKey(key), quantity }));
  }
  const wanted = new Map<string, number>();
  for (const line of body.items)
    wanted.set(stockKeyOf(line), (wanted.get(stockKeyOf(line)) ?? 0) + line.quantity);
  for (const [key, quantity] of wanted) {
    if (quantity > (state.returnable.get(key) ?? 0))
      throw new ApiError({ status: 400, code: 'RESTOCK_TOO_MANY', field: 'items' });
  }
  return [...wanted].map(([key, quantity]) => ({ ...stockLineOfKey(key), quantity }));
}

/**
 * Whether the order was paid outside Sitka (a sale made by hand, in cash or on a card reader of the
 * owner's own): its money goes back the same way, and Sitka records the refund without a provider.
 */
const paidOutside = (order: OrderRow) => order.paidWith !== null;

/**
 * The provider's refund for `amountCents` of the order's payment; refused or unreachable is an
 * ApiError. Null for an order paid outside Sitka: there is no payment to refund, only the record.
 */
async function refundAtProvider(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
  amountCents: number,
  idempotencyKey: string,
  reason: string,
): Promise<ProviderRefund | null> {
  if (paidOutside(order)) return null;
  const payment = order.paymentIntentId
    ? await findPaymentByIntent(tx, order.paymentIntentId, order.tenantId)
    : undefined;
  if (!payment) throw new ApiError({ status: 409, code: 'NO_CARD_PAYMENT' });
  try {
    return await app.payments.refund({
      providerPaymentId: payment.providerPaymentId!,
      connectedAccountId: payment.providerAccountId,
      amountCents,
      idempotencyKey,
      // The reason travels too, so Stripe's dashboard shows why.
      metadata: { orderId: order.orderId, tenantId: order.tenantId, ...(reason ? { reason } : {}) },
    });
  } catch (error) {
    if (error instanceof RefundRefusedError)
      throw new ApiError({
        status: 409,
        code: 'REFUND_REFUSED',
        message: `The payment provider refused the refund: ${error.message}`,
      });
    app.log.warn({ err: error, orderId: order.id }, 'refund: the payment provider did not answer');
    throw new ApiError({ status: 502, code: 'PROVIDER_UNAVAILABLE' });
  }
}

type RefundRecord = {
  /** Gross, as charged; `taxCents` is the tax within it (refund-tax.ts). */
  amountCents: number;
  taxCents: number;
  /** The owner's request it answers (refundOrder's), absent for cancelling and the provider's own. */
  request?: { key: string; hash: string };
  restock: StockLine[];
  reason: string;
  actorId: string | null;
  /** Null for a refund given outside Sitka (an order paid in cash or on a card reader). */
  providerRefundId: string | null;
  /** The status the order moves to; its own when the refund does not change it. */
  to: OrderRow['status'];
  /** False when the change it is part of mails the buyer itself (a return accepted says the amount). */
  mailBuyer?: boolean;
  /** The part of amountCents given back to the gift card that paid the order. */
  giftCardCents?: number;
};

/** Writes a refund: its row and timeline line, the status, the stock back, Notion and the customer's mail. */
async function recordRefund(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
  refund: RefundRecord,
): Promise<Outcome> {
  // A variant's pieces go back to it, and its product's stock follows; a product sold as variants
  // takes nothing back on its own (its stock is theirs).
  const restock = await restockableLines(tx, order.tenantId, refund.restock);
  const stock: StockChange[] = [
    ...(await moveStock(tx, order.tenantId, restock.lines, [])),
    ...restock.synced,
  ];
  const recorded = await insertRefundWithEvent(
    tx,
    {
      tenantId: order.tenantId,
      orderId: order.id,
      amountCents: refund.amountCents,
      taxCents: refund.taxCents,
      reason: refund.reason,
      restocked: restock.lines,
      providerRefundId: refund.providerRefundId,
      actorId: refund.actorId,
      idempotencyKey: refund.request?.key ?? null,
      requestHash: refund.request?.hash ?? null,
      giftCardCents: refund.giftCardCents ?? 0,
    },
    { from: order.status, to: refund.to },
  );
  await refundToGiftCard(tx, order, recorded.id, refund.giftCardCents ?? 0);
  // Its credit note, naming the order's invoice, commits (or rolls back) with the refund.
  await issueCreditNote(tx, order, recorded);
  const updated =
    refund.to === order.status ? order : await setOrderStatus(tx, order.tenantId, order.id, refund.to);
  await enqueueNotionRows(
    tx,
    order.tenantId,
    [orderRow(updated, await findOrderItems(tx, order.tenantId, order.id))],
    {
      update: true,
    },
  );
  const reversals = [
    {
      order,
      id: recorded.id,
      amountCents: refund.amountCents,
      full: refund.amountCents === order.totalCents,
    },
  ];
  if (!order.customerEmail || refund.to === 'Cancelled' || refund.mailBuyer === false)
    return { mailIds: [], stock, reversals };
  const storeName = (await findTenantName(tx, order.tenantId)) ?? order.tenantId;
  const mail = refundEmail(order, refund.amountCents, storeName, refund.reason, paidOutside(order));
  const id = await app.mailer.queue(tx, { tenantId: order.tenantId, to: order.customerEmail, ...mail });
  return { mailIds: [id], stock, reversals };
}

/** After the commit: stock live on open product pages, pages expired, Notion and mail sent. */
async function announce(app: FastifyInstance, tenantId: string, outcome: Outcome) {
  if (outcome.stock.length) app.productsChanged(tenantId, outcome.stock);
  app.notionOutbox.kick(tenantId);
  await app.mailer.nudge(outcome.mailIds);
  for (const reversal of outcome.reversals ?? []) await reverseRefundTax(app, reversal.order, reversal);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The owner's request: its key (given, or made from the body and the refunds seen) and its body's hash. */
export type RefundRequest = { key: string; hash: string };

/** The refund's provider idempotency key: the order and the request, whatever was refunded before. */
const providerKeyOf = (orderId: string, request: RefundRequest) =>
  `refund-${orderId}-${sha256(request.key).slice(0, 32)}`;

/** A refund body's hash: the same key with another body is refused. */
const bodyHash = (body: RefundBody) =>
  sha256(
    canonicalJson({
      amount: body.amount ?? null,
      restock: body.restock,
      reason: body.reason ?? '',
      items: body.items ?? null,
    }),
  );

/**
 * Names a refund call: by its `Idempotency-Key`, or without one by its body and the number of
 * refunds the order has as it arrives (read before the lock, so a copy sent at once reads the same).
 */
async function requestOf(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  body: RefundBody,
  key: string | undefined,
): Promise<RefundRequest> {
  const hash = bodyHash(body);
  if (key) return { key, hash };
  const seen = await countRefundsOfOrder(app.db, tenant.id, id);
  return { key: `auto-${sha256(`${hash}:${seen}`)}`, hash };
}

const keyReused = () =>
  new ApiError({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' });

/** The refund this request made already, if it did; the same key with another body is refused. */
async function earlierRefund(tx: Tx, tenantId: string, id: string, request: RefundRequest) {
  const earlier = await findRefundByRequest(tx, tenantId, id, request.key);
  if (earlier && earlier.requestHash !== request.hash) throw keyReused();
  return earlier;
}

/** Within the order's lock: the refund itself, unless this request made it already (then nothing). */
async function refundOnce(
  app: FastifyInstance,
  tx: Tx,
  tenant: Tenant,
  id: string,
  body: RefundBody,
  request: RefundRequest,
  actorId: string,
  mailBuyer = true,
): Promise<Outcome> {
  const order = await lockOrder(tx, tenant.id, id);
  if (!order) throw orderNotFound();
  if (await earlierRefund(tx, tenant.id, id, request)) return { mailIds: [], stock: [] };
  if (!canRefund(order))
    throw new ApiError({
      status: 409,
      code: 'REFUND_NOT_ALLOWED',
      message: `A ${order.status} order cannot be refunded.`,
      field: 'amount',
    });
  const state = await refundState(tx, order);
  const amountCents = body.amount === undefined ? state.leftCents : toCents(body.amount);
  if (state.leftCents <= 0) throw new ApiError({ status: 409, code: 'NOTHING_TO_REFUND', field: 'amount' });
  if (amountCents > state.leftCents)
    throw new ApiError({
      status: 400,
      code: 'AMOUNT_TOO_HIGH',
      message: `Amount is more than is left to refund (${toDollars(state.leftCents).toFixed(2)}).`,
      field: 'amount',
    });
  await assertWithinRefundLimit(tx, tenant.id, actorId, { refundedCents: state.refundedCents, amountCents });
  const restock = restockLines(body, state, amountCents === state.leftCents);
  if (amountCents === state.leftCents) await withdrawOrderGiftCards(tx, order);
  const reason = body.reason ?? '';
  const providerKey = providerKeyOf(order.id, request);
  // The gift card that paid gets back first, up to what it paid; the card payment the rest.
  const giftCardCents = await giftCardPartOfRefund(tx, order, amountCents);
  const provider =
    amountCents > giftCardCents
      ? await refundAtProvider(app, tx, order, amountCents - giftCardCents, providerKey, reason)
      : null;
  return recordRefund(app, tx, order, {
    giftCardCents,
    amountCents,
    taxCents: await refundTaxCents(tx, order, state, amountCents, body.restock ? body.items : undefined),
    request,
    restock,
    reason,
    actorId,
    providerRefundId: provider?.id ?? null,
    to: statusAfterRefund(state.refundedCents + amountCents, order.totalCents),
    mailBuyer,
  });
}

/**
 * The owner refunds some or all of what is left of an order through the store's payment provider,
 * once per request (`idempotencyKey`: the call's Idempotency-Key): a request made already is
 * answered with the order as it is, refunding nothing more.
 */
export async function refundOrder(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  body: RefundBody,
  actorId: string,
  idempotencyKey?: string,
): Promise<AdminOrderDetail> {
  const request = await requestOf(app, tenant, id, body, idempotencyKey);
  try {
    const outcome = await app.db.transaction((tx) => refundOnce(app, tx, tenant, id, body, request, actorId));
    await announce(app, tenant.id, outcome);
  } catch (error) {
    // Only without the order's lock could two copies both write; the second is answered as a retry.
    if (!isUniqueViolation(error, 'order_refunds_request_idx')) throw error;
    await app.db.transaction((tx) => earlierRefund(tx, tenant.id, id, request));
  }
  return adminOrderDetail(app, tenant, id);
}

/** What a refund made inside another change's transaction leaves to do after its commit (announceRefund). */
export type RefundOutcome = Outcome;

/**
 * A refund made inside the caller's transaction, for a change that must commit with it (a return
 * accepted), named by `key` as an Idempotency-Key names the owner's: a key that refunded already
 * refunds nothing more. The caller mails the buyer its own words (the refund's mail is not sent),
 * and passes the outcome to `announceRefund` after its commit.
 */
export async function refundInTransaction(
  app: FastifyInstance,
  tx: Tx,
  tenant: Tenant,
  id: string,
  body: RefundBody,
  key: string,
  actorId: string,
): Promise<RefundOutcome> {
  return refundOnce(app, tx, tenant, id, body, { key, hash: bodyHash(body) }, actorId, false);
}

/** After the commit of a refund made by refundInTransaction: stock, Notion, mail and tax. */
export const announceRefund = announce;

/**
 * Cancels an order that has not shipped, its row locked by the caller: a paid one is refunded
 * whatever is left of it, with every piece back in stock; an unpaid backorder is closed (an unpaid
 * sale made by hand with its pieces back in stock). The
 * customer is mailed either way. `actorId` is the staff member (within their refund limit), null
 * for the buyer's own cancel from a mailed link.
 */
export async function cancelLockedOrder(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
  reason: string,
  actorId: string | null,
): Promise<Outcome> {
  if (!canCancel(order))
    throw new ApiError({
      status: 409,
      code: 'CANCEL_NOT_ALLOWED',
      message: `A ${order.status} order cannot be cancelled.`,
      field: 'status',
    });
  const state = await refundState(tx, order);
  let result: Outcome = { mailIds: [], stock: [] };
  const paid = order.status !== 'Pending Payment' && state.leftCents > 0;
  if (paid) {
    if (actorId)
      await assertWithinRefundLimit(tx, order.tenantId, actorId, {
        refundedCents: state.refundedCents,
        amountCents: state.leftCents,
      });
    const restock = restockLines({ restock: true }, state, true);
    await withdrawOrderGiftCards(tx, order);
    // An order is cancelled once: its refund is named by that.
    const providerKey = `cancel-${order.id}`;
    const giftCardCents = await giftCardPartOfRefund(tx, order, state.leftCents);
    const provider =
      state.leftCents > giftCardCents
        ? await refundAtProvider(app, tx, order, state.leftCents - giftCardCents, providerKey, reason)
        : null;
    const refund = {
      giftCardCents,
      amountCents: state.leftCents,
      taxCents: await refundTaxCents(tx, order, state, state.leftCents),
      restock,
      reason,
      actorId,
      providerRefundId: provider?.id ?? null,
    };
    result = await recordRefund(app, tx, order, { ...refund, to: 'Cancelled' });
  } else {
    // An unpaid sale made by hand took its pieces from stock when it was recorded: they go back.
    const back = order.kind === 'manual' ? restockLines({ restock: true }, state, true) : [];
    if (back.length) result = { ...result, stock: await moveStock(tx, order.tenantId, back, []) };
    await setOrderStatus(tx, order.tenantId, order.id, 'Cancelled');
    await insertOrderEvent(tx, {
      tenantId: order.tenantId,
      orderId: order.id,
      from: order.status,
      to: 'Cancelled',
      actorId,
    });
  }
  if (!order.customerEmail) return result;
  const storeName = (await findTenantName(tx, order.tenantId)) ?? order.tenantId;
  const mail = cancelledEmail(order, paid ? state.leftCents : 0, storeName, reason, paidOutside(order));
  const mailId = await app.mailer.queue(tx, { tenantId: order.tenantId, to: order.customerEmail, ...mail });
  return { ...result, mailIds: [...result.mailIds, mailId] };
}

/** The owner cancels an order that has not shipped (cancelLockedOrder); answers the order as it now is. */
export async function cancelOrder(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  reason: string,
  actorId: string,
): Promise<AdminOrderDetail> {
  const outcome = await app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, tenant.id, id);
    if (!order) throw orderNotFound();
    return cancelLockedOrder(app, tx, order, reason, actorId);
  });
  await announce(app, tenant.id, outcome);
  return adminOrderDetail(app, tenant, id);
}

/**
 * Stripe told of a refund (`charge.refunded`, `refund.*`): the payment's refunds are read from
 * Stripe and each one the store has not recorded (made in Stripe's dashboard) is recorded, without
 * restock. Known ones are skipped, so any number of deliveries records each refund once.
 */
export async function syncProviderRefunds(app: FastifyInstance, payment: PaymentRow): Promise<void> {
  if (!payment.providerPaymentId) return;
  const order = await findOrderByPaymentIntent(app.db, payment.tenantId, payment.providerPaymentId);
  if (!order) return;
  const listed = await app.payments.listRefunds(payment.providerPaymentId, payment.providerAccountId);
  const given = listed
    .filter((refund) => refund.status === 'succeeded' || refund.status === 'pending')
    .reverse();
  if (given.length === 0) return;
  const outcome = await app.db.transaction(async (tx) => {
    let current = (await lockOrder(tx, order.tenantId, order.id))!;
    const known = await findKnownProviderRefunds(
      tx,
      order.tenantId,
      given.map((refund) => refund.id),
    );
    const mailIds: string[] = [];
    const reversals: Reversal[] = [];
    for (const refund of given.filter((one) => !known.has(one.id))) {
      const state = await refundState(tx, current);
      const amountCents = Math.min(refund.amountCents, state.leftCents);
      if (amountCents <= 0) break;
      const to = canRefund(current)
        ? statusAfterRefund(state.refundedCents + amountCents, current.totalCents)
        : current.status;
      const reason = refund.reason ?? 'Refunded in Stripe';
      const taxCents = await refundTaxCents(tx, current, state, amountCents);
      const base = {
        amountCents,
        taxCents,
        restock: [],
        reason,
        actorId: null,
        providerRefundId: refund.id,
        to,
      };
      const recorded = await recordRefund(app, tx, current, base);
      mailIds.push(...recorded.mailIds);
      reversals.push(...(recorded.reversals ?? []));
      current = (await lockOrder(tx, order.tenantId, order.id))!;
    }
    return { mailIds, stock: [], reversals };
  });
  await announce(app, order.tenantId, outcome);
}
