/** Orders as their customers see them: they belong to accounts, never to a typed email. */
import { lineNameOf } from '@/lib/product-variants';
import { toDollars } from '@/lib/money';
import type { Order } from '@/lib/schemas/order';
import type { Database } from '@server/db/client';
import { findTrackingOfOrders, type OrderTrackingRow } from '@server/repositories/order-desk';
import { findOrdersWithItems, type OrderItemRow, type OrderRow } from '@server/repositories/orders';
import type { Tenant } from '@server/types';
import { invoiceNumbersOf } from '../documents';
import { orderTaxViews, type OrderTaxView } from './order-tax';
import { trackingView } from './tracking';

/**
 * An order with its items and tracking as the customer's history shows it (no customer contact
 * details, and never the staff's notes).
 */
function customerOrder(
  row: OrderRow & { items: OrderItemRow[] },
  tenant: Tenant,
  tracking: OrderTrackingRow[],
  invoices: Map<string, string>,
  taxes: Map<string, OrderTaxView>,
): Order {
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status,
    type: row.kind,
    createdAt: row.createdAt.toISOString(),
    total: toDollars(row.totalCents),
    discount: toDollars(row.discountCents),
    discountCode: row.discountCode,
    ...taxes.get(row.id),
    tenantName: tenant.name,
    invoiceNumber: invoices.get(row.id) ?? null,
    tracking: trackingView(tracking.find((shipment) => shipment.orderId === row.id)),
    shipBy: row.shipBy,
    products: row.items.map((item) => ({
      id: item.productId,
      name: lineNameOf(item.name, item.variantName),
      price: toDollars(item.priceCents),
      quantity: item.quantity,
      image: item.image,
      personalisation: item.personalisation ?? [],
    })),
  };
}

/** Every order of an account at the store, newest first, with its items. */
export async function listOrderHistory(db: Database, tenant: Tenant, userId: string): Promise<Order[]> {
  return withTracking(db, tenant, await findOrdersWithItems(db, tenant.id, { userId }));
}

async function withTracking(db: Database, tenant: Tenant, rows: (OrderRow & { items: OrderItemRow[] })[]) {
  const ids = rows.map((row) => row.id);
  const tracking = await findTrackingOfOrders(db, tenant.id, ids);
  const invoices = await invoiceNumbersOf(db, tenant.id, ids);
  const taxes = await orderTaxViews(db, tenant.id, rows);
  return rows.map((row) => customerOrder(row, tenant, tracking, invoices, taxes));
}

/** A page of the store's orders, newest first, with items and totals, as a store API key reads them. */
export async function listStoreOrders(
  db: Database,
  tenant: Tenant,
  limit: number,
  offset: number,
): Promise<Order[]> {
  return withTracking(db, tenant, await findOrdersWithItems(db, tenant.id, { limit, offset }));
}
