import { z } from 'zod';

/** The longest message a buyer can send with a gift card, and the longest name. */
export const MAX_GIFT_CARD_MESSAGE_LENGTH = 500;
export const MAX_GIFT_CARD_NAME_LENGTH = 80;

/**
 * A gift card in a basket, as the buyer chose it: the amount (one the store offers, or a custom
 * amount within its limits, checked by the api), for themselves or for someone else with a
 * message, mailed on a day they choose (the store's calendar day; none: as soon as it is paid).
 */
export const giftCardPurchaseSchema = z.object({
  amountCents: z
    .number({ error: 'Amount is required' })
    .int({ error: 'Amount must be a whole number of cents' })
    .positive({ error: 'Amount is required' }),
  recipientEmail: z.email({ error: 'Enter the recipient’s email address' }).max(254),
  recipientName: z.string().trim().max(MAX_GIFT_CARD_NAME_LENGTH).default(''),
  senderName: z.string().trim().max(MAX_GIFT_CARD_NAME_LENGTH).default(''),
  message: z
    .string()
    .trim()
    .max(MAX_GIFT_CARD_MESSAGE_LENGTH, {
      error: `Message is at most ${MAX_GIFT_CARD_MESSAGE_LENGTH} characters`,
    })
    .default(''),
  deliverOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Delivery date must be a date' })
    .nullable()
    .default(null),
});
export type GiftCardPurchase = z.infer<typeof giftCardPurchaseSchema>;

const cents = z
  .number({ error: 'Amount must be a whole number of cents' })
  .int({ error: 'Amount must be a whole number of cents' })
  .positive({ error: 'Amount must be more than zero' })
  .max(10_000_000, { error: 'Amount is too large' });

/** What gift cards a store sells, as the owner sets it (back-office Gift cards). */
export const giftCardSettingsSchema = z
  .object({
    enabled: z.boolean(),
    amountsCents: z.array(cents).max(12, { error: 'At most 12 amounts' }),
    customAllowed: z.boolean(),
    customMinCents: cents,
    customMaxCents: cents,
  })
  .refine((value) => value.customMinCents <= value.customMaxCents, {
    error: 'The lowest custom amount must be at most the highest',
    path: ['customMinCents'],
  });
export type GiftCardSettings = z.infer<typeof giftCardSettingsSchema>;

/** A code as the shopper types it: spaces and dashes are ignored, letters read as capitals. */
export const giftCardCodeSchema = z
  .string({ error: 'Enter a gift card code' })
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z.string().min(1, { error: 'Enter a gift card code' }).max(64, { error: 'Gift card code is too long' }),
  );

export const giftCardCheckBodySchema = z.object({ code: giftCardCodeSchema });
export const giftCardCheckResultSchema = z.object({
  lastFour: z.string(),
  balanceCents: z.number().int(),
  currency: z.string(),
});

/** A card as the owner's list shows it. */
export const adminGiftCardSchema = z.object({
  id: z.string(),
  lastFour: z.string(),
  initialCents: z.number().int(),
  balanceCents: z.number().int(),
  status: z.enum(['active', 'disabled']),
  recipientEmail: z.string(),
  recipientName: z.string(),
  purchaserEmail: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  deliverOn: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;
export const adminGiftCardListSchema = z.object({ giftCards: z.array(adminGiftCardSchema) });

export const giftCardMoveSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['issue', 'charge', 'release', 'refund', 'adjust']),
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  orderId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type GiftCardMoveView = z.infer<typeof giftCardMoveSchema>;
export const adminGiftCardDetailSchema = adminGiftCardSchema.extend({
  moves: z.array(giftCardMoveSchema),
});
export type AdminGiftCardDetail = z.infer<typeof adminGiftCardDetailSchema>;
export const giftCardParamsSchema = z.object({ id: z.uuid({ error: 'id must be a gift card id' }) });
export const giftCardStatusBodySchema = z.object({ status: z.enum(['active', 'disabled']) });
