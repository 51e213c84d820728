/**
 * Turning a succeeded payment into its one order. Every path (the browser's order call, the
 * webhook, the reconciliation job) ends here; the payment row is locked and the order's unique
 * payment id makes a second attempt return the first order.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { format } from 'date-fns';
import { formatPrice, orderTotalCents, toDollars } from '../../../lib/money';
import { orderItems, orders, payments, products, stockHolds } from '../db/schema';
import { ApiError } from '../errors';
import { OutOfStockError, takeStock, type StockChange } from './stock';
import { insertOrderEvent } from '../repositories/orders';
import { mailOwnersNewOrder } from './order-notices';
import { customerRow, enqueueNotionRows, orderRows } from './notion/outbox';

type PaymentRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export type PlacementResult = { order: OrderRow; created: boolean } | { refunded: true };

const newOrderId = () => `SK-${format(new Date(), 'yyMMdd')}-${randomBytes(3).toString('hex').toUpperCase()}`;

export async function findPaymentByIntent(app: FastifyInstance, providerPaymentId: string, tenantId?: string): Promise<PaymentRow | undefined> {
  const [row] = await app.db
    .select()
    .from(payments)
    .where(tenantId ? and(eq(payments.providerPaymentId, providerPaymentId), eq(payments.tenantId, tenantId)) : eq(payments.providerPaymentId, providerPaymentId))
    .limit(1);
  return row;
}

/**
 * Creates the order for a payment the provider says has succeeded, or returns the existing one.
 * If its hold had expired and the stock is gone meanwhile, the payment is refunded instead.
 */
export async function placeOrderForPayment(app: FastifyInstance, payment: PaymentRow): Promise<PlacementResult> {
  const intent = await app.payments.retrieveIntent(payment.providerPaymentId!, payment.providerAccountId);
  if (intent.status !== 'succeeded') throw new ApiError(402, 'PAYMENT_NOT_COMPLETED', 'Payment failed', 'paymentIntentId');
  if (intent.amountCents !== payment.amountCents) throw new ApiError(409, 'AMOUNT_MISMATCH', 'The payment does not match the order total.', 'paymentIntentId');

  let stock: StockChange[] = [];
  const outcome = await app.db.transaction(async (tx) => {
    // Serializes every path for this payment: the second one waits, then finds the order.
    await tx.execute(sql`select id from payments where id = ${payment.id} for update`);
    const [existing] = await tx.select().from(orders).where(eq(orders.paymentIntentId, payment.providerPaymentId!)).limit(1);
    if (existing) return { order: existing, created: false } as const;
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    if (current.status === 'refunded') return { refunded: true } as const;

    const holds = await tx.select().from(stockHolds).where(and(eq(stockHolds.tenantId, payment.tenantId), eq(stockHolds.paymentId, payment.id)));
    const released = holds.filter((hold) => hold.status === 'released');
    if (released.length) {
      // The hold expired before the order was made: take the stock again if it is still there.
      try {
        stock = await takeStock(tx, payment.tenantId, released.map((hold) => ({ productId: hold.productId, quantity: hold.quantity })));
      } catch (error) {
        if (error instanceof OutOfStockError) return { refundNeeded: true } as const;
        throw error;
      }
    }
    await tx.update(stockHolds).set({ status: 'sold' }).where(and(eq(stockHolds.tenantId, payment.tenantId), eq(stockHolds.paymentId, payment.id)));

    const info = current.customerInfo ?? {};
    const lines = current.items;
    const names = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.tenantId, payment.tenantId), inArray(products.id, lines.map((line) => line.productId))));
    const totals = orderTotalCents(lines);
    const [order] = await tx
      .insert(orders)
      .values({
        tenantId: payment.tenantId,
        orderId: newOrderId(),
        kind: 'regular',
        status: 'Paid',
        userId: current.userId,
        customerEmail: current.customerEmail ?? info.email ?? '',
        customerInfo: info,
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        serviceFeeCents: totals.serviceFeeCents,
        totalCents: payment.amountCents,
        paymentIntentId: payment.providerPaymentId,
      })
      .returning();
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        tenantId: payment.tenantId,
        orderId: order.id,
        productId: line.productId,
        name: names.find((row) => row.id === line.productId)?.name ?? 'Item',
        priceCents: line.priceCents,
        quantity: line.quantity,
        image: `/api/images/${line.productId}_400.webp`,
      })),
    );
    await insertOrderEvent(tx, { tenantId: payment.tenantId, orderId: order.id, from: null, to: 'Paid' });
    const itemNames = lines.map((line) => ({ ...line, name: names.find((row) => row.id === line.productId)?.name ?? 'Item' }));
    const customer = order.customerEmail ? [customerRow({ email: order.customerEmail, name: info.name, phone: info.phone })] : [];
    await enqueueNotionRows(tx, payment.tenantId, [...customer, ...orderRows(order, itemNames)]);
    await tx.update(payments).set({ status: 'succeeded', updatedAt: new Date() }).where(eq(payments.id, payment.id));
    // Product rows last: busy products stay locked only until the commit right after.
    for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
      await tx.update(products).set({ sales: sql`${products.sales} + ${line.quantity}` }).where(and(eq(products.tenantId, payment.tenantId), eq(products.id, line.productId)));
    }
    return { order, created: true } as const;
  });

  if ('refundNeeded' in outcome) {
    await app.payments.refund(payment.providerPaymentId!, payment.id, payment.providerAccountId);
    await app.db.update(payments).set({ status: 'refunded', updatedAt: new Date(), lastError: 'Stock was gone after the hold expired' }).where(eq(payments.id, payment.id));
    app.log.warn({ paymentId: payment.id }, 'payment refunded: its hold expired and the stock was sold');
    return { refunded: true };
  }
  if ('order' in outcome && outcome.created) {
    app.productsChanged(payment.tenantId, stock.filter((change) => change.newInventory !== null));
    app.notionOutbox.kick(payment.tenantId);
    await sendOrderConfirmation(app, outcome.order).catch((error) => app.log.error({ err: error }, 'order confirmation email failed'));
    await mailOwnersNewOrder(app, outcome.order);
  }
  return outcome;
}

async function sendOrderConfirmation(app: FastifyInstance, order: OrderRow) {
  if (!order.customerEmail) return;
  await app.mailer.send({
    tenantId: order.tenantId,
    to: order.customerEmail,
    subject: `Your order ${order.orderId} is confirmed`,
    text: `Thank you for your order!\n\nOrder ${order.orderId}\nTotal paid: ${formatPrice(toDollars(order.totalCents))}\n\nWe will let you know when it ships.`,
  });
}
