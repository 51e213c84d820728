/**
 * Checkout: a payment is only taken for stock held for it, and an order is made exactly once per
 * payment, whoever gets there first: the browser, a retry, the webhook or the reconciliation job.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { UNKNOWN_STOCK } from '@/lib/constants/catalog';
import { CURRENCY } from '@/lib/constants/checkout';
import { MAX_ORDER_CENTS } from '@/lib/constants/orders';
import { linePrice } from '@/lib/line-price';
import { pieceGrams } from '@/lib/shipping';
import { makingTimeOf, shipByDay } from '@/lib/making-time';
import { DEFAULT_WORK_CALENDAR } from '@/lib/schemas/making-time';
import { PERCENT } from '@/lib/tax/rates';
import { MESSAGES } from '@/lib/messages';
import { formatPrice, orderTotalCents, toDollars } from '@/lib/money';
import type { ShippingMethod } from '@/lib/constants/shipping';
import type { CheckoutDetails, TaxQuoteBody } from '@/lib/schemas/checkout';
import { ApiError } from '@server/errors';
import {
  cancelOpenPayments,
  findOpenHoldingPayments,
  insertPayment,
  insertPaymentHolding,
} from '@server/repositories/payments';
import type { GiftCardPurchase } from '@/lib/schemas/gift-cards';
import { setPaymentGiftCards } from '@server/repositories/gift-cards';
import { giftCardsTotal } from '../gift-cards/issue';
import { checkGiftCardPurchases } from '../gift-cards/settings';
import {
  chargeGiftCard,
  giftCardOnlyIntentId,
  giftCardShare,
  releaseGiftCardCharges,
} from '../gift-cards/payments';
import { findBasketProducts, markHoldsReleased } from '@server/repositories/stock';
import type { Tx } from '@server/repositories/stores';
import type { VariantRow } from '@server/repositories/variants';
import type { Tenant } from '@server/types';
import { sealCustomerInfo } from './customer-info';
import { checkBasketVariants, recheckBasketVariants } from './basket-variants';
import { checkBasketAnswers, mergeBasketLines, type BasketItem, type BasketLine } from './personalisation';
import { extraCentsOf } from '@/lib/personalisation';
import { claimHolds, hashCheckoutKey, outOfStockItem, quantitiesOf, stockKeyOf } from './holds';
import { releaseRedemptions } from '@server/repositories/discounts';
import { checkDiscount, holdDiscountUse, type AppliedDiscount } from '../discounts/apply';
import { closeReplacedPayments } from './replaced-payments';
import { refuseUnopened } from '../stores/opening';
import { shippingOf } from './shipping';
import { taxProviderOf, type StoreTaxSettings, type TaxCalculation, type TaxProvider } from '../tax';
import { storeTaxSettingsFor } from '../tax/settings';
import { calculateCheckoutTax, chargeWithTax, taxByRate, type StoreAddressJson } from './tax';
import { liveChanges, moveStock, OutOfStockError, releaseHolds } from './stock';

export type CheckoutRequest = {
  amountCents: number;
  items: BasketItem[];
  customerInfo?: CheckoutDetails;
  /** The delivery the shopper chose; national shipping when not said. */
  shippingMethod?: ShippingMethod;
  userId?: string;
  /** Who is checking out (see visitorOf): open holds are capped per visitor. */
  visitor: string;
  /** The internet address it comes from: open holds are also capped per address (a ceiling). */
  address?: string;
  /** The browser's key for this basket's checkout: a new payment for it replaces the last one. */
  checkoutKey?: string;
  /** A code the shopper applied: checked and taken off inside the hold's transaction. */
  discountCode?: string;
  /** The shopper ticked the basket reminder box. */
  reminderConsent?: boolean;
  /** Gift cards the basket buys, and a gift card code paying part or all of it. */
  giftCards?: GiftCardPurchase[];
  giftCardCode?: string;
  /** Only priced, for a preview: the amount is not checked. */
  priceOnly?: boolean;
  /** For a preview before the details: the country typed so far, which a parcel's rate depends on. */
  destinationCountry?: string;
};

