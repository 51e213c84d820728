/** The Gift card page's form: what the buyer typed, read into a card for the basket (or why not). */
import { formatPrice, toCents, toDollars } from '@/lib/money';
import { GIFT_CARD_MESSAGES } from '@/lib/constants/gift-cards';
import {
  giftCardPurchaseSchema,
  type GiftCardPurchase,
  type GiftCardSettings,
} from '@/lib/schemas/gift-cards';

export type GiftCardFormValues = {
  /** An offered amount in cents as text, or 'custom'. */
  choice: string;
  custom: string;
  forSomeoneElse: boolean;
  recipientEmail: string;
  recipientName: string;
  senderName: string;
  message: string;
  deliverOn: string;
  /** The buyer's own email, when the card is for them. */
  ownEmail: string;
};

export const emptyGiftCardForm = (settings: GiftCardSettings): GiftCardFormValues => ({
  choice: String(settings.amountsCents[0] ?? 'custom'),
  custom: '',
  forSomeoneElse: true,
  recipientEmail: '',
  recipientName: '',
  senderName: '',
  message: '',
  deliverOn: '',
  ownEmail: '',
});

const amountOf = (values: GiftCardFormValues, settings: GiftCardSettings): number | string => {
  if (values.choice !== 'custom') return Number(values.choice);
  const cents = toCents(Number(values.custom));
  const [min, max] = [settings.customMinCents, settings.customMaxCents];
  if (!values.custom.trim() || !Number.isFinite(cents) || cents < min || cents > max)
    return GIFT_CARD_MESSAGES.customRange(formatPrice(toDollars(min)), formatPrice(toDollars(max)));
  return cents;
};

/** The card to add, or the message for each field that is wrong (by field name). */
export function readGiftCardForm(
  values: GiftCardFormValues,
  settings: GiftCardSettings,
): { card: GiftCardPurchase } | { errors: Record<string, string> } {
  const amount = amountOf(values, settings);
  if (typeof amount === 'string') return { errors: { custom: amount } };
  const parsed = giftCardPurchaseSchema.safeParse({
    amountCents: amount,
    recipientEmail: values.forSomeoneElse ? values.recipientEmail.trim() : values.ownEmail.trim(),
    recipientName: values.forSomeoneElse ? values.recipientName : '',
    senderName: values.forSomeoneElse ? values.senderName : '',
    message: values.forSomeoneElse ? values.message : '',
    deliverOn: values.forSomeoneElse && values.deliverOn ? values.deliverOn : null,
  });
  if (parsed.success) return { card: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    const name = field === 'recipientEmail' && !values.forSomeoneElse ? 'ownEmail' : field;
    errors[name] ??= issue.message;
  }
  return { errors };
}

/** The owner's amounts as typed (dollars, by commas) and back. */
export const dollarsList = (cents: number[]) => cents.map((c) => toDollars(c).toFixed(2)).join(', ');
export const centsList = (text: string) =>
  text
    .split(',')
    .filter((part) => part.trim())
    .map((part) => toCents(Number(part)));
