/** What the order desk adds to the owner's order page: notes, the shipping address and the tracking. */
import type { FastifyInstance } from 'fastify';
import { addressEditable } from '@/lib/order-desk';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { findOrderTracking } from '@server/repositories/order-desk';
import type { OrderRow } from '@server/repositories/orders';
import { orderNotesOf } from './notes';
import { openShippingAddress } from './shipping-address';
import { trackingView } from './tracking';

export async function orderDeskOf(
  app: FastifyInstance,
  order: OrderRow,
): Promise<Pick<AdminOrderDetail, 'tracking' | 'shippingAddress' | 'addressEditable' | 'notes'>> {
  const [tracking, notes] = await Promise.all([
    findOrderTracking(app.db, order.tenantId, order.id),
    orderNotesOf(app.db, order.tenantId, order.id),
  ]);
  return {
    tracking: trackingView(tracking),
    shippingAddress: openShippingAddress(app, order.shippingAddress),
    addressEditable: addressEditable(order.status),
    notes,
  };
}