type BasketProduct = Awaited<ReturnType<typeof findBasketProducts>>[number];
type PricedLine = BasketLine & { priceCents: number };
/** A basket priced from the database: what is held, charged and shown on the payment step. */
type PricedBasket = {
  lines: BasketLine[];
  byId: Map<string, BasketProduct>;
  variants: Map<string, VariantRow>;
  priced: PricedLine[];
  totals: ReturnType<typeof orderTotalCents>;
  shippingMethod: ShippingMethod;
  /** The day the basket would ship by if paid now ('YYYY-MM-DD', store-local): its slowest piece's. */
  shipBy: string;
  /** The code taken off, once the hold's transaction has checked it. */
  discount?: AppliedDiscount;
  /** The store's tax settings and address, read once with the basket. */
  taxSettings: StoreTaxSettings;
  taxProvider: TaxProvider;
  storeAddress: StoreAddressJson;
  details: CheckoutDetails | undefined;
  /** The tax on the basket for the line discounts `taxedFor` names (the engine's answer). */
  tax: TaxCalculation;
  taxedFor: string;
  /** What the gift cards bought add (within totals.totalCents), and what a card code pays. */
  giftCardsCents: number;
  giftCard?: { code: string; cents: number; lastFour: string };
};

/** What the basket comes to before tax: its total less any discount (what the shopper confirms). */
const beforeTaxOf = (basket: PricedBasket) =>
  basket.totals.totalCents - (basket.discount?.discountCents ?? 0);

/** The whole charge: before tax, plus the tax unless prices include it (what a card code pays is within it). */
const totalChargeOf = (basket: PricedBasket) => chargeWithTax(beforeTaxOf(basket), basket.tax);

/** What the card payment charges: the whole charge less what a gift card code pays. */
const chargeOf = (basket: PricedBasket) => totalChargeOf(basket) - (basket.giftCard?.cents ?? 0);

/**
 * Prices the basket's tax with each line's share of the discount taken off (none: no discount),
 * unless it was priced for those shares already.
 */
async function priceTax(
  basket: Omit<PricedBasket, 'tax' | 'taxedFor'> & Partial<PricedBasket>,
  lineDiscounts: number[] = [],
) {
  const key = lineDiscounts.join(',');
  if (basket.tax && basket.taxedFor === key) return basket.tax;
  basket.tax = await calculateCheckoutTax({
    provider: basket.taxProvider,
    settings: basket.taxSettings,
    method: basket.shippingMethod,
    details: basket.details,
    storeAddress: basket.storeAddress,
    lines: basket.priced.map((line, index) => ({
      amountCents: line.priceCents * line.quantity - (lineDiscounts[index] ?? 0),
      quantity: line.quantity,
      category: basket.byId.get(line.productId)?.taxCategory ?? 'general',
    })),
    shippingCents: basket.totals.shippingCents,
    serviceFeeCents: basket.totals.serviceFeeCents,
  });
  basket.taxedFor = key;
  return basket.tax;
}

const amountMismatch = (totalCents: number) =>
  new ApiError({
    status: 409,
    code: 'AMOUNT_MISMATCH',
    message: `Prices have changed: your total is now ${formatPrice(toDollars(totalCents))}.`,
    field: 'amount',
    details: { expectedAmount: totalCents },
  });

const orderTooLarge = (field: string) => new ApiError({ status: 400, code: 'ORDER_TOO_LARGE', field });

/** Refuses lines whose totals, alone or together, are past what one order may come to (400 naming `field`). */
export function refuseOverLimit(lines: { priceCents: number; quantity: number }[], field: string): void {
  let sum = 0;
  for (const line of lines) {
    const lineCents = line.priceCents * line.quantity;
    sum += lineCents;
    if (lineCents > MAX_ORDER_CENTS || sum > MAX_ORDER_CENTS) throw orderTooLarge(field);
  }
}

/** A basket priced before its tax: what a code's Apply needs (it asks no tax engine). */
type UntaxedBasket = Omit<PricedBasket, 'tax' | 'taxedFor' | 'taxSettings' | 'taxProvider'>;

/**
 * Prices the basket from the database, tax included: see priceBasketBeforeTax, then the store's
 * tax for where the goods go, refused when the charge with it is more than one order may come to.
 */
