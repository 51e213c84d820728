/**
 * Order emails: each status change to the customer, each new order to the store's owners (as their
 * notice, ../owner-notices/tell.ts), and the confirmation of a paid order. Each is queued in the
 * transaction that makes the change (so an order never commits without its mail); the caller
 * nudges the returned ids after the commit.
 */
import type { FastifyInstance } from 'fastify';
import type { EmailMessage } from '@server/adapters/email';
import { formatPrice, toDollars } from '@/lib/money';
import { deliveryLines } from '@/lib/shipping';
import type { Tracking } from '@/lib/tracking';
import {
  newOrderOwnerEmail,
  orderStatusEmail,
  orderTrackingEmail,
} from '@server/adapters/email-templates/orders';
import {
  findOrderItems,
  findStoreNoticeFacts,
  findTenantName,
  type OrderRow,
  type StoreNoticeFacts,
} from '@server/repositories/orders';
import { findStoreByTenant, type Tx } from '@server/repositories/stores';
import { findOrderTaxLines } from '@server/repositories/tax-documents';
import {
  orderConfirmationEmail,
  type ConfirmationFacts,
} from '@server/adapters/email-templates/order-confirmation';
import { CUSTOMER_ORDERS_PATH, STORE_RETURNS_PATH, STORE_TERMS_PATH } from '@/lib/constants/orders';
import { orderReturnPath } from '@/lib/routing';
import { mailedInvoicePath, sumTaxByRate, type TaxByRate } from '@/lib/tax/documents';
import { sellerOf, taxesOfCalculation } from '../documents/issue';
import { storeAddress } from '../stores/domain-lookup';
import { answersLine } from '../checkout/personalisation';
import { DEFAULT_NOTICE_SETTINGS, tellOwner } from '../owner-notices/tell';

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

/** The owners' notice of a new order or backorder (tellOwner), its mails written now. */
export async function queueOwnersNewOrderMail(
  app: FastifyInstance,
  tx: Tx,
  order: NewOrderNotice,
): Promise<string[]> {
  return app.mailer.queueAll(tx, await ownersNewOrderMails(tx, order));
}

type NewOrderNotice = Pick<
  OrderRow,
  'id' | 'tenantId' | 'orderId' | 'totalCents' | 'kind' | 'customerEmail'
> &
  Partial<Pick<OrderRow, 'shippingMethod' | 'status'>> & {
    /** Its pieces, so the owner's mail names the personalised ones with their answers. */
    lines?: ConfirmationFacts['lines'];
    /** A sale made by hand: the staff member who recorded it, who is not mailed of it. */
    recordedBy?: string;
  };

/**
 * Tells the store's owners of a new order (once per order: its id is the notice's subject) and
 * answers the mails to write now; `facts` when the caller read them already.
 */
async function ownersNewOrderMails(
  tx: Tx,
  order: NewOrderNotice,
  facts?: StoreNoticeFacts,
): Promise<EmailMessage[]> {
  const store = facts ?? (await findStoreNoticeFacts(tx, order.tenantId));
  const written = newOrderOwnerEmail(order, store.storeName ?? order.tenantId);
  const delivery = await deliveryText(tx, {
    tenantId: order.tenantId,
    shippingMethod: order.shippingMethod ?? null,
  });
  const text = delivery ? `${written.text}\n${delivery}` : written.text;
  const summary = `${written.subject}: ${formatPrice(toDollars(order.totalCents))}${order.recordedBy ? `, recorded by ${order.recordedBy}` : ''}`;
  const known = {
    settings: store.noticeSettings ?? DEFAULT_NOTICE_SETTINGS,
    recipients: store.owners,
  };
  const detail = { subject: written.subject, text, summary, recordedBy: order.recordedBy };
  return tellOwner(tx, order.tenantId, 'new_order', order.id, detail, known);
}

