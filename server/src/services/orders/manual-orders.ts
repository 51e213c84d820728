/**
 * Sales made by hand in the back-office (at a market, by phone): the owner or an Orders person
 * records pieces of the catalog or lines of their own. The order and its stock move in one
 * transaction, through the same conditional stock updates as checkout, so a piece is never sold
 * twice and a refusal leaves nothing written. Paid there (cash, a card reader outside Sitka) it is
 * Paid at once, Delivered when handed over; else it waits for payment by the backorder's link.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MANUAL_ORDER_PREFIX } from '@/lib/constants/orders';
import {
  isCatalogLine,
  MANUAL_ORDER_MESSAGES,
  type ManualOrderBody,
  type ManualOrderResult,
} from '@/lib/schemas/manual-order';
import { ApiError } from '@server/errors';
import { findActorProfile } from '@server/repositories/audit-log';
import { countCodeUse } from '@server/repositories/discounts';
import { findEvent } from '@server/repositories/events';
import { recordProductSales } from '@server/repositories/product-sales';
import { insertOrderTaxLines } from '@server/repositories/order-tax-lines';
import {
  insertOrderEvent,
  insertOrderWithItems,
  setOrderStatus,
  type OrderRow,
} from '@server/repositories/orders';
import type { Tx } from '@server/repositories/stores';
import type { Tenant } from '@server/types';
import { outOfStockItem } from '../checkout/holds';
import { liveChanges, OutOfStockError, takeStock, type StockChange } from '../checkout/stock';
import { taxLineRows } from '../checkout/tax';
import { issueInvoice } from '../documents/issue';
import { enqueueNotionRows, orderRows } from '../notion/outbox';
import { requestBackorderPayment } from './backorder-payment';
import { checkSaleCode, priceManualSale, type PricedSale } from './manual-pricing';
import { queueOrderConfirmation, queueOwnersNewOrderMail } from './notices';
import { isOrderIdTaken, newOrderId } from './order-ids';
import { shipByOf } from './ship-by';

/** Tries of the sale's transaction whose drawn order id another of the store's orders had. */
const ORDER_ID_TRIES = 3;

type Sale = { body: ManualOrderBody; priced: PricedSale; actorId: string };

/** The event a sale belongs to: one of this store's own (another store's is as unknown as none). */
async function checkEvent(app: FastifyInstance, tenant: Tenant, eventId: string | null | undefined) {
  if (!eventId) return null;
  if (!(await findEvent(app.db, tenant.id, eventId)))
    throw new ApiError({
      status: 400,
      code: 'EVENT_NOT_FOUND',
      message: MANUAL_ORDER_MESSAGES.eventNotFound,
      field: 'eventId',
    });
  return eventId;
}

/** The catalog lines' stock, taken as checkout takes it; 409 naming the first line short of it. */
async function takeSaleStock(tx: Tx, tenantId: string, priced: PricedSale): Promise<StockChange[]> {
  const lines = priced.lines.flatMap((line) =>
    line.productId ? [{ productId: line.productId, variantId: line.variantId, quantity: line.quantity }] : [],
  );
  return lines.length ? takeStock(tx, tenantId, lines) : [];
}

/** The sale's order, items, tax lines and first moves, in the caller's transaction. */
async function writeSale(app: FastifyInstance, tx: Tx, tenant: Tenant, sale: Sale, orderId: string) {
  const { body, priced, actorId } = sale;
  const paidThere = body.payment.method !== 'link';
  const id = randomUUID();
  const itemIds = priced.lines.map(() => randomUUID());
  const values = {
    id,
    tenantId: tenant.id,
    orderId,
    kind: 'manual' as const,
    status: paidThere ? ('Paid' as const) : ('Pending Payment' as const),
    customerEmail: body.customer.email ?? '',
    customerInfo: body.customer.name ? { name: body.customer.name } : ({} as Record<string, string>),
    shippingAddress: priced.shippingAddress,
    shippingMethod: priced.shippingMethod,
    subtotalCents: priced.subtotalCents,
    shippingCents: priced.shippingCents,
    serviceFeeCents: 0,
    totalCents: priced.totalCents,
    discountCode: priced.discount.code,
    discountCents: priced.discount.cents,
    taxCents: priced.tax.totalTaxCents,
    pricesIncludeTax: priced.tax.pricesIncludeTax,
    taxNote: priced.tax.reason,
    eventId: body.eventId ?? null,
    paidWith: paidThere ? (body.payment.method as 'cash' | 'card_reader') : null,
    // Counted from now, as it is paid now; a sale paid by link gets its day when paid.
    shipBy: paidThere ? await shipByOf(tx, tenant.id, priced.lines) : null,
  };
  let order = await insertOrderWithItems(
    tx,
    values,
    priced.lines.map((line, index) => ({
      id: itemIds[index],
      productId: line.productId,
      variantId: line.variantId,
      variantName: line.variantName,
      name: line.name,
      priceCents: line.priceCents,
      quantity: line.quantity,
      image: line.productId ? `/api/images/${line.productId}_400.webp` : null,
      discountCents: line.discountCents,
    })),
  );
  await insertOrderTaxLines(
    tx,
    taxLineRows(priced.tax).map(({ line, ...row }) => ({
      ...row,
      tenantId: tenant.id,
      orderId: id,
      orderItemId: line === null ? null : (itemIds[line] ?? null),
    })),
  );
  if (paidThere) {
    // Numbered after its tax lines, in this transaction: a paid order never lacks its invoice.
    await issueInvoice(tx, order);
    await recordProductSales(
      tx,
      tenant.id,
      priced.lines.flatMap((line) =>
        line.productId ? [{ productId: line.productId, quantity: line.quantity }] : [],
      ),
    );
    if (body.delivery.kind === 'handover') {
      order = await setOrderStatus(tx, tenant.id, id, 'Delivered');
      await insertOrderEvent(tx, {
        tenantId: tenant.id,
        orderId: id,
        from: 'Paid',
        to: 'Delivered',
        actorId,
      });
    }
  }
  return order;
}