export async function priceBasket(
  app: FastifyInstance,
  tenantId: string,
  request: CheckoutRequest,
): Promise<PricedBasket> {
  return withTax(app, tenantId, await priceBasketBeforeTax(app, tenantId, request));
}

/** The basket with its tax priced (no discount yet) by the engine the store's settings choose. */
async function withTax(
  app: FastifyInstance,
  tenantId: string,
  untaxed: UntaxedBasket,
): Promise<PricedBasket> {
  const taxSettings = await storeTaxSettingsFor(app.db, tenantId);
  const basket = {
    ...untaxed,
    taxSettings,
    taxProvider: await taxProviderOf(app, tenantId, taxSettings),
  };
  const tax = await priceTax(basket);
  if (chargeWithTax(untaxed.totals.totalCents, tax) > MAX_ORDER_CENTS) throw orderTooLarge('items');
  return { ...basket, tax, taxedFor: '' };
}

/**
 * Prices the basket from the database and refuses it, before anything is held, when an item is
 * gone, a line asks for more than one order may take, or the shopper saw another total.
 */
export async function priceBasketBeforeTax(
  app: FastifyInstance,
  tenantId: string,
  request: CheckoutRequest,
): Promise<UntaxedBasket> {
  await checkGiftCardPurchases(app.db, tenantId, request.giftCards ?? []);
  if (request.items.length === 0) return giftCardsOnlyBasket(request);
  const rows = await findBasketProducts(app.db, tenantId, [...new Set(request.items.map((item) => item.id))]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = request.items
    .map((item) => ({ productId: item.id }))
    .find((line) => !byId.get(line.productId) || byId.get(line.productId)!.archived);
  if (missing)
    throw new ApiError({
      status: 409,
      code: 'ITEM_UNAVAILABLE',
      field: 'items',
      details: { productId: missing.productId },
    });

  const variants = await checkBasketVariants(app.db, tenantId, request.items, byId);
  const answers = checkBasketAnswers(request.items, (id) => byId.get(id)?.personalisation);
  const lines = mergeBasketLines(request.items, answers);

  // However the basket splits a product into lines, one order takes at most the basket's cap of it.
  const tooMany = mergeBasketLines(request.items).find((line) => line.quantity > UNKNOWN_STOCK);
  if (tooMany) {
    throw new ApiError({
      status: 400,
      code: 'QUANTITY_TOO_LARGE',
      message: MESSAGES.quantityOverLimit(byId.get(tooMany.productId)!.name, UNKNOWN_STOCK),
      field: 'items',
      details: {
        productId: tooMany.productId,
        max: UNKNOWN_STOCK,
      },
    });
  }

  const priced = lines.map((line) => ({
    ...line,
    // One piece: the product's or its variant's price, and what its answers add.
    priceCents: linePrice({
      product: byId.get(line.productId)!.priceCents,
      variant: line.variantId ? variants.get(line.variantId)?.priceCents : null,
      extras: extraCentsOf(line.personalisation),
    }),
  }));
  refuseOverLimit(priced, 'items');
  const weighed = lines.map((line) => ({
    quantity: line.quantity,
    weightGrams: pieceGrams({
      product: byId.get(line.productId)!.weightGrams,
      variant: line.variantId ? variants.get(line.variantId)?.weightGrams : null,
    }),
  }));
  const shipping = shippingOf(rows[0]?.storeShipping ?? null, request.shippingMethod, request.customerInfo, {
    subtotalCents: orderTotalCents(priced).subtotalCents,
    lines: weighed,
    country: request.destinationCountry,
  });
  const giftCardsCents = giftCardsTotal(request.giftCards);
  const pieces = orderTotalCents(priced, shipping.cents);
  // Gift cards bought are priced as chosen: no shipping, no tax.
  const totals = { ...pieces, totalCents: pieces.totalCents + giftCardsCents };
  if (totals.totalCents > MAX_ORDER_CENTS) throw orderTooLarge('items');
  // With a code, the amount is checked once the code is, inside the hold's transaction.
  if (!request.discountCode && !request.priceOnly && request.amountCents !== totals.totalCents)
    throw amountMismatch(totals.totalCents);
  return {
    lines,
    byId,
    variants,
    priced,
    totals,
    shippingMethod: shipping.method,
    shipBy: shipByIfPaidNow(rows),
    storeAddress: rows[0]?.storeAddress ?? null,
    details: request.customerInfo,
    giftCardsCents,
  };
}

/** A basket of gift cards alone: nothing shipped, no fee, no tax; the total is the cards'. */
function giftCardsOnlyBasket(request: CheckoutRequest): UntaxedBasket {
  const giftCardsCents = giftCardsTotal(request.giftCards);
  if (!request.priceOnly && request.amountCents !== giftCardsCents) throw amountMismatch(giftCardsCents);
  return {
    lines: [],
    byId: new Map(),
    variants: new Map(),
    priced: [],
    totals: { subtotalCents: 0, shippingCents: 0, serviceFeeCents: 0, totalCents: giftCardsCents },
    shippingMethod: request.shippingMethod ?? 'pickup',
    shipBy: shipByIfPaidNow([]),
    storeAddress: null,
    details: request.customerInfo,
    giftCardsCents,
  };
}

/** When the basket's products would ship if paid now, by the store's calendar read with them. */
function shipByIfPaidNow(rows: BasketProduct[]): string {
  const calendar = { ...DEFAULT_WORK_CALENDAR, ...rows[0]?.workCalendar };
  return shipByDay(
    new Date(),
    rows.map((row) => makingTimeOf(row.makingTime, calendar)),
    calendar,
  );
}

type NewPayment = { paymentId: string; expiresAt: Date; keyHash: string | null };
/** The provider's side of a new payment, opened before anything is held. */
type OpenedIntent = {
  id: string;
  clientSecret: string;
  connectedAccountId: string | null;
  /** What it charges: the amount the shopper confirmed and the tax priced for it. */
  amountCents: number;
};

/**
 * Records the payment, with its provider's intent, and holds its stock in one transaction,
 * releasing what the visitor's replaced payments held. Out of stock is refused with what is left,
 * counting what those gave back.
 */
async function holdBasket(
  app: FastifyInstance,
  tenant: Tenant,
  request: CheckoutRequest,
  basket: PricedBasket,
  payment: NewPayment,
  intent: OpenedIntent,
) {
  const { paymentId, expiresAt, keyHash } = payment;
  // What the payments this one replaces gave back: the shopper may take that much again.
  let givenBack = new Map<string, number>();
  let replaced: string[] = [];
  try {
    const changes = await app.db.transaction(async (tx) => {
      const opener = { visitor: request.visitor, address: request.address ?? request.visitor };
      const claim = await claimHolds(app, tx, tenant.id, opener, keyHash);
      replaced = claim.replaced;
      // Before this payment takes from a gift card: what the replaced ones took goes back to it.
      await releaseGiftCardCharges(tx, tenant.id, claim.replaced);
      basket.discount = await discountForHold(tx, tenant.id, request, basket, claim.replaced);
      // The intent was opened for the amount the shopper confirmed and its tax; what is charged must be it.
      if (beforeTaxOf(basket) !== request.amountCents) throw amountMismatch(beforeTaxOf(basket));
      await priceTax(basket, basket.discount?.lineDiscounts);
      if (chargeOf(basket) !== intent.amountCents) throw amountMismatch(beforeTaxOf(basket));
      // A size removed meanwhile is refused by name before its hold is written.
      await recheckBasketVariants(tx, tenant.id, basket.lines);
      await writeHeldPayment(
        tx,
        {
          id: paymentId,
          tenantId: tenant.id,
          provider: app.payments.name,
          providerPaymentId: intent.id,
          providerAccountId: intent.connectedAccountId,
          clientSecret: intent.clientSecret,
          amountCents: chargeOf(basket),
          currency: CURRENCY,
          items: basket.priced,
          customerEmail: request.customerInfo?.email ?? null,
          customerInfo: request.customerInfo ? sealCustomerInfo(app, request.customerInfo) : null,
          userId: request.userId ?? null,
          visitor: request.visitor,
          address: request.address ?? null,
          checkoutKeyHash: keyHash,
          reminderConsent: request.reminderConsent ?? false,
          shippingMethod: basket.shippingMethod,
          shippingCents: basket.totals.shippingCents,
          taxCents: basket.tax.totalTaxCents,
          tax: basket.tax as unknown as Record<string, unknown>,
        },
        basket,
        expiresAt,
        request.giftCards ?? [],
      );
      if (basket.discount) await holdDiscountUse(tx, tenant.id, basket.discount, paymentId, expiresAt);
      const released = await markHoldsReleased(tx, tenant.id, claim.replaced);
      givenBack = quantitiesOf(released);
      // Last, and in one pass, so the product rows stay locked only until the commit right after.
      return moveStock(tx, tenant.id, released, basket.lines);
    });
    return { changes, replaced };
  } catch (error) {
    // Nothing was held: the intent nobody was given the secret of is closed at the provider.
    if (intent.amountCents > 0)
      await app.payments.cancelIntent(intent.id, intent.connectedAccountId).catch((cancelError: unknown) => {
        app.log.warn(
          { err: cancelError, paymentId },
          'an intent of a refused checkout could not be canceled',
        );
      });
    if (!(error instanceof OutOfStockError)) throw error;
    const item = await outOfStockItem(app, tenant.id, error);
    const left = (item?.totalInventory ?? 0) + (givenBack.get(stockKeyOf(error)) ?? 0);
    const message =
      left > 0
        ? `Only ${left} of ${item?.name} left. Please adjust your basket.`
        : `Sorry, ${item?.name ?? 'an item'} is out of stock.`;
    throw new ApiError({
      status: 409,
      code: 'OUT_OF_STOCK',
      message,
      field: 'items',
      details: {
        productId: error.productId,
        ...(error.variantId ? { variantId: error.variantId } : {}),
        available: left,
      },
    });
  }
}

/**
 * Writes the checkout's payment with its holds (a basket of gift cards alone holds nothing), then
 * takes the gift card code's share and keeps the cards bought; a card paying it all leaves no card
 * payment, so the payment is paid as it is written.
 */
async function writeHeldPayment(
  tx: Tx,
  row: Parameters<typeof insertPaymentHolding>[1],
  basket: PricedBasket,
  expiresAt: Date,
  giftCards: GiftCardPurchase[],
) {
  if (basket.lines.length) await insertPaymentHolding(tx, row, basket.lines, expiresAt);
  else await insertPayment(tx, row);
  const payment = { tenantId: row.tenantId, id: row.id };
  if (basket.giftCard) await chargeGiftCard(tx, payment, basket.giftCard.code, basket.giftCard.cents);
  if (giftCards.length) await setPaymentGiftCards(tx, row.tenantId, row.id, { giftCards });
  if (row.amountCents === 0) await setPaymentGiftCards(tx, row.tenantId, row.id, { status: 'succeeded' });
}

/**
 * Inside the hold's transaction: the replaced payments' codes are given back, then the shopper's
 * code is checked with its row locked, and the amount the shopper confirmed must be the total less it.
 */
async function discountForHold(
  tx: Tx,
  tenantId: string,
  request: CheckoutRequest,
  basket: PricedBasket,
  replaced: string[],
): Promise<AppliedDiscount | undefined> {
  await releaseRedemptions(tx, tenantId, replaced);
  if (!request.discountCode) return undefined;
  const applied = await checkDiscount(tx, tenantId, {
    code: request.discountCode,
    lines: basket.priced,
    customer: { email: request.customerInfo?.email, userId: request.userId },
    lock: true,
  });
  const expected = basket.totals.totalCents - applied.discountCents;
  if (request.amountCents !== expected) throw amountMismatch(expected);
  return applied;
}

/**
 * Before a payment is opened for a coded basket: an amount that matches no total with the code is
 * refused as it is without one. Whether the code still applies is left to the hold's transaction,
 * which sees the shopper's own earlier checkout and locks the code.
 */
async function precheckCodedAmount(
  app: FastifyInstance,
  tenantId: string,
  request: CheckoutRequest,
  basket: PricedBasket,
  keyHash: string | null,
) {
  // A use the shopper's own checkout holds (the payment this one replaces) is theirs to take again.
  const open = keyHash ? await findOpenHoldingPayments(app.db, tenantId, request.visitor) : [];
  const applied = await checkDiscount(app.db, tenantId, {
    code: request.discountCode!,
    lines: basket.priced,
    customer: { email: request.customerInfo?.email, userId: request.userId },
    replacing: open.filter((row) => row.keyHash === keyHash).map((row) => row.id),
  }).catch(() => undefined);
  const expected = basket.totals.totalCents - (applied?.discountCents ?? 0);
  if (applied && request.amountCents !== expected) throw amountMismatch(expected);
  // The intent is opened for the tax on the discounted lines.
  if (applied) await priceTax(basket, applied.lineDiscounts);
}

/**
 * Before a payment is opened with a gift card code: what the card pays of the charge (the card
 * payment is opened for the rest). The hold's transaction takes it, or refuses when it fell meanwhile.
 */
async function precheckGiftCard(
  app: FastifyInstance,
  tenantId: string,
  request: CheckoutRequest,
  basket: PricedBasket,
  keyHash: string | null,
) {
  const open = keyHash ? await findOpenHoldingPayments(app.db, tenantId, request.visitor) : [];
  const replacing = open.filter((row) => row.keyHash === keyHash).map((row) => row.id);
  const due = chargeWithTax(request.amountCents, basket.tax);
  const share = await giftCardShare(app, tenantId, request.giftCardCode!, due, replacing);
  basket.giftCard = { code: request.giftCardCode!, cents: share.cents, lastFour: share.card.lastFour };
}

/**
 * Opens the provider's payment for the amount the shopper confirmed, before anything is held: a
 * provider that fails leaves nothing to give back, and the payment row is written once, complete,
 * in the hold's transaction. Its secret reaches the browser only once the stock is held.
 */
async function openProviderIntent(
  app: FastifyInstance,
  tenantId: string,
  request: CheckoutRequest,
  payment: NewPayment,
  basket: PricedBasket,
): Promise<OpenedIntent> {
  const { paymentId } = payment;
  const amountCents = chargeWithTax(request.amountCents, basket.tax) - (basket.giftCard?.cents ?? 0);
  // The card pays it all: no card payment to open.
  if (amountCents === 0)
    return { id: giftCardOnlyIntentId(paymentId), clientSecret: '', connectedAccountId: null, amountCents };
  try {
    const connectedAccountId = await app.paymentAccountOf(tenantId);
    const intent = await app.payments.createIntent({
      paymentId,
      amountCents,
      currency: CURRENCY,
      connectedAccountId,
      metadata: { paymentId, tenantId },
      receiptEmail: request.customerInfo?.email,
    });
    return { id: intent.id, clientSecret: intent.clientSecret, connectedAccountId, amountCents };
  } catch (error) {
    app.log.error({ err: error, paymentId }, 'payment setup failed');
    throw new ApiError({ status: 502, code: 'PAYMENT_SETUP_FAILED' });
  }
}

/** What the payment step shows: exactly what is held and charged, never the live basket. */
function paymentStep(app: FastifyInstance, basket: PricedBasket, payment: NewPayment, intent: OpenedIntent) {
  const { byId, variants, priced, totals } = basket;
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: chargeOf(basket),
    currency: CURRENCY,
    provider: app.payments.name,
    stripeAccount: intent.connectedAccountId,
    holdExpiresAt: payment.expiresAt.toISOString(),
    items: priced.map((line) => ({
      productId: line.productId,
      ...(line.variantId
        ? { variantId: line.variantId, variantName: variants.get(line.variantId)?.name ?? null }
        : {}),
      name: byId.get(line.productId)!.name,
      quantity: line.quantity,
      priceCents: line.priceCents,
      personalisation: line.personalisation ?? [],
    })),
    subtotalCents: totals.subtotalCents,
    shippingCents: totals.shippingCents,
    serviceFeeCents: totals.serviceFeeCents,
    shippingMethod: basket.shippingMethod,
    shipBy: basket.shipBy,
    discountCents: basket.discount?.discountCents ?? 0,
    discountCode: basket.discount?.code ?? null,
    giftCardCents: basket.giftCard?.cents ?? 0,
    giftCardLastFour: basket.giftCard?.lastFour ?? null,
    giftCardsCents: basket.giftCardsCents,
    ...taxAnswerOf(basket.tax),
  };
}

