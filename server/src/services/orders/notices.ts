/**
 * Order emails: each status change to the customer, each new order to the store's owners, and the
 * confirmation of a paid order. Each is queued in the transaction that makes the change (so an
 * order never commits without its mail); the caller nudges the returned ids after the commit.
 */
import type { FastifyInstance } from 'fastify';
import { formatPrice, toDollars } from '../../../../lib/money';
import type { Tracking } from '../../../../lib/tracking';
import {
  newOrderOwnerEmail,
  discountLine,
  orderStatusEmail,
  orderTrackingEmail,
} from '../../adapters/email-templates/orders';
import { findOwnerEmails, findTenantName, type OrderRow } from '../../repositories/orders';
import type { Tx } from '../../repositories/stores';

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
  order: Pick<OrderRow, 'tenantId' | 'orderId' | 'totalCents' | 'kind' | 'customerEmail'>,
): Promise<string[]> {
  const owners = await findOwnerEmails(tx, order.tenantId);
  if (owners.length === 0) return [];
  const mail = newOrderOwnerEmail(order, await storeNameOf(tx, order.tenantId));
  const ids: string[] = [];
  for (const to of owners) ids.push(await app.mailer.queue(tx, { tenantId: order.tenantId, to, ...mail }));
  return ids;
}

/** The customer's confirmation of a paid order. */
export async function queueOrderConfirmation(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
): Promise<string[]> {
  if (!order.customerEmail) return [];
  const id = await app.mailer.queue(tx, {
    tenantId: order.tenantId,
    to: order.customerEmail,
    subject: `Your order ${order.orderId} is confirmed`,
    text: `Thank you for your order!\n\nOrder ${order.orderId}${discountLine(order)}\nTotal paid: ${formatPrice(toDollars(order.totalCents))}\n\nWe will let you know when it ships.`,
  });
  return [id];
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
