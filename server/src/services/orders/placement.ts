/**
 * Turning a succeeded payment into its one order. Every path (the browser's order call, the
 * webhook, the reconciliation job) ends here; the payment row is locked and the order's unique
 * payment id makes a second attempt return the first order.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { orderTotalCents } from '@/lib/money';
import type { CheckoutDetails } from '@/lib/schemas/checkout';
import { ApiError, isUniqueViolation } from '@server/errors';
import { findOrderByPaymentIntent, type OrderRow, type StoreNoticeFacts } from '@server/repositories/orders';
import { insertPaidOrder, type PaidOrderItem } from '@server/repositories/paid-orders';
import type { MailRecord } from '@server/repositories/mail-outbox';
import {
  findPaymentByIntent,
  lockPayment,
  updatePayment,
  type PaymentRow,
} from '@server/repositories/payments';
import { sellHoldsOfPayment, type SoldHold, type StockLine } from '@server/repositories/stock';
import { findStoreShipping } from '@server/repositories/stores';
import type { Tx } from '@server/repositories/stores';
import type { Tenant } from '@server/types';
import type { ProviderIntent } from '@server/adapters/payments/types';
import { markRedemptionUsed, type RedemptionRow } from '@server/repositories/discounts';
import { discountOfPayment } from '../discounts/apply';
import { findVariantsByIds } from '@server/repositories/variants';
import { lineNameOf } from '@/lib/product-variants';
import { sealCustomerInfo } from '../checkout/customer-info';
import { stockKeyOf } from '../checkout/holds';
import { answersLine } from '../checkout/personalisation';
import { checkDetailsFitDelivery } from '../checkout/shipping';
import { storedTaxOf, taxLineRows } from '../checkout/tax';
import { recordOrderTax } from './tax-records';
import { liveChanges, OutOfStockError, takeStock, type StockChange } from '../checkout/stock';
import { customerRow, enqueueNotionRows, orderRows } from '../notion/outbox';
import { issueInvoice, linkTokenHash, newInvoiceLinkToken } from '../documents/issue';
import { payBackorderWithPayment } from './backorder-payment';
import { isOrderIdTaken, newOrderId } from './order-ids';
import { paidOrderMails } from './notices';
import { shippingAddressFromInfo } from './shipping-address';
import { shipByOf } from './ship-by';
import { recoverBaskets } from '../basket-reminders/links';
import { giftCardsTotal, issueOrderGiftCards } from '../gift-cards/issue';
import { mailDueGiftCards } from '../gift-cards/mail';
import { giftCardOnlyIntent, releaseGiftCardCharges } from '../gift-cards/payments';

export type PlacementResult = { order: OrderRow; created: boolean } | { refunded: true; message?: string };

/** What the shopper is told when their payment is refunded instead of becoming an order. */
export const PLACEMENT_MESSAGES = {
  stockGone: 'Sorry, an item sold out while your payment was processing. Your payment has been refunded.',
  sizeRemoved:
    'Sorry, a size in your basket was removed while your payment was processing. Your payment has been refunded.',
  paidAlready: 'This order was paid already. Your payment has been refunded.',
  codeGone: (refusal: string) => `${refusal} Your payment has been refunded.`,
};

/**
 * Thrown inside the order's transaction to roll it back, and the payment refunded: what it held
 * is gone (an expired hold's stock sold, or a size removed with its hold). `message` tells the shopper.
 */
class StockGoneError extends Error {}

/**
 * Whether the payment's holds still cover every line it charged for. A size the owner removed
 * takes its holds with it: that line has nothing held or sold, and is refused rather than made
 * into a line with no size and no stock taken.
 */
function holdsCoverLines(holds: SoldHold[], lines: StockLine[]): boolean {
  const held = new Map<string, number>();
  for (const hold of holds) held.set(stockKeyOf(hold), (held.get(stockKeyOf(hold)) ?? 0) + hold.quantity);
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(stockKeyOf(line), (wanted.get(stockKeyOf(line)) ?? 0) + line.quantity);
  return [...wanted].every(([key, quantity]) => (held.get(key) ?? 0) >= quantity);
}

/** The unique index of the payment an order was made from (server/src/db/schema.ts). */
const ORDER_PAYMENT_INDEX = 'orders_payment_intent_idx';

/** Tries of a paid order's transaction whose drawn order id another of the store's orders had. */
const ORDER_ID_TRIES = 3;

