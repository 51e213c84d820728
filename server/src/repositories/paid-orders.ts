/**
 * A paid order's one statement: the order with its items, its tax lines and first event, the payment marked
 * succeeded and naming it, the pieces sold recorded and its mails written claimed (together.ts).
 * It is checkout's busiest statement, so it runs under a name per shape (how many items and
 * mails; prepared.ts), by its placeholders.
 */
import { sql } from 'drizzle-orm';
import {
  emailOutbox,
  orderEvents,
  orderItems,
  orders,
  orderTaxLines,
  payments,
  productSales,
} from '../db/schema';
import type { MailRecord } from './mail-outbox';
import type { NewOrderItemRow, NewOrderRow, OrderRow } from './orders';
import { jsonText, placeholdersOf, placeholderValues, namedQueries } from './prepared';
import { together } from './together';
import type { Tx } from './stores';

/** The columns a paid order is written with, every one given (null where none). */
const orderColumns = [
  'id',
  'tenantId',
  'orderId',
  'kind',
  'status',
  'userId',
  'customerEmail',
  'subtotalCents',
  'shippingCents',
  'serviceFeeCents',
  'totalCents',
  'paymentIntentId',
  'shippingMethod',
  'discountCode',
  'discountCents',
  'taxCents',
  'pricesIncludeTax',
  'taxNote',
  'guestLinkHash',
  'shipBy',
] as const;
const itemColumns = [
  'id',
  'productId',
  'variantId',
  'variantName',
  'name',
  'priceCents',
  'quantity',
  'image',
  'discountCents',
] as const;
/** A tax line's columns; `orderItemId` names one of the items written beside it (null for shipping, the fee). */
const taxLineColumns = [
  'kind',
  'orderItemId',
  'jurisdiction',
  'rate',
  'taxableCents',
  'amountCents',
] as const;
const mailColumns = [
  'id',
  'tenantId',
  'to',
  'subject',
  'text',
  'html',
  'nextAttemptAt',
  'createdAt',
] as const;

export type PaidOrderRow = Required<
  Pick<NewOrderRow, (typeof orderColumns)[number] | 'customerInfo' | 'shippingAddress'>
>;
export type PaidOrderItem = Required<Pick<NewOrderItemRow, (typeof itemColumns)[number] | 'personalisation'>>;
export type PaidOrderTaxLine = Required<
  Pick<typeof orderTaxLines.$inferInsert, (typeof taxLineColumns)[number]>
>;

const preparedPaidOrder = namedQueries('insert_paid_order', (db, [itemCount, mailCount, taxCount]) => {
  const [tenantId, id] = [sql.placeholder('o_tenantId'), sql.placeholder('o_id')];
  const lines = Array.from({ length: itemCount }, (_, index) => `i${index}_`);
  // An order of gift cards alone has no pieces: its lines are written beside it (gift-cards.ts).
  return together(db, [
    ...(itemCount
      ? [
          db.insert(orderItems).values(
            lines.map((prefix) => ({
              ...placeholdersOf(itemColumns, prefix),
              // As text the statement casts (jsonText): a line without answers keeps SQL NULL.
              personalisation: sql`${sql.placeholder(`${prefix}personalisation`)}::jsonb`,
              tenantId,
              orderId: id,
            })),
          ),
        ]
      : []),
    ...(taxCount
      ? [
          db.insert(orderTaxLines).values(
            Array.from({ length: taxCount }, (_, index) => ({
              ...placeholdersOf(taxLineColumns, `t${index}_`),
              tenantId,
              orderId: id,
            })),
          ),
        ]
      : []),
    db
      .insert(orderEvents)
      .values({ tenantId, orderId: id, fromStatus: null, toStatus: sql.placeholder('o_status') }),
    db
      .update(payments)
      .set({
        status: 'succeeded',
        placedOrderId: sql`${id}`,
        updatedAt: sql`${sql.placeholder('at')}::timestamptz`,
      })
      .where(sql`${payments.tenantId} = ${tenantId} and ${payments.id} = ${sql.placeholder('paymentId')}`),
    // Appended, not added to the product rows: the order locks no product (jobs/sales.ts folds them).
    ...(itemCount
      ? [
          db.insert(productSales).values(
            lines.map((prefix) => ({
              tenantId,
              productId: sql.placeholder(`${prefix}productId`),
              quantity: sql.placeholder(`${prefix}quantity`),
            })),
          ),
        ]
      : []),
    ...(mailCount
      ? [
          db.insert(emailOutbox).values(
            Array.from({ length: mailCount }, (_, index) => ({
              ...placeholdersOf(mailColumns, `m${index}_`),
              status: 'pending' as const,
              attempts: 0,
              lastError: null,
              sentAt: null,
            })),
          ),
        ]
      : []),
  ])
    .insert(orders)
    .values({
      ...placeholdersOf(orderColumns, 'o_'),
      // Its JSON columns as text the statement casts (jsonText): no value stays SQL NULL.
      customerInfo: sql`${sql.placeholder('o_customerInfo')}::jsonb`,
      shippingAddress: sql`${sql.placeholder('o_shippingAddress')}::jsonb`,
    })
    .returning();
});

/**
 * Writes a paid order made from `paymentId`, its items (ids chosen by the caller), its tax lines,
 * the pieces sold and `mails` (rows already claimed by the caller: mail-outbox.ts) in one
 * statement. Answers the order row.
 */
export async function insertPaidOrder(
  tx: Tx,
  order: PaidOrderRow,
  items: PaidOrderItem[],
  paymentId: string,
  mails: MailRecord[],
  taxLines: PaidOrderTaxLine[] = [],
): Promise<OrderRow> {
  const values: Record<string, unknown> = {
    paymentId,
    at: new Date(),
    ...placeholderValues(orderColumns, order, 'o_'),
    o_customerInfo: jsonText(order.customerInfo),
    o_shippingAddress: jsonText(order.shippingAddress),
  };
  items.forEach((item, index) =>
    Object.assign(values, placeholderValues(itemColumns, item, `i${index}_`), {
      [`i${index}_personalisation`]: jsonText(item.personalisation),
    }),
  );
  mails.forEach((mail, index) => Object.assign(values, placeholderValues(mailColumns, mail, `m${index}_`)));
  taxLines.forEach((line, index) =>
    Object.assign(values, placeholderValues(taxLineColumns, line, `t${index}_`)),
  );
  const [row] = await preparedPaidOrder(tx, [items.length, mails.length, taxLines.length], values);
  return row;
}
