/**
 * Paying a backorder: the owner requests payment (a mailed link), the customer pays its total by
 * card as at checkout, and the order turns Paid exactly once, whichever path sees the payment first
 * (the browser, the webhook, reconciliation). No stock moves: a backorder is made to order.
 */
import { lineNameOf } from '@/lib/product-variants';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CURRENCY } from '@/lib/constants/checkout';
import { BACKORDER_PAY_LINK_DAYS, backorderPayPath } from '@/lib/constants/orders';
import { formatPrice, toDollars } from '@/lib/money';
import type { BackorderPayBody, BackorderPayment } from '@/lib/schemas/backorder-payment';
import { ApiError } from '@server/errors';
import {
  findOpenPaymentsOfOrder,
  insertPaymentLink,
  isPaymentLinkValid,
  markBackorderPaid,
} from '@server/repositories/backorder-payments';
import {
  findOrderItems,
  findOrderWithName,
  findTenantName,
  insertOrderEvent,
  lockOrder,
  type OrderRow,
} from '@server/repositories/orders';
import {
  cancelOpenPayments,
  insertPayment,
  updatePayment,
  type PaymentRow,
} from '@server/repositories/payments';
import { recordOrderSales } from '@server/repositories/product-sales';
import type { Tx } from '@server/repositories/stores';
import type { Tenant } from '@server/types';
import { issueInvoice } from '../documents/issue';
import { enqueueNotionRows, orderRow } from '../notion/outbox';
import { paymentTaxOfOrder } from './order-tax';
import { queueStatusChangeMail } from './notices';
import { recordShipBy } from './ship-by';
import { storeLink } from '../stores/domain-lookup';

const orderNotFound = () =>
  new ApiError({ status: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found' });
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The orders paid by a mailed link: backorders, and sales made by hand that were not paid there. */
const paidByLink = (order: OrderRow) => order.kind === 'backorder' || order.kind === 'manual';

/** Only a backorder (or a sale made by hand) still waiting for its payment can be paid; anything else is 409. */
function refuseUnlessPayable(order: OrderRow) {
  if (!paidByLink(order)) throw orderNotFound();
  if (order.status !== 'Pending Payment')
    throw new ApiError({
      status: 409,
      code: 'ALREADY_PAID',
      message: `Order ${order.orderId} is already paid.`,
      field: 'id',
    });
}

/** The mail with the link: a backorder is ready; a sale made by hand waits for its payment. */
function payLinkMail(order: OrderRow, storeName: string, total: string, link: string) {
  const ending = `Pay it here:\n${link}\n\nOr sign in and choose Pay now under My Orders. The link works for ${BACKORDER_PAY_LINK_DAYS} days.\n\n${storeName}`;
  if (order.kind === 'manual')
    return {
      subject: `Your order ${order.orderId} at ${storeName}: payment link`,
      text: `Thank you for your order ${order.orderId} at ${storeName}.\n\nTotal to pay: ${total}\n\n${ending}`,
    };
  return {
    subject: `Your backorder ${order.orderId} is ready to pay`,
    text: `Good news: your backorder ${order.orderId} at ${storeName} is ready.\n\nTotal to pay: ${total} (shipping and service fee included)\n\n${ending}`,
  };
}

/**
 * Mails the customer a fresh link to pay the backorder (the mail commits with the link); earlier
 * links keep working until they expire or the order is paid.
 */
export async function requestBackorderPayment(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  actorId: string,
) {
  const token = randomBytes(32).toString('base64url');
  const requestedAt = new Date();
  const expiresAt = new Date(requestedAt.getTime() + BACKORDER_PAY_LINK_DAYS * 86_400_000);
  const { mailIds, sentTo } = await app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, tenant.id, id);
    if (!order) throw orderNotFound();
    refuseUnlessPayable(order);
    await insertPaymentLink(tx, {
      tenantId: tenant.id,
      orderId: id,
      tokenHash: hashToken(token),
      requestedBy: actorId,
      expiresAt,
    });
    const link = await storeLink(app, tenant.id, backorderPayPath(id, token), tx);
    const storeName = (await findTenantName(tx, tenant.id)) ?? tenant.name;
    const total = formatPrice(toDollars(order.totalCents));
    const mailId = await app.mailer.queue(tx, {
      tenantId: tenant.id,
      to: order.customerEmail,
      ...payLinkMail(order, storeName, total, link),
    });
    return { mailIds: [mailId], sentTo: order.customerEmail };
  });
  await app.mailer.nudge(mailIds);
  return { sentTo, requestedAt: requestedAt.toISOString(), expiresAt: expiresAt.toISOString() };
}

/**
 * The backorder, when the caller may pay it: its own account signed in, or the mailed link's
 * token. Anyone else learns nothing about it (404).
 */