/** The order's item rows: each line of the payment as `pieces` names it, with its ids and discount share. */
function itemRowsOf(
  lines: PaymentRow['items'],
  facts: {
    itemIds: string[];
    pieces: { name: string; size: string | null }[];
    discount: RedemptionRow | null;
  },
): PaidOrderItem[] {
  return lines.map((line, index) => ({
    id: facts.itemIds[index],
    productId: line.productId,
    // A variant removed since the payment: the line keeps no link to it.
    variantId: facts.pieces[index].size ? line.variantId! : null,
    variantName: facts.pieces[index].size,
    name: facts.pieces[index].name,
    priceCents: line.priceCents,
    quantity: line.quantity,
    image: `/api/images/${line.productId}_400.webp`,
    discountCents: facts.discount?.lineDiscounts[index] ?? 0,
    personalisation: line.personalisation?.length ? line.personalisation : null,
  }));
}

/**
 * Writes the paid order of a payment whose stock is taken: its items named as the products are now
 * (`names`, read with its holds), its first event, the payment marked succeeded, the pieces sold
 * recorded and its mails (written claimed, to be sent after the commit), all in the order's one
 * statement; then its Notion rows when the store is connected. The store's name, owners and Notion
 * databases came with the payment's lock (`current`). Answers the order and its mails.
 */
async function writePaidOrder(
  app: FastifyInstance,
  tx: Tx,
  payment: PaymentRow,
  current: PaymentRow & StoreNoticeFacts,
  discount: RedemptionRow | null,
  names: { productId: string; name: string | null }[],
  orderId: string,
): Promise<{ order: OrderRow; mails: MailRecord[]; giftCardIds: string[] }> {
  const info = current.customerInfo ?? {};
  const lines = current.items;
  const tax = storedTaxOf(current.tax);
  const variants = await findVariantsByIds(
    tx,
    payment.tenantId,
    lines.flatMap((line) => (line.variantId ? [line.variantId] : [])),
  );
  const variantNameOf = (line: { variantId?: string | null }) =>
    (line.variantId && variants.find((row) => row.id === line.variantId)?.name) || null;
  const totals = paidTotalsOf(current);
  const values = {
    id: randomUUID(),
    tenantId: payment.tenantId,
    orderId,
    kind: 'regular' as const,
    status: 'Paid' as const,
    userId: current.userId,
    customerEmail: current.customerEmail ?? info.email ?? '',
    customerInfo: info,
    shippingAddress: shippingAddressFromInfo(info),
    subtotalCents: totals.subtotalCents,
    shippingCents: totals.shippingCents,
    serviceFeeCents: totals.serviceFeeCents,
    // The card payment and what a gift card paid of it.
    totalCents: current.amountCents + current.giftCardCents,
    paymentIntentId: payment.providerPaymentId,
    shippingMethod: current.shippingMethod,
    discountCode: discount?.code ?? null,
    discountCents: discount?.discountCents ?? 0,
    // The tax as the payment charged it (checkout kept the engine's answer on the payment).
    taxCents: current.taxCents,
    pricesIncludeTax: tax?.pricesIncludeTax ?? false,
    taxNote: tax?.reason ?? null,
    // Counted from now, as it is paid; set with the order, so a later call finds it as it was.
    shipBy: await shipByOf(tx, payment.tenantId, lines),
  };
  const itemIds = lines.map(() => randomUUID());
  // The confirmation lists each piece as the shopper chose it, and the tax the payment charged.
  const pieces = lines.map((line) => ({
    name: names.find((row) => row.productId === line.productId)?.name ?? 'Item',
    size: variantNameOf(line),
    quantity: line.quantity,
    priceCents: line.priceCents,
    answers: answersLine(line.personalisation),
  }));
  // One token for the confirmation mail's links (the invoice, returns): the order keeps its hash.
  const invoiceLinkToken = newInvoiceLinkToken();
  const notice = { ...values, lines: pieces, tax: current.tax, invoiceLinkToken };
  const mails = app.mailer.claimedRows(await paidOrderMails(app, tx, notice, current));
  const order = await insertPaidOrder(
    tx,
    { ...values, guestLinkHash: linkTokenHash(invoiceLinkToken) },
    itemRowsOf(lines, { itemIds, pieces, discount }),
    payment.id,
    mails,
    taxLineRows(tax).map(({ line, ...row }) => ({
      ...row,
      orderItemId: line === null ? null : (itemIds[line] ?? null),
    })),
  );
  if (discount) await markRedemptionUsed(tx, discount, order.id);
  const giftCardIds = await issueOrderGiftCards(app, tx, order, current);
  order.giftCardCents = current.giftCardCents;
  // Its invoice, numbered in this transaction after the order and its tax lines are written: the
  // store's counter stays locked only until the commit, and a rollback gives the number back.
  const items = pieces.map((piece, index) => ({
    name: piece.name,
    variantName: piece.size,
    quantity: piece.quantity,
    priceCents: piece.priceCents,
    personalisation: lines[index].personalisation,
  }));
  await issueInvoice(tx, order, { items, linkToken: invoiceLinkToken });
  const itemNames = lines.map((line) => ({
    ...line,
    name: lineNameOf(
      names.find((row) => row.productId === line.productId)?.name ?? 'Item',
      variantNameOf(line),
    ),
  }));
  const customer = order.customerEmail
    ? [customerRow({ email: order.customerEmail, name: info.name, phone: info.phone })]
    : [];
  await enqueueNotionRows(tx, payment.tenantId, [...customer, ...orderRows(order, itemNames)], {
    databaseIds: current.notionDatabaseIds,
  });
  return { order, mails, giftCardIds };
}

