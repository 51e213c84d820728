/** Order emails: each status change to the customer, each new order to the store's owners. */
import type { FastifyInstance } from 'fastify';
import { newOrderOwnerEmail, orderStatusEmail } from '../../adapters/email-templates/orders';
import { findOwnerEmails, findTenantName, type OrderRow } from '../../repositories/orders';

async function storeNameOf(app: FastifyInstance, tenantId: string) {
  return (await findTenantName(app.db, tenantId)) ?? tenantId;
}

export async function mailStatusChange(
  app: FastifyInstance,
  order: OrderRow,
  trackingNumber?: string | null,
): Promise<void> {
  if (!order.customerEmail) return;
  const mail = orderStatusEmail(order, order.status, await storeNameOf(app, order.tenantId), trackingNumber);
  await app.mailer.send({ tenantId: order.tenantId, to: order.customerEmail, ...mail });
}

/** Never fails the order it tells of: a mail that cannot go is logged. */
export async function mailOwnersNewOrder(
  app: FastifyInstance,
  order: Pick<OrderRow, 'tenantId' | 'orderId' | 'totalCents' | 'kind' | 'customerEmail'>,
): Promise<void> {
  try {
    const [owners, storeName] = await Promise.all([
      findOwnerEmails(app.db, order.tenantId),
      storeNameOf(app, order.tenantId),
    ]);
    const mail = newOrderOwnerEmail(order, storeName);
    for (const to of owners) await app.mailer.send({ tenantId: order.tenantId, to, ...mail });
  } catch (error) {
    app.log.error({ err: error }, 'new order email to the owner failed');
  }
}
