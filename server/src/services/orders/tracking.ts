/**
 * A shipped order's tracking: its carrier and number, set when the owner marks it Shipped and
 * correctable afterwards; the customer is mailed the carrier's tracking page either way.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_MESSAGES } from '@/lib/messages';
import { trackingEditable } from '@/lib/order-desk';
import type { TrackingBody } from '@/lib/schemas/order-desk';
import { trackingOf, type Tracking } from '@/lib/tracking';
import { ApiError } from '@server/errors';
import { saveOrderTracking, type OrderTrackingRow } from '@server/repositories/order-desk';
import { lockOrder } from '@server/repositories/orders';
import type { Tenant } from '@server/types';
import { queueTrackingChangeMail } from './notices';

export const trackingView = (row: OrderTrackingRow | null | undefined): Tracking | null =>
  row ? trackingOf(row.carrier, row.trackingNumber) : null;

/** Sets the carrier and number of a shipped order (409 before it ships) and mails the customer. */
export async function changeTracking(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  body: TrackingBody,
): Promise<void> {
  const mailIds = await app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, tenant.id, id);
    if (!order)
      throw new ApiError({ status: 404, code: 'ORDER_NOT_FOUND', message: ADMIN_MESSAGES.orderNotFound });
    if (!trackingEditable(order.status))
      throw new ApiError({ status: 409, code: 'ORDER_NOT_SHIPPED', field: 'status' });
    await saveOrderTracking(tx, { tenantId: tenant.id, orderId: id, ...body });
    return queueTrackingChangeMail(app, tx, order, trackingOf(body.carrier, body.trackingNumber));
  });
  await app.mailer.nudge(mailIds);
}
