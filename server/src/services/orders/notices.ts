/**
 * Order emails: each status change to the customer, each new order to the store's owners, and the
 * confirmation of a paid order. Each is queued in the transaction that makes the change (so an
 * order never commits without its mail); the caller nudges the returned ids after the commit.
 */
import type { FastifyInstance } from 'fastify';
import type { EmailMessage } from '@server/adapters/email';
import { formatPrice, toDollars } from '@/lib/money';
import { deliveryLines } from '@/lib/shipping';
import type { Tracking } from '@/lib/tracking';
import {
  newOrderOwnerEmail,
  discountLine,
  orderStatusEmail,
  orderTrackingEmail,
} from '@server/adapters/email-templates/orders';
import {
  findStoreNoticeFacts,
  findTenantName,
  type OrderRow,
  type StoreNoticeFacts,
} from '@server/repositories/orders';
import { findStoreByTenant, type Tx } from '@server/repositories/stores';

/** Read in the mail's own transaction: a query beside it would wait on it (PGlite has one connection). */
async function storeNameOf(tx: Tx, tenantId: string) {
  return (await findTenantName(tx, tenantId)) ?? tenantId;
}

/** The customer's mail about the status the order just moved to. */
export async function queueStatusChangeMail(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
  tracking?: Tracking | null,
): Promise<string[]> {
  if (!order.customerEmail) return [];
  const mail = orderStatusEmail(order, order.status, await storeNameOf(tx, order.tenantId), tracking);
  return [await app.mailer.queue(tx, { tenantId: order.tenantId, to: order.customerEmail, ...mail })];
}

/** Each owner's mail about a new order or backorder. */
export async function queueOwnersNewOrderMail(
  app: FastifyInstance,
  tx: Tx,
  order: NewOrderNotice,
): Promise<string[]> {
  return app.mailer.queueAll(tx, await ownersNewOrderMails(app, tx, order));
}

type NewOrderNotice = Pick<OrderRow, 'tenantId' | 'orderId' | 'totalCents' | 'kind' | 'customerEmail'> &
  Partial<Pick<OrderRow, 'shippingMethod'>>;

/** Each owner's mail about a new order; `facts` when the caller read them already. */
async function ownersNewOrderMails(
  app: FastifyInstance,
  tx: Tx,
  order: NewOrderNotice,
  facts?: StoreNoticeFacts,
): Promise<EmailMessage[]> {
  const { owners, storeName } = facts ?? (await findStoreNoticeFacts(tx, order.tenantId));
  if (owners.length === 0) return [];
  const written = newOrderOwnerEmail(order, storeName ?? order.tenantId);
  const delivery = await deliveryText(tx, {
    tenantId: order.tenantId,
    shippingMethod: order.shippingMethod ?? null,
  });
  const mail = { ...written, text: delivery ? `${written.text}\n${delivery}` : written.text };
  return owners.map((to) => ({ tenantId: order.tenantId, to, ...mail }));
}

/** The order's delivery lines for a mail (each ending in a newline), or nothing for an order without a method. */
async function deliveryText(tx: Tx, order: Pick<OrderRow, 'tenantId' | 'shippingMethod'>): Promise<string> {
  if (!order.shippingMethod) return '';
  const store = order.shippingMethod === 'pickup' ? await findStoreByTenant(tx, order.tenantId) : null;
  return deliveryLines(order.shippingMethod, store?.shippingSettings).join('\n') + '\n';
}

/** The customer's confirmation of a paid order. */
export async function queueOrderConfirmation(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
): Promise<string[]> {
  return app.mailer.queueAll(tx, await orderConfirmationMails(tx, order));
}

/** What a paid order's mails tell: known before the order is written, so they are written with it. */
export type PaidOrderNotice = NewOrderNotice &
  Pick<OrderRow, 'shippingMethod' | 'discountCode' | 'discountCents'>;

async function orderConfirmationMails(tx: Tx, order: PaidOrderNotice): Promise<EmailMessage[]> {
  if (!order.customerEmail) return [];
  return [
    {
      tenantId: order.tenantId,
      to: order.customerEmail,
      subject: `Your order ${order.orderId} is confirmed`,
      text: `Thank you for your order!\n\nOrder ${order.orderId}${discountLine(order)}\nTotal paid: ${formatPrice(toDollars(order.totalCents))}\n${await deliveryText(tx, order)}\nWe will let you know when it ${order.shippingMethod === 'pickup' ? 'is ready for pickup' : 'ships'}.`,
    },
  ];
}

/**
 * A paid order's mails, the customer's confirmation and each owner's notice, with the store's
 * `facts` as read in the order's transaction.
 */
export async function paidOrderMails(
  app: FastifyInstance,
  tx: Tx,
  order: PaidOrderNotice,
  facts: StoreNoticeFacts,
): Promise<EmailMessage[]> {
  return [
    ...(await orderConfirmationMails(tx, order)),
    ...(await ownersNewOrderMails(app, tx, order, facts)),
  ];
}

/** The customer's mail about a corrected carrier or tracking number. */
export async function queueTrackingChangeMail(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
  tracking: Tracking,
): Promise<string[]> {
  if (!order.customerEmail) return [];
  const mail = orderTrackingEmail(order, await storeNameOf(tx, order.tenantId), tracking);
  return [await app.mailer.queue(tx, { tenantId: order.tenantId, to: order.customerEmail, ...mail })];
}
