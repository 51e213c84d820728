/**
 * The owner's orders: list, detail and status moves. The owner moves an order only as
 * ORDER_TRANSITIONS (lib/order-status) allows: Paid → Shipped (with an optional tracking number)
 * → Delivered, and a backorder from Pending Payment → Paid once payment was taken. Every move is on the order's timeline, mailed to the customer
 * and written to the order's row in the store's Notion orders database.
 */
import { lineNameOf } from '@/lib/product-variants';
import type { FastifyInstance } from 'fastify';
import { toDollars } from '@/lib/money';
import { ADMIN_MESSAGES } from '@/lib/messages';
import { storeToday } from '@/lib/making-time';
import { orderIsLate } from '@/lib/order-desk';
import { nextStatuses } from '@/lib/order-status';
import { displayPhone } from '@/lib/phone';
import { deliveryLines } from '@/lib/shipping';
import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  OrderStatusBody,
  OwnerStatusTarget,
} from '@/lib/schemas/admin-orders';
import { ApiError } from '@server/errors';
import {
  countAdminOrders,
  findAdminOrders,
  findOrderEvents,
  findOrderItems,
  findOrderWithName,
  findPaymentOfOrder,
  insertOrderEvent,
  lockOrder,
  setOrderStatus,
  type OrderRow,
} from '@server/repositories/orders';
import { findEvent } from '@server/repositories/events';
import { recordOrderSales } from '@server/repositories/product-sales';
import { findStoreByTenant } from '@server/repositories/stores';
import type { Tenant } from '@server/types';
import { invoiceNumbersOf } from '../documents';
import { issueInvoice } from '../documents/issue';
import { enqueueNotionRows, orderRow } from '../notion/outbox';
import { orderTaxViews } from './order-tax';
import { trackingOf } from '@/lib/tracking';
import { saveOrderTracking } from '@server/repositories/order-desk';
import { orderDeskOf } from './desk';
import { withReturnLines } from '../returns/timeline';
import { queueStatusChangeMail } from './notices';
import { orderRefundFacts } from './refund-facts';
import { giftCardPaidOf } from '../gift-cards/admin';
import { recordShipBy } from './ship-by';

const orderNotFound = () =>
  new ApiError({ status: 404, code: 'ORDER_NOT_FOUND', message: ADMIN_MESSAGES.orderNotFound });

/** An order as the list shows it; `today` (store-local) decides whether it is late. */
function summaryOf(row: { order: OrderRow; customerName: string; itemCount: number }, today = storeToday()) {
  const { order } = row;
  return {
    id: order.id,
    orderId: order.orderId,
    status: order.status,
    type: order.kind,
    createdAt: order.createdAt.toISOString(),
    total: toDollars(order.totalCents),
    customerName: row.customerName ?? '',
    customerEmail: order.customerEmail,
    itemCount: Number(row.itemCount),
    shipBy: order.shipBy,
    late: orderIsLate(order, today),
  };
}