/** The order's delivery lines for a mail (each ending in a newline), or nothing for an order without a method. */
async function deliveryText(tx: Tx, order: Pick<OrderRow, 'tenantId' | 'shippingMethod'>): Promise<string> {
  if (!order.shippingMethod) return '';
  const store = order.shippingMethod === 'pickup' ? await findStoreByTenant(tx, order.tenantId) : null;
  return deliveryLines(order.shippingMethod, store?.shippingSettings).join('\n') + '\n';
}

/** The customer's confirmation of a paid order (its pieces and tax lines read from the order). */
export async function queueOrderConfirmation(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
): Promise<string[]> {
  const [items, taxLines] = [
    await findOrderItems(tx, order.tenantId, order.id),
    await findOrderTaxLines(tx, order.tenantId, order.id),
  ];
  const lines = items.map((item) => ({
    name: item.name,
    size: item.variantName,
    quantity: item.quantity,
    priceCents: item.priceCents,
    answers: answersLine(item.personalisation),
  }));
  return app.mailer.queueAll(
    tx,
    await orderConfirmationMails(app, tx, { ...order, lines, taxes: sumTaxByRate(taxLines) }),
  );
}

/** What a paid order's mails tell: known before the order is written, so they are written with it. */
export type PaidOrderNotice = NewOrderNotice &
  Pick<
    OrderRow,
    | 'id'
    | 'shippingMethod'
    | 'discountCode'
    | 'discountCents'
    | 'subtotalCents'
    | 'shippingCents'
    | 'serviceFeeCents'
  > & {
    pricesIncludeTax?: boolean;
    /** Its pieces as the shopper chose them. */
    lines?: ConfirmationFacts['lines'];
    /** Tax by rate; else read from `tax`, the payment's stored calculation. */
    taxes?: TaxByRate[];
    tax?: unknown;
    /** The token of the invoice link (newInvoiceLinkToken); without one the mail links to My Orders. */
    invoiceLinkToken?: string;
  };

async function orderConfirmationMails(
  app: FastifyInstance,
  tx: Tx,
  order: PaidOrderNotice,
): Promise<EmailMessage[]> {
  if (!order.customerEmail) return [];
  const invoicePath = order.invoiceLinkToken
    ? mailedInvoicePath(order.id, order.invoiceLinkToken)
    : CUSTOMER_ORDERS_PATH;
  // The store's address once, for all three links: each asking would read its domains again.
  const [seller, origin] = [await sellerOf(tx, order.tenantId), await storeAddress(app, order.tenantId, tx)];
  const [invoice, terms, returns] = [invoicePath, STORE_TERMS_PATH, STORE_RETURNS_PATH].map((path) =>
    new URL(path, origin).toString(),
  );
  // The same token opens the order's return page: a guest may return or withdraw from the mail.
  const returnOrWithdraw = order.invoiceLinkToken
    ? new URL(orderReturnPath(order.id, order.invoiceLinkToken), origin).toString()
    : undefined;
  const mail = orderConfirmationEmail({
    orderId: order.orderId,
    lines: order.lines ?? [],
    subtotalCents: order.subtotalCents,
    discountCode: order.discountCode,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    serviceFeeCents: order.serviceFeeCents,
    taxes: order.taxes ?? taxesOfCalculation(order.tax),
    pricesIncludeTax:
      order.pricesIncludeTax ??
      (order.tax as { pricesIncludeTax?: boolean } | null)?.pricesIncludeTax ??
      false,
    totalCents: order.totalCents,
    delivery: await deliveryText(tx, order),
    pickup: order.shippingMethod === 'pickup',
    seller,
    links: { invoice, terms, returns, ...(returnOrWithdraw ? { returnOrWithdraw } : {}) },
  });
  return [{ tenantId: order.tenantId, to: order.customerEmail, ...mail }];
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
    ...(await orderConfirmationMails(app, tx, order)),
    ...(await ownersNewOrderMails(tx, order, facts)),
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