/**
 * An order's totals as its payment charged them: its pieces and the gift cards it bought, what the
 * payment charged for shipping (payments from before the shopper chose: the flat rate), and the
 * fee; a basket of gift cards alone ships nothing and pays no fee.
 */
function paidTotalsOf(payment: PaymentRow) {
  const cards = giftCardsTotal(payment.giftCards);
  if (payment.items.length === 0)
    return { subtotalCents: cards, shippingCents: 0, serviceFeeCents: 0, totalCents: cards };
  const pieces = orderTotalCents(payment.items, payment.shippingCents ?? undefined);
  return { ...pieces, subtotalCents: pieces.subtotalCents + cards, totalCents: pieces.totalCents + cards };
}

/**
 * The order's transaction: locks the payment, answers its order if one exists, else sells its holds
 * (taking again the stock of holds that expired) and writes the order. Throws StockGoneError, which
 * rolls everything back, when an expired hold's stock is gone.
 */
async function placeInTransaction(app: FastifyInstance, tx: Tx, payment: PaymentRow, orderId: string) {
  // Serializes every path for this payment: the second one waits, then learns from the lock (which
  // answers the row as the first left it) that the order is made, and answers that order.
  const current = await lockPayment(tx, payment.tenantId, payment.id);
  if (current.placedOrderId || current.status === 'refunded' || current.orderId) {
    const existing = await findOrderByPaymentIntent(tx, payment.tenantId, payment.providerPaymentId!);
    if (existing) return { order: existing, created: false } as const;
  }
  if (current.status === 'refunded') return { refunded: true } as const;
  if (current.orderId) {
    // A backorder's payment: that order turns Paid; no stock was held for it and none is taken.
    const paid = await payBackorderWithPayment(app, tx, current);
    return 'order' in paid ? ({ ...paid, created: true } as const) : paid;
  }

  // The code before the stock: a code no longer to be had refunds the payment with nothing taken.
  const discount = current.tookCode ? await discountOfPayment(tx, payment.tenantId, current) : null;
  if (discount && 'refusal' in discount)
    return { refundNeeded: true, message: PLACEMENT_MESSAGES.codeGone(discount.refusal) } as const;
  // Sold in one statement, which answers what each line was: a released one expired first.
  const holds = await sellHoldsOfPayment(tx, payment.tenantId, payment.id);
  // Rolled back: a removed size's line would have nothing behind it.
  if (!holdsCoverLines(holds, current.items)) throw new StockGoneError(PLACEMENT_MESSAGES.sizeRemoved);
  const released = holds.filter((hold) => hold.was === 'released');
  let stock: StockChange[] = [];
  if (released.length) {
    // The hold expired before the order was made: take the stock again if it is still there.
    try {
      stock = await takeStock(tx, payment.tenantId, released);
    } catch (error) {
      // Rolled back: the holds stay released and nothing taken is kept.
      if (error instanceof OutOfStockError) throw new StockGoneError(PLACEMENT_MESSAGES.stockGone);
      throw error;
    }
  }
  const { order, mails, giftCardIds } = await writePaidOrder(
    app,
    tx,
    payment,
    current,
    discount,
    holds,
    orderId,
  );
  // A basket reminder sent to this address in the last week: the shopper came back.
  await recoverBaskets(tx, order);
  return { order, created: true, mails, stock, giftCardIds } as const;
}

/**
 * The order's transaction with a newly drawn order id, run again whole (nothing of it kept) with
 * another when the store has an order of that id already.
 */
async function placeWithNewOrderId(app: FastifyInstance, payment: PaymentRow) {
  for (let attempt = 1; ; attempt += 1) {
    const orderId = newOrderId();
    try {
      return await app.db.transaction((tx) => placeInTransaction(app, tx, payment, orderId));
    } catch (error) {
      // An order made by a path that did not mark the payment (an instance of an older version
      // during a deploy): the payment's one order is that one.
      if (isUniqueViolation(error, ORDER_PAYMENT_INDEX)) {
        const existing = await findOrderByPaymentIntent(app.db, payment.tenantId, payment.providerPaymentId!);
        if (existing) {
          // Marked now, so the next call learns it from the lock.
          await updatePayment(app.db, payment.tenantId, payment.id, { placedOrderId: existing.id });
          return { order: existing, created: false } as const;
        }
      }
      if (attempt >= ORDER_ID_TRIES || !isOrderIdTaken(error)) throw error;
      app.log.warn({ paymentId: payment.id, orderId }, 'order id taken already; drawing another');
    }
  }
}

