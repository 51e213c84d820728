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
