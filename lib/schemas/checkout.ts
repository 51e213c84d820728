import { z } from 'zod';
import { text } from './common';
import { phoneAbroadRule, phoneOfCountry, profileBodySchema } from './profile';
import { HOME_COUNTRY, POSTAL_CODE_PATTERN, REGION_MAX_LENGTH } from '../constants/shipping';
import { MAX_ORDER_CENTS, ORDER_TOO_LARGE_MESSAGE } from '../constants/orders';
import { checkPostalCodeOfCountry, POSTAL_CODE_MESSAGES } from '../postal-codes';
import { countryCodeSchema, shippingMethodSchema } from './shipping';
import { personalisationAnswersSchema, storedAnswerSchema } from './personalisation';
import { giftCardCodeSchema, giftCardPurchaseSchema } from './gift-cards';

const quantity = z
  .number({ error: 'quantity must be a whole number' })
  .int({ error: 'quantity must be a whole number' })
  .min(1, { error: 'quantity must be at least 1' })
  .max(999, { error: 'quantity is too large' });

/** A basket line as the browser sends it; its price is only a hint, the api uses its own. */
export const checkoutItemSchema = z.object({
  id: z.uuid({ error: 'items: each item needs a product id' }),
  /** Which of the product's variants; required when the product has variants. */
  variantId: z.uuid({ error: 'items: variantId must be a variant id' }).optional(),
  quantity,
  price: z.number().nonnegative().optional(),
  /** The buyer's answers to the product's questions, by question id; the api checks and prices them. */
  personalisation: personalisationAnswersSchema.optional(),
});

/** Checkout details: who pays and where the goods go. The profile's fields, with the spec's checkout address message. */
export const customerInfoSchema = profileBodySchema.extend({
  address: text().trim().min(1, { error: 'Please fill in all required address fields.' }).max(200),
});
export type CustomerInfo = z.output<typeof customerInfoSchema>;

export const INTERNATIONAL_ADDRESS_MESSAGES = {
  countryRequired: 'Country is required',
  homeCountry: 'For a US address, choose national shipping',
  postalRequired: POSTAL_CODE_MESSAGES.required,
  postalInvalid: POSTAL_CODE_MESSAGES.invalid,
};

/** The fields of an address abroad, before its postal code is checked against its country. */
export const internationalAddressSchema = customerInfoSchema.extend({
  phone: phoneAbroadRule,
  country: text({ error: INTERNATIONAL_ADDRESS_MESSAGES.countryRequired })
    .trim()
    .min(1, { error: INTERNATIONAL_ADDRESS_MESSAGES.countryRequired, abort: true })
    .pipe(countryCodeSchema)
    .refine((code) => code !== HOME_COUNTRY, { error: INTERNATIONAL_ADDRESS_MESSAGES.homeCountry }),
  state: text().trim().max(REGION_MAX_LENGTH).optional().default(''),
  zipCode: text({ error: INTERNATIONAL_ADDRESS_MESSAGES.postalRequired })
    .trim()
    .min(1, { error: INTERNATIONAL_ADDRESS_MESSAGES.postalRequired, abort: true })
    .regex(POSTAL_CODE_PATTERN, { error: INTERNATIONAL_ADDRESS_MESSAGES.postalInvalid }),
});
/**
 * The rules of an address abroad over its fields: the postal code fits the country, and a phone
 * without + is read as that country's number (kept in E.164).
 */
export const abroadAddressRules = <O extends { country: string; phone: string; zipCode: string }, I>(
  schema: z.ZodType<O, I>,
) => schema.superRefine(checkPostalCodeOfCountry).transform(phoneOfCountry);

/** Checkout details for international shipping: a country, its region if any, and its postal code. */
export const internationalInfoSchema = abroadAddressRules(internationalAddressSchema);
export type InternationalInfo = z.output<typeof internationalInfoSchema>;

/** Checkout details for local pickup: who pays and how to reach them; nothing is shipped. */
export const pickupInfoSchema = profileBodySchema.pick({ name: true, email: true, phone: true });
export type PickupInfo = z.output<typeof pickupInfoSchema>;
/** The details an order carries: an address for shipping, none for pickup. */
export type CheckoutDetails = CustomerInfo | PickupInfo | InternationalInfo;

