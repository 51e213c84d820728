/**
 * The browser's checkout calls, through the BFF, each answering its result or `{ error }` with
 * the message the shopper should read (spec §8). Nothing here throws.
 */
import { z } from 'zod';
import { jsonRequest } from '@/lib/auth/client-session';
import type { CartItem } from '@/lib/cart/cart-item';
import { cartTotals } from '@/lib/cart/cart-rules';
import { CURRENCY } from '@/lib/constants/checkout';
import { MESSAGES } from '@/lib/messages';
import { toDollars } from '@/lib/money';
import { lineLabel } from '@/lib/product';
import type { ShippingMethod } from '@/lib/constants/shipping';
import { heldLineSchema, paymentTaxFields, type CheckoutDetails } from '@/lib/schemas/checkout';
import { shippingMethodSchema } from '@/lib/schemas/shipping';
import { basketLinesOf } from '@/lib/cart/basket-lines';
import { giftCardBasket, giftCardBasketCents, giftCardPurchases } from '@/lib/cart/gift-card-basket';
import { appliedGiftCardStore } from '@/lib/checkout/gift-card-code';
import { callBff, textOf, type AnswerBody, type ClientError, type ClientResult } from './bff-call';

const paymentIntentSchema = z.object({
  /** Empty when a gift card pays it all (there is no card payment). */
  clientSecret: z.string(),
  paymentIntentId: z.string().min(1),
  /** What the card will be charged, in cents, as the api computed it (0: a gift card pays it all). */
  amount: z.number().int().nonnegative(),
  provider: z.enum(['stripe', 'test']),
  /** Exactly what the payment holds and charges: the payment step shows this, not the basket. */
  items: z.array(heldLineSchema),
  /** What the applied gift card code pays, its last four, and what the gift cards bought add. */
  giftCardCents: z.number().int().optional(),
  giftCardLastFour: z.string().nullable().optional(),
  giftCardsCents: z.number().int().optional(),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  serviceFeeCents: z.number().int(),
  shippingMethod: shippingMethodSchema.optional(),
  /** What the applied discount code took off, and the code; `amount` is after it. */
  discountCents: z.number().int().optional(),
  discountCode: z.string().nullable().optional(),
  /** The day the order will ship by once paid ('YYYY-MM-DD'). */
  shipBy: z.string().optional(),
  /** The tax `amount` charges (inside it when prices include tax): the summary shows it. */
  ...z.object(paymentTaxFields).partial().shape,
});

export type PaymentIntent = z.infer<typeof paymentIntentSchema> & {
  /** The store's connected payment account, when the api names one (Stripe direct charges). */
  stripeAccount?: string;
};

/** A refused payment: for stock that ran out, which product (and variant) and how many are left. */
export type PaymentRefusal = ClientError & { productId?: string; variantId?: string; available?: number };

/**
 * Refusals about the basket (prices, stock, a vanished item, bad details, too many open
 * checkouts) are 4xx with the api's words; anything else is 'Payment setup failed'. An answer the
 * api refused (`items.1.personalisation.engraving`) is said with the piece it belongs to.
 */
function paymentRefusal(status: number, body: AnswerBody, items: CartItem[] = []): PaymentRefusal {
  const words = textOf(body?.error);
  if (status < 400 || status >= 500 || !words) return { error: MESSAGES.paymentSetupFailed };
  const line = /^items\.(\d+)\.personalisation\b/.exec(textOf(body?.field) ?? '');
  const item = line ? items[Number(line[1])] : undefined;
  return {
    error: item ? `${lineLabel(item)}: ${words}` : words,
    code: textOf(body?.code),
    productId: textOf(body?.productId),
    variantId: textOf(body?.variantId),
    available: typeof body?.available === 'number' ? body.available : undefined,
  };
}

/**
 * POST /api/create-payment-intent: holds the basket's stock and opens a payment for its total, in
 * cents as the api computes it. The checkout key makes this payment replace the last one of the
 * same checkout. An answer that cannot be paid means the payment side is not working.
 */