/** The tax the payment step shows: its total, per jurisdiction and rate (a percent), and why none. */
export function taxAnswerOf(tax: TaxCalculation | null) {
  const components = tax
    ? [...tax.lines, tax.shipping, tax.serviceFee].flatMap((line) => line?.components ?? [])
    : [];
  return {
    taxCents: tax?.totalTaxCents ?? 0,
    taxLines: taxByRate(components).map(({ jurisdiction, rate, amountCents }) => ({
      jurisdiction,
      rate: rate / PERCENT,
      amount: amountCents,
    })),
    pricesIncludeTax: tax?.pricesIncludeTax ?? false,
    taxNote: tax?.reason ?? null,
  };
}

/**
 * Prices the basket from the database, opens a payment for exactly that amount and holds its
 * stock. Nothing is charged here: an item out of stock is refused, its intent closed unpaid.
 */
export async function startCheckout(app: FastifyInstance, tenant: Tenant, request: CheckoutRequest) {
  await refuseUnopened(app, tenant.id);
  const basket = await priceBasket(app, tenant.id, request);
  const payment: NewPayment = {
    paymentId: `pay_${randomUUID().replace(/-/g, '')}`,
    expiresAt: new Date(Date.now() + app.config.STOCK_HOLD_MINUTES * 60_000),
    keyHash: request.checkoutKey ? hashCheckoutKey(request.checkoutKey) : null,
  };
  if (request.discountCode) await precheckCodedAmount(app, tenant.id, request, basket, payment.keyHash);
  if (request.giftCardCode) await precheckGiftCard(app, tenant.id, request, basket, payment.keyHash);
  const intent = await openProviderIntent(app, tenant.id, request, payment, basket);
  const { changes, replaced } = await holdBasket(app, tenant, request, basket, payment, intent);
  app.productsChanged(tenant.id, liveChanges(changes));
  await closeReplacedPayments(app, tenant.id, replaced);
  return paymentStep(app, basket, payment, intent);
}