const DETAILS_SCHEMAS = {
  pickup: pickupInfoSchema,
  national: customerInfoSchema,
  international: internationalInfoSchema,
} as const;

/** Details checked as the delivery needs them, each refusal named under `customerInfo`. */
function detailsFor<T extends { shippingMethod?: string; customerInfo?: unknown }>(
  body: T,
  ctx: z.RefinementCtx,
) {
  if (body.customerInfo === undefined) return { ...body, customerInfo: undefined };
  const method = body.shippingMethod;
  const schema =
    method && Object.hasOwn(DETAILS_SCHEMAS, method)
      ? DETAILS_SCHEMAS[method as keyof typeof DETAILS_SCHEMAS]
      : customerInfoSchema;
  const parsed = schema.safeParse(body.customerInfo);
  if (parsed.success) return { ...body, customerInfo: parsed.data as CheckoutDetails };
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['customerInfo', ...issue.path] });
  return z.NEVER;
}

export const checkoutKeySchema = text().regex(/^[A-Za-z0-9_-]{22,128}$/, {
  error: 'checkoutKey must be a random id of 22 to 128 letters, digits, - or _',
});

export const createPaymentIntentBodySchema = z
  .object({
    /** What the browser shows as the total, in cents; refused with the right total when it differs. */
    amount: z
      .number({ error: 'amount must be a whole number of cents' })
      .int({ error: 'amount must be a whole number of cents' })
      .min(1)
      .max(MAX_ORDER_CENTS, { error: ORDER_TOO_LARGE_MESSAGE }),
    currency: z.literal('usd', { error: 'currency must be usd' }).default('usd'),
    /** The pieces; none when the basket holds only gift cards. */
    items: z
      .array(checkoutItemSchema, { error: 'items must be a list' })
      .max(50, { error: 'Too many items in one order' }),
    /** Gift cards the basket buys (priced as chosen, checked against what the store offers). */
    giftCards: z
      .array(giftCardPurchaseSchema)
      .max(10, { error: 'At most 10 gift cards in one order' })
      .default([]),
    /** A gift card code paying part or all of the total: its share is taken with the hold. */
    giftCardCode: giftCardCodeSchema.optional(),
    /** How the order reaches the shopper; national shipping when not said. */
    shippingMethod: shippingMethodSchema.optional(),
    /** Checked by detailsFor: an address for shipping, name, email and phone for pickup. */
    customerInfo: z.unknown().optional(),
    /**
     * A random id the browser keeps for one basket's checkout: a new payment for the same key
     * replaces the previous one and gives its held stock back. Secret: whoever knows it can do so.
     */
    checkoutKey: checkoutKeySchema.optional(),
    /** A discount code the shopper applied: checked and taken off inside the stock hold. */
    discountCode: text().trim().toUpperCase().max(64).optional(),
    /** The shopper ticked the basket reminder box (asked where consent is required). */
    reminderConsent: z.boolean({ error: 'reminderConsent must be true or false' }).optional(),
  })
  .refine((body) => body.items.length + body.giftCards.length > 0, {
    error: 'Your basket is empty',
    path: ['items'],
  })
  .transform(detailsFor);

/** What a payment holds and charges, line by line, in cents: the payment step shows exactly this. */
export const heldLineSchema = z.object({
  productId: z.string(),
  /** The variant held, and its name ("Size 6"); absent for a product sold as itself. */
  variantId: z.string().nullable().optional(),
  variantName: z.string().nullable().optional(),
  name: z.string(),
  quantity: z.number().int(),
  /** One piece's price, its answers' extras included. */
  priceCents: z.number().int(),
  /** The line's answers as checked (empty when it has none). */
  personalisation: z.array(storedAnswerSchema).optional(),
});
export type HeldLine = z.infer<typeof heldLineSchema>;

/**
 * The tax a payment charges, in cents: with prices that include tax it is inside the items' prices
 * (`amount` is the shelf total), otherwise `amount` adds it. `taxLines` sums it per jurisdiction
 * and rate (a percent: 19 for 19%); `taxNote` says why none was charged (IOSS_OVER_LIMIT: import
 * VAT is due on delivery).
 */
