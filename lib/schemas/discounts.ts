/**
 * Discount codes: the owner's create/update body and what the back-office lists, and the
 * shopper's check of a code against a basket. Money is in dollars in JSON, as elsewhere.
 */
import { z } from 'zod';
import {
  DISCOUNT_CODE_MAX,
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_KINDS,
  DISCOUNT_MESSAGES,
  DISCOUNT_SCOPES,
  DISCOUNT_TARGETS_MAX,
} from '../constants/discounts';
import { checkoutItemSchema, checkoutKeySchema } from './checkout';
import { text } from './common';

/** What the shopper types, upper-cased: "market10" is MARKET10. */
export const discountCodeTextSchema = text({ error: DISCOUNT_MESSAGES.codeFormat })
  .trim()
  .toUpperCase()
  .min(2, { error: DISCOUNT_MESSAGES.codeFormat })
  .max(DISCOUNT_CODE_MAX, { error: DISCOUNT_MESSAGES.codeFormat })
  .regex(DISCOUNT_CODE_PATTERN, { error: DISCOUNT_MESSAGES.codeFormat });

const dollars = (field: string) =>
  z
    .number({ error: `${field} must be an amount in dollars` })
    .min(0.01, { error: `${field} must be more than zero` })
    .max(1_000_000, { error: `${field} is too large` })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: `${field} must have at most two decimals`,
    });

const when = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} must be a date and time` })
    .nullable()
    .optional();

const ids = (field: string) =>
  z
    .array(z.uuid({ error: `${field} must be a list of ids` }), { error: `${field} must be a list of ids` })
    .max(DISCOUNT_TARGETS_MAX, { error: `${field} holds at most ${DISCOUNT_TARGETS_MAX} ids` })
    .default([]);

export const discountBodySchema = z
  .object({
    code: discountCodeTextSchema,
    kind: z.enum(DISCOUNT_KINDS, { error: 'kind must be percent or amount' }),
    /** A whole percentage (1-100) for percent, dollars for amount. */
    value: dollars('Value'),
    appliesTo: z
      .enum(DISCOUNT_SCOPES, { error: 'appliesTo must be order, products or categories' })
      .default('order'),
    productIds: ids('productIds'),
    categoryIds: ids('categoryIds'),
    minOrder: dollars('Minimum order').nullable().optional(),
    startsAt: when('Start'),
    endsAt: when('End'),
    usageLimit: z
      .number({ error: 'Use limit must be a whole number' })
      .int({ error: 'Use limit must be a whole number' })
      .min(1, { error: 'Use limit must be at least 1' })
      .max(1_000_000, { error: 'Use limit is too large' })
      .nullable()
      .optional(),
    oncePerCustomer: z.boolean({ error: 'oncePerCustomer must be true or false' }).default(false),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'percent' && (!Number.isInteger(body.value) || body.value > 100))
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'A percentage must be a whole number from 1 to 100',
      });
    if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End must be after the start' });
    if (body.appliesTo === 'products' && body.productIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['productIds'], message: 'Choose at least one product' });
    if (body.appliesTo === 'categories' && body.categoryIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['categoryIds'], message: 'Choose at least one category' });
  });
export type DiscountBody = z.output<typeof discountBodySchema>;
export type DiscountBodyInput = z.input<typeof discountBodySchema>;

export const discountParamsSchema = z.object({ id: z.uuid({ error: 'id must be a discount code id' }) });

/** A code as the back-office lists it, with its paid uses and the revenue of their orders. */
export const discountSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number(),
  appliesTo: z.enum(DISCOUNT_SCOPES),
  productIds: z.array(z.string()),
  categoryIds: z.array(z.string()),
  minOrder: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  /** Paid orders that used it, and what they were paid (after the discount) less refunds. */
  uses: z.number().int(),
  revenue: z.number(),
  /** What it took off those orders. */
  discounted: z.number(),
  createdAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;
export const discountListSchema = z.object({ discounts: z.array(discountSchema) });

/** The shopper's Apply: the code against the basket, before anything is held. */
export const discountCheckBodySchema = z.object({
  code: discountCodeTextSchema,
  items: z
    .array(checkoutItemSchema, { error: 'items must be a list' })
    .min(1, { error: 'Your basket is empty' })
    .max(50, { error: 'Too many items in one order' }),
  email: text().trim().toLowerCase().max(254).optional(),
  /** The checkout's key: a use held by the payment this checkout would replace is not counted. */
  checkoutKey: checkoutKeySchema.optional(),
});
export const discountCheckResultSchema = z.object({
  code: z.string(),
  discountCents: z.number().int(),
});
export type DiscountCheck = z.infer<typeof discountCheckResultSchema>;