async function payableOrder(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  payer: BackorderPayBody & { userId?: string },
): Promise<OrderRow> {
  const order = (await findOrderWithName(app.db, tenant.id, id))?.order;
  if (!order || !paidByLink(order)) throw orderNotFound();
  const owns = payer.userId !== undefined && order.userId === payer.userId;
  const linked =
    !owns &&
    payer.token !== undefined &&
    (await isPaymentLinkValid(app.db, tenant.id, id, hashToken(payer.token), new Date()));
  if (!owns && !linked) throw orderNotFound();
  return order;
}

/** Closes the order's earlier unpaid payments, so only the newest one can still be paid. */
async function closeEarlierPayments(app: FastifyInstance, tenantId: string, orderId: string) {
  const open = await findOpenPaymentsOfOrder(app.db, tenantId, orderId);
  for (const payment of open) {
    if (payment.providerPaymentId)
      await app.payments
        .cancelIntent(payment.providerPaymentId, payment.providerAccountId)
        .catch(() => undefined);
  }
  await cancelOpenPayments(
    app.db,
    tenantId,
    open.map((payment) => payment.id),
    'Replaced by a newer payment',
  );
}

/** Opens a card payment for the backorder's whole total (shipping and service fee included). */
export async function startBackorderPayment(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  payer: BackorderPayBody & { userId?: string },
): Promise<BackorderPayment> {
  const order = await payableOrder(app, tenant, id, payer);
  refuseUnlessPayable(order);
  const items = await findOrderItems(app.db, tenant.id, id);
  const lines = items.map((item) => ({
    productId: item.productId ?? '',
    name: lineNameOf(item.name, item.variantName),
    quantity: item.quantity,
    priceCents: item.priceCents,
  }));
  await closeEarlierPayments(app, tenant.id, id);
  const paymentId = `pay_${randomUUID().replace(/-/g, '')}`;
  await insertPayment(app.db, {
    id: paymentId,
    tenantId: tenant.id,
    provider: app.payments.name,
    amountCents: order.totalCents,
    // The tax the backorder was priced with when placed: within its total.
    taxCents: order.taxCents,
    currency: CURRENCY,
    items: lines.map(({ productId, quantity, priceCents }, index) => ({
      productId,
      variantId: items[index].variantId,
      quantity,
      priceCents,
    })),
    customerEmail: order.customerEmail,
    userId: order.userId,
    orderId: id,
  });
  try {
    const connectedAccountId = await app.paymentAccountOf(tenant.id);
    const intent = await app.payments.createIntent({
      paymentId,
      amountCents: order.totalCents,
      currency: CURRENCY,
      connectedAccountId,
      metadata: { paymentId, tenantId: tenant.id, orderId: order.orderId },
      receiptEmail: order.customerEmail,
    });
    await updatePayment(app.db, tenant.id, paymentId, {
      providerPaymentId: intent.id,
      providerAccountId: connectedAccountId,
      clientSecret: intent.clientSecret,
    });
    return {
      id: order.id,
      orderId: order.orderId,
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount: order.totalCents,
      currency: CURRENCY,
      provider: app.payments.name,
      stripeAccount: connectedAccountId,
      items: lines,
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      serviceFeeCents: order.serviceFeeCents,
      ...(await paymentTaxOfOrder(app.db, tenant.id, order)),
    };
  } catch (error) {
    await cancelOpenPayments(app.db, tenant.id, [paymentId], 'Payment setup failed');
    app.log.error({ err: error, paymentId }, 'backorder payment setup failed');
    throw new ApiError({ status: 502, code: 'PAYMENT_SETUP_FAILED' });
  }
}

/**
 * Marks the backorder a succeeded payment was for Paid, inside the caller's transaction (the
 * payment row locked). An order paid meanwhile another way answers `refundNeeded`: the customer
 * never pays twice.
 */
export async function payBackorderWithPayment(
  app: FastifyInstance,
  tx: Tx,
  payment: PaymentRow,
): Promise<{ order: OrderRow; mailIds: string[] } | { refundNeeded: true }> {
  const order = await lockOrder(tx, payment.tenantId, payment.orderId!);
  if (!order || order.status !== 'Pending Payment') return { refundNeeded: true };
  const paid = await recordShipBy(
    tx,
    await markBackorderPaid(tx, payment.tenantId, order.id, payment.providerPaymentId!),
  );
  await insertOrderEvent(tx, {
    tenantId: payment.tenantId,
    orderId: order.id,
    from: 'Pending Payment',
    to: 'Paid',
  });
  await updatePayment(tx, payment.tenantId, payment.id, { status: 'succeeded' });
  // A sale made by hand counts in its products' sales once paid (a backorder counts none).
  if (paid.kind === 'manual') await recordOrderSales(tx, payment.tenantId, order.id);
  await enqueueNotionRows(
    tx,
    payment.tenantId,
    [orderRow(paid, await findOrderItems(tx, payment.tenantId, order.id))],
    { update: true },
  );
  // Its invoice, numbered last in this transaction (its tax written): never Paid without it.
  await issueInvoice(tx, paid);
  return { order: paid, mailIds: await queueStatusChangeMail(app, tx, paid) };
}