/**
 * Creates the order for a payment the provider says has succeeded, or returns the existing one.
 * If its hold had expired and the stock is gone meanwhile, the payment is refunded instead.
 * `known`: the provider's answer for this payment that the caller has just had; else the provider
 * is asked here (the built-in one answers from the row in hand, read by the caller a moment ago).
 */
export async function placeOrderForPayment(
  app: FastifyInstance,
  payment: PaymentRow,
  known?: ProviderIntent,
): Promise<PlacementResult> {
  const intent =
    known ??
    giftCardOnlyIntent(payment) ??
    app.payments.intentOfRow?.(payment) ??
    (await app.payments.retrieveIntent(payment.providerPaymentId!, payment.providerAccountId));
  if (intent.status !== 'succeeded')
    throw new ApiError({ status: 402, code: 'PAYMENT_NOT_COMPLETED', field: 'paymentIntentId' });
  if (intent.amountCents !== payment.amountCents)
    throw new ApiError({
      status: 409,
      code: 'AMOUNT_MISMATCH',
      message: 'The payment does not match the order total.',
      field: 'paymentIntentId',
    });

  const outcome = await placeWithNewOrderId(app, payment).catch((error: unknown) => {
    if (error instanceof StockGoneError) return { refundNeeded: true, message: error.message } as const;
    throw error;
  });

  if ('refundNeeded' in outcome) {
    if (payment.amountCents > 0)
      await app.payments.refund({
        providerPaymentId: payment.providerPaymentId!,
        connectedAccountId: payment.providerAccountId,
        idempotencyKey: `refund-${payment.id}`,
      });
    // What a gift card paid goes back to it (once).
    await app.db.transaction((tx) => releaseGiftCardCharges(tx, payment.tenantId, [payment.id]));
    const message = ('message' in outcome && outcome.message) || PLACEMENT_MESSAGES.paidAlready;
    await updatePayment(app.db, payment.tenantId, payment.id, {
      status: 'refunded',
      lastError: payment.orderId ? 'The backorder was paid already' : message,
    });
    app.log.warn({ paymentId: payment.id }, 'payment refunded: its stock was sold or its order paid already');
    return { refunded: true, message };
  }
  if ('order' in outcome && outcome.created) {
    await recordOrderTax(app, payment, outcome.order);
    app.productsChanged(payment.tenantId, liveChanges(outcome.stock ?? []));
    app.notionOutbox.kick(payment.tenantId);
    // A new order's mails were written claimed; a paid backorder's mail was queued to be claimed.
    // Neither waits for the mail server: the shopper is answered once the order is committed.
    if ('mails' in outcome && outcome.mails) await app.mailer.sendClaimed(outcome.mails);
    if ('giftCardIds' in outcome && outcome.giftCardIds?.length)
      await mailDueGiftCards(app, new Date(), outcome.giftCardIds);
    else if ('mailIds' in outcome && outcome.mailIds) void app.mailer.nudge(outcome.mailIds);
    return { order: outcome.order, created: true };
  }
  return outcome;
}

/**
 * The browser's order call after its payment went through: keeps the checkout details when the
 * payment has none yet, then makes (or finds) the payment's order. A payment refunded because its
 * stock was gone is refused with 409.
 */
export async function placeOrderForCheckout(
  app: FastifyInstance,
  tenant: Tenant,
  paymentIntentId: string,
  customerInfo?: CheckoutDetails,
): Promise<OrderRow> {
  const payment = await findPaymentByIntent(app.db, paymentIntentId, tenant.id);
  if (!payment) throw new ApiError({ status: 404, code: 'PAYMENT_NOT_FOUND' });
  if (customerInfo && !payment.customerInfo) {
    // Details arriving only now are held to the delivery the payment charged, as at checkout.
    const store = await findStoreShipping(app.db, tenant.id);
    checkDetailsFitDelivery(store, payment.shippingMethod ?? 'national', customerInfo);
    const info = sealCustomerInfo(app, customerInfo);
    await updatePayment(app.db, tenant.id, payment.id, {
      customerInfo: info,
      customerEmail: customerInfo.email,
    });
    Object.assign(payment, { customerInfo: info, customerEmail: customerInfo.email });
  }
  const result = await placeOrderForPayment(app, payment);
  if ('refunded' in result)
    throw new ApiError({
      status: 409,
      code: 'REFUNDED',
      message: payment.orderId
        ? PLACEMENT_MESSAGES.paidAlready
        : (result.message ?? PLACEMENT_MESSAGES.stockGone),
    });
  return result.order;
}