export const paymentTaxFields = {
  taxCents: z.number().int(),
  taxLines: z.array(z.object({ jurisdiction: z.string(), rate: z.number(), amount: z.number().int() })),
  pricesIncludeTax: z.boolean(),
  taxNote: z.string().nullable(),
};

export const createPaymentIntentResultSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(['stripe', 'test']),
  /** The store's connected Stripe account, which Stripe.js must be loaded for. */
  stripeAccount: z.string().nullable(),
  holdExpiresAt: z.string(),
  items: z.array(heldLineSchema),
  subtotalCents: z.number().int(),
  /** What the gift card code paid of the total, and the card's last four (none: 0 and null). */
  giftCardCents: z.number().int().optional(),
  giftCardLastFour: z.string().nullable().optional(),
  /** What the gift cards bought add to the total. */
  giftCardsCents: z.number().int().optional(),
  shippingCents: z.number().int(),
  serviceFeeCents: z.number().int(),
  /** The delivery charged for; absent from payments opened before the shopper could choose. */
  shippingMethod: shippingMethodSchema.optional(),
  /** What the applied code took off (0 without one); `amount` is after it. */
  discountCents: z.number().int().optional(),
  discountCode: z.string().nullable().optional(),
  /** The day the order will ship by once paid ('YYYY-MM-DD', the store's). */
  shipBy: z.string().optional(),
  ...paymentTaxFields,
});

/**
 * The tax checkout would charge on a basket before the payment is opened (the summary's Tax line):
 * where the goods go as far as the shopper has typed it, the delivery and the applied code.
 */
export const taxQuoteBodySchema = z.object({
  items: z
    .array(checkoutItemSchema, { error: 'items must be a list' })
    .min(1, { error: 'Your basket is empty' })
    .max(50, { error: 'Too many items in one order' }),
  shippingMethod: shippingMethodSchema.optional(),
  destination: z
    .object({
      country: text().trim().toUpperCase().max(2).optional(),
      state: text().trim().max(REGION_MAX_LENGTH).optional(),
      zipCode: text().trim().max(20).optional(),
    })
    .optional(),
  discountCode: text().trim().toUpperCase().max(64).optional(),
});
export type TaxQuoteBody = z.infer<typeof taxQuoteBodySchema>;
export const taxQuoteResultSchema = z.object({
  ...paymentTaxFields,
  /** What the delivery costs for this basket to this destination (rates by weight depend on both). */
  shippingCents: z.number().int().optional(),
  /** The day the basket would ship by if paid now ('YYYY-MM-DD', the store's). */
  shipBy: z.string().optional(),
});
export type TaxQuote = z.infer<typeof taxQuoteResultSchema>;

export const createOrderBodySchema = z
  .object({
    paymentIntentId: text().min(3).max(200),
    items: z.array(z.object({ productId: z.uuid(), variantId: z.uuid().optional(), quantity })).optional(),
    total: z.number().optional(),
    shippingMethod: shippingMethodSchema.optional(),
    customerInfo: z.unknown().optional(),
    shipping: z.object({ cost: z.number(), serviceFee: z.number() }).partial().optional(),
  })
  .transform(detailsFor);

export const testConfirmBodySchema = z.object({
  paymentIntentId: text().min(3).max(200),
  cardNumber: text().trim().min(12, { error: 'Your card number is incomplete.' }).max(23),
});

export const backorderBodySchema = z.object({
  productId: z.uuid({ error: 'productId must be a product id' }),
  variantId: z.uuid({ error: 'variantId must be a variant id' }).optional(),
  quantity,
  /** The buyer's answers to the product's questions, checked as checkout checks a basket line's. */
  personalisation: personalisationAnswersSchema.optional(),
  total: z.number().optional(),
  customerId: text().max(100).optional(),
  customerEmail: text().max(254).optional(),
  tenantId: text().max(64).optional(),
  status: text().max(40).optional(),
  orderId: text().max(60).optional(),
});