export async function listAdminOrders(app: FastifyInstance, tenant: Tenant, query: AdminOrderListQuery) {
  const today = storeToday();
  const q = { ...query, q: query.q || undefined, today };
  const [total, rows] = [
    await countAdminOrders(app.db, tenant.id, q),
    await findAdminOrders(app.db, tenant.id, q),
  ];
  const invoices = await invoiceNumbersOf(
    app.db,
    tenant.id,
    rows.map((row) => row.order.id),
  );
  return {
    items: rows.map((row) => ({
      ...summaryOf(row, today),
      invoiceNumber: invoices.get(row.order.id) ?? null,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** A sale made by hand: how it was paid, and the store's event it was sold at; null for other orders. */
async function manualSaleOf(app: FastifyInstance, order: OrderRow): Promise<AdminOrderDetail['sale']> {
  if (order.kind !== 'manual') return null;
  const event = order.eventId ? await findEvent(app.db, order.tenantId, order.eventId) : null;
  return {
    paidWith: order.paidWith ?? 'link',
    event: event ? { id: event.id, title: event.title } : null,
  };
}

export async function adminOrderDetail(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
): Promise<AdminOrderDetail> {
  const row = await findOrderWithName(app.db, tenant.id, id);
  if (!row) throw orderNotFound();
  const { order, profile } = row;
  const [items, events, payment, desk, { byEvent, ...refundFacts }, store, invoices, taxes, sale] =
    await Promise.all([
      findOrderItems(app.db, tenant.id, id),
      findOrderEvents(app.db, tenant.id, id),
      order.paymentIntentId ? findPaymentOfOrder(app.db, tenant.id, order.paymentIntentId) : null,
      orderDeskOf(app, order),
      orderRefundFacts(app, order),
      order.shippingMethod === 'pickup' ? findStoreByTenant(app.db, tenant.id) : null,
      invoiceNumbersOf(app.db, tenant.id, [id]),
      orderTaxViews(app.db, tenant.id, [order]),
      manualSaleOf(app, order),
    ]);
  const giftCard = await giftCardPaidOf(app.db, order);
  const info = order.customerInfo ?? {};
  const plain = (value: string | undefined) => (value ? app.fieldCrypto.decrypt(value) : '');
  // Checkout's details first; a backorder carries none, so the account's profile fills in.
  const fromInfo = Object.keys(info).length > 0;
  // The address the order ships to is the one kept on it, whatever the profile says now.
  const shipTo = desk.shippingAddress;
  const timeline = events.map((event) => ({
    from: event.fromStatus,
    status: event.toStatus,
    at: event.createdAt.toISOString(),
    trackingNumber: event.trackingNumber,
    ...(byEvent.has(event.id) ? { refund: byEvent.get(event.id) } : {}),
  }));
  if (!events.some((event) => event.fromStatus === null)) {
    // Orders placed before the timeline existed: their creation is known from the order itself.
    timeline.unshift({
      from: null,
      status: order.kind === 'backorder' ? 'Pending Payment' : 'Paid',
      at: order.createdAt.toISOString(),
      trackingNumber: null,
    });
  }
  return {
    ...summaryOf(row),
    invoiceNumber: invoices.get(id) ?? null,
    ...taxes.get(id),
    items: items.map((item) => ({
      productId: item.productId,
      name: lineNameOf(item.name, item.variantName),
      price: toDollars(item.priceCents),
      quantity: item.quantity,
      image: item.image,
      discount: toDollars(item.discountCents),
      madeCount: item.madeCount,
      personalisation: item.personalisation ?? [],
    })),
    customer: {
      name: row.customerName ?? '',
      email: order.customerEmail,
      phone: displayPhone(fromInfo ? plain(info.phone) : plain(profile?.phone)),
      address: shipTo?.address ?? '',
      addressLine2: shipTo?.addressLine2 ?? '',
      city: shipTo?.city ?? '',
      state: shipTo?.state ?? '',
      zipCode: shipTo?.zipCode ?? '',
    },
    payment: {
      subtotal: toDollars(order.subtotalCents),
      shipping: toDollars(order.shippingCents),
      serviceFee: toDollars(order.serviceFeeCents),
      discount: toDollars(order.discountCents),
      discountCode: order.discountCode,
      giftCard,
      total: toDollars(order.totalCents),
      currency: order.currency,
      provider: payment?.provider ?? null,
      status: payment?.status ?? null,
      paymentIntentId: order.paymentIntentId,
      shippingMethod: order.shippingMethod,
      delivery: deliveryLines(order.shippingMethod, store?.shippingSettings),
    },
    trackingNumber:
      desk.tracking?.trackingNumber ??
      [...events].reverse().find((event) => event.trackingNumber)?.trackingNumber ??
      null,
    ...desk,
    timeline: await withReturnLines(app.db, order, events, timeline),
    nextStatuses: nextStatuses(
      order,
      events.map((event) => event.toStatus),
    ),
    ...refundFacts,
    sale,
  };
}

function refusal(order: OrderRow, to: OwnerStatusTarget): ApiError {
  if (order.status === to)
    return new ApiError({
      status: 409,
      code: 'STATUS_UNCHANGED',
      message: ADMIN_MESSAGES.statusUnchanged(to),
      field: 'status',
    });
  if (to === 'Paid' && order.status === 'Pending Payment')
    return new ApiError({
      status: 409,
      code: 'TRANSITION_REFUSED',
      message: ADMIN_MESSAGES.backorderOnlyPaid,
      field: 'status',
    });
  return new ApiError({
    status: 409,
    code: 'TRANSITION_REFUSED',
    message: ADMIN_MESSAGES.transitionRefused(order.status, to),
    field: 'status',
  });
}

/** Moves an order one step; refused (409, nothing changed) unless the move is one the owner may make. */
export async function moveOrder(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  body: OrderStatusBody,
  actorId: string,
): Promise<AdminOrderDetail> {
  const tracking = body.trackingNumber || null;
  if (tracking && body.status !== 'Shipped')
    throw new ApiError({ status: 400, code: 'TRACKING_NOT_ALLOWED', field: 'trackingNumber' });
  const mailIds = await app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, tenant.id, id);
    if (!order) throw orderNotFound();
    const reached = (await findOrderEvents(tx, tenant.id, id)).map((event) => event.toStatus);
    if (!nextStatuses(order, reached).includes(body.status)) throw refusal(order, body.status);
    const moved = await setOrderStatus(tx, tenant.id, id, body.status);
    // A backorder the owner marks Paid gets its ship-by day and its invoice, numbered in this transaction.
    const updated = body.status === 'Paid' ? await recordShipBy(tx, moved) : moved;
    if (body.status === 'Paid') await issueInvoice(tx, updated);
    // A sale made by hand the owner marks Paid counts in its products' sales, as one paid by its link.
    if (body.status === 'Paid' && order.kind === 'manual') await recordOrderSales(tx, tenant.id, id);
    await insertOrderEvent(tx, {
      tenantId: tenant.id,
      orderId: id,
      from: order.status,
      to: body.status,
      trackingNumber: tracking,
      actorId,
    });
    const shipment = tracking ? trackingOf(body.carrier ?? 'Other', tracking) : null;
    if (shipment)
      await saveOrderTracking(tx, {
        tenantId: tenant.id,
        orderId: id,
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
      });
    // Its row whole, so an order placed before the orders database was linked is written in full.
    await enqueueNotionRows(tx, tenant.id, [orderRow(updated, await findOrderItems(tx, tenant.id, id))], {
      update: true,
    });
    return queueStatusChangeMail(app, tx, updated, shipment);
  });
  app.notionOutbox.kick(tenant.id);
  await app.mailer.nudge(mailIds);
  return adminOrderDetail(app, tenant, id);
}