/**
 * The tax checkout would charge on a basket, before any payment: priced as the payment will be,
 * to the destination typed so far, with the applied code's shares taken off when it applies
 * (whether it can still be used is told at payment).
 */
export async function quoteCheckoutTax(
  app: FastifyInstance,
  tenantId: string,
  input: TaxQuoteBody & { userId?: string },
) {
  const untaxed = await priceBasketBeforeTax(app, tenantId, {
    amountCents: 0,
    items: input.items,
    shippingMethod: input.shippingMethod,
    visitor: '',
    priceOnly: true,
    destinationCountry: input.destination?.country,
  });
  // Where the goods go as typed so far (the delivery was checked without the details).
  untaxed.details = input.destination as CheckoutDetails | undefined;
  const basket = await withTax(app, tenantId, untaxed);
  const applied = input.discountCode
    ? await checkDiscount(app.db, tenantId, {
        code: input.discountCode,
        lines: basket.priced,
        customer: { userId: input.userId },
        countCustomer: false,
      }).catch(() => undefined)
    : undefined;
  return {
    ...taxAnswerOf(await priceTax(basket, applied?.lineDiscounts)),
    shippingCents: basket.totals.shippingCents,
    shipBy: basket.shipBy,
  };
}

/** Gives a payment's held stock back and marks it canceled (it was never charged). */
export async function cancelPayment(app: FastifyInstance, tenantId: string, paymentId: string) {
  const changes = await app.db.transaction(async (tx) => {
    const released = await releaseHolds(tx, tenantId, paymentId);
    await releaseRedemptions(tx, tenantId, [paymentId]);
    await releaseGiftCardCharges(tx, tenantId, [paymentId]);
    await cancelOpenPayments(tx, tenantId, [paymentId]);
    return released;
  });
  app.productsChanged(tenantId, liveChanges(changes));
}