export function createPaymentIntent(
  items: CartItem[],
  customerInfo: CheckoutDetails,
  checkoutKey: string,
  /** The delivery chosen and its charge; the spec's flat national rate when not given. */
  shipping?: { method: ShippingMethod; cents: number },
  /** The applied code and what its Apply said it takes off: the amount sent is after it. */
  discount?: { code: string; discountCents: number } | null,
  /** The shopper ticked the basket reminder box. */
  reminderConsent?: boolean,
): Promise<PaymentIntent | PaymentRefusal> {
  // The basket's gift cards and an applied gift card code travel with its pieces.
  const giftCards = giftCardBasket.getSnapshot();
  const giftCardCode = appliedGiftCardStore.getSnapshot()?.code;
  const piecesCents = items.length ? cartTotals(items, shipping?.cents).totalCents : 0;
  return callBff<PaymentIntent, PaymentRefusal>(
    '/api/create-payment-intent',
    jsonRequest('POST', {
      amount: piecesCents - (discount?.discountCents ?? 0) + giftCardBasketCents(giftCards),
      ...(giftCards.length ? { giftCards: giftCardPurchases(giftCards) } : {}),
      ...(giftCardCode ? { giftCardCode } : {}),
      currency: CURRENCY,
      items: basketLinesOf(items),
      ...(shipping ? { shippingMethod: shipping.method } : {}),
      customerInfo,
      checkoutKey,
      ...(discount ? { discountCode: discount.code } : {}),
      ...(reminderConsent ? { reminderConsent: true } : {}),
    }),
    (body) => {
      const intent = paymentIntentSchema.safeParse(body);
      // Only a payment a gift card pays in full comes without a card payment to confirm.
      if (!intent.success || (intent.data.clientSecret === '' && intent.data.amount > 0))
        return { error: MESSAGES.paymentSystemUnavailable };
      return { ...intent.data, stripeAccount: textOf((body as AnswerBody)?.stripeAccount) };
    },
    MESSAGES.paymentSetupFailed,
    { refusal: (status, body) => paymentRefusal(status, body, items) },
  );
}

/**
 * POST /api/payments/test/confirm: pays a payment of the built-in test provider with a card
 * number. A refused card answers the provider's words ('Your card was declined.'); the payment
 * stays open for another card.
 */
export function confirmTestPayment(
  paymentIntentId: string,
  cardNumber: string,
): Promise<ClientResult<{ paid: true }>> {
  return callBff(
    '/api/payments/test/confirm',
    jsonRequest('POST', { paymentIntentId, cardNumber: cardNumber.replace(/\s/g, '') }),
    (body) =>
      (body as AnswerBody)?.status === 'succeeded'
        ? { paid: true as const }
        : { error: MESSAGES.paymentFailedShort },
    MESSAGES.paymentFailed,
  );
}

export type PlacedOrder = { id: string; orderId: string; total: number; createdAt: string };

/**
 * A payment that has not gone through is 'Payment failed'; a refund after a sell-out is told as
 * the api words it; anything else is 'Order creation failed'. The api's code comes along.
 */
function orderRefusal(status: number, body: AnswerBody): ClientError {
  const code = textOf(body?.code);
  if (status === 402) return { error: MESSAGES.paymentFailedShort, code };
  const words = textOf(body?.error);
  if (code === 'REFUNDED' && words) return { error: words, code };
  return { error: MESSAGES.orderCreationFailed, code };
}

/**
 * POST /api/orders: the order of a paid payment (the api makes it once, however often this is
 * called), for exactly what the payment held and charged.
 */
export function createOrder(
  intent: PaymentIntent,
  customerInfo: CheckoutDetails,
): Promise<ClientResult<PlacedOrder>> {
  return callBff(
    '/api/orders',
    jsonRequest('POST', {
      paymentIntentId: intent.paymentIntentId,
      items: intent.items.map((line) => ({
        productId: line.productId,
        ...(line.variantId ? { variantId: line.variantId } : {}),
        quantity: line.quantity,
      })),
      total: toDollars(intent.amount),
      shippingMethod: intent.shippingMethod,
      customerInfo,
      shipping: { cost: toDollars(intent.shippingCents), serviceFee: toDollars(intent.serviceFeeCents) },
    }),
    (body) => {
      const answer = body as AnswerBody;
      if (answer?.success !== true || !textOf(answer.orderId)) return orderRefusal(200, answer);
      return {
        id: String(answer.id),
        orderId: String(answer.orderId),
        total: Number(answer.total),
        createdAt: String(answer.createdAt),
      };
    },
    MESSAGES.orderCreationFailed,
    { refusal: orderRefusal },
  );
}