/**
 * The owners' mail of a new order, when someone of the staff (not an owner) recorded the sale: an
 * owner who recorded it knows already. The one who recorded it is named, and not mailed.
 */
async function tellOwnersOfStaffSale(app: FastifyInstance, tx: Tx, order: OrderRow, actorId: string) {
  const actor = await findActorProfile(tx, order.tenantId, actorId);
  if (!actor || actor.staffRole === null || actor.staffRole === 'owner') return [];
  return queueOwnersNewOrderMail(app, tx, { ...order, recordedBy: actor.email });
}

/** The sale's whole transaction: its code's use, its stock, its order, its mails and Notion rows. */
async function saleInTransaction(app: FastifyInstance, tx: Tx, tenant: Tenant, sale: Sale, orderId: string) {
  const { body, priced } = sale;
  if (body.discount && 'code' in body.discount) {
    // Checked again with the code's row locked: two sales never both take a code's last use.
    const applied = await checkSaleCode(tx, tenant.id, {
      code: body.discount.code,
      lines: priced.lines,
      email: body.customer.email,
      lock: true,
    });
    await countCodeUse(tx, tenant.id, applied.codeId);
  }
  const stock = await takeSaleStock(tx, tenant.id, priced);
  const order = await writeSale(app, tx, tenant, sale, orderId);
  const receiptIds = order.status !== 'Pending Payment' ? await queueOrderConfirmation(app, tx, order) : [];
  const mailIds = [...receiptIds, ...(await tellOwnersOfStaffSale(app, tx, order, sale.actorId))];
  await enqueueNotionRows(tx, tenant.id, orderRows(order, priced.lines));
  return { order, stock, mailIds, receipt: receiptIds.length > 0 };
}

/** The sale's transaction with a newly drawn MO- id, run again whole with another when that id is taken. */
async function placeWithNewOrderId(app: FastifyInstance, tenant: Tenant, sale: Sale) {
  for (let attempt = 1; ; attempt += 1) {
    const orderId = newOrderId(MANUAL_ORDER_PREFIX);
    try {
      return await app.db.transaction((tx) => saleInTransaction(app, tx, tenant, sale, orderId));
    } catch (error) {
      if (attempt >= ORDER_ID_TRIES || !isOrderIdTaken(error)) throw error;
    }
  }
}

/** The 409 of a line short of stock, named by its field (read after the rollback). */
async function notEnoughStock(
  app: FastifyInstance,
  tenant: Tenant,
  body: ManualOrderBody,
  error: OutOfStockError,
) {
  const index = body.lines.findIndex(
    (line) =>
      isCatalogLine(line) &&
      line.productId === error.productId &&
      (error.variantId === null || line.variantId === error.variantId),
  );
  const item = await outOfStockItem(app, tenant.id, error);
  return new ApiError({
    status: 409,
    code: 'OUT_OF_STOCK',
    message: MANUAL_ORDER_MESSAGES.notEnoughStock(item?.name ?? 'This piece', item?.totalInventory ?? 0),
    field: `lines.${Math.max(0, index)}.quantity`,
    details: { available: item?.totalInventory ?? 0 },
  });
}

/**
 * Records a sale made by hand and answers its order. Paid there: Paid (Delivered when handed
 * over), its receipt mailed when an email was given. By link: Pending Payment, the payment link
 * mailed as a backorder's is.
 */
export async function placeManualOrder(
  app: FastifyInstance,
  tenant: Tenant,
  body: ManualOrderBody,
  actorId: string,
): Promise<ManualOrderResult> {
  await checkEvent(app, tenant, body.eventId);
  const priced = await priceManualSale(app, tenant, body);
  const placed = await placeWithNewOrderId(app, tenant, { body, priced, actorId }).catch(
    async (error: unknown) => {
      if (error instanceof OutOfStockError) throw await notEnoughStock(app, tenant, body, error);
      throw error;
    },
  );
  app.productsChanged(tenant.id, liveChanges(placed.stock));
  app.notionOutbox.kick(tenant.id);
  if (placed.mailIds.length) await app.mailer.nudge(placed.mailIds);
  let mailedTo: string | null = placed.receipt ? placed.order.customerEmail : null;
  if (placed.order.status === 'Pending Payment')
    mailedTo = (await requestBackorderPayment(app, tenant, placed.order.id, actorId)).sentTo;
  return {
    id: placed.order.id,
    orderId: placed.order.orderId,
    status: placed.order.status as ManualOrderResult['status'],
    totalCents: placed.order.totalCents,
    mailedTo,
  };
}
