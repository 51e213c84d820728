/**
 * The browser's checkout calls, through the BFF, each answering a value: the result, or the
 * message the shopper should read (spec §8). Nothing here throws.
 */
import { z } from 'zod';
import { bffFetch, jsonRequest } from '../auth/client-session';
import type { CartItem } from '../cart/cart-item';
import { cartTotals } from '../cart/cart-rules';
import { CURRENCY } from '../constants';
import { MESSAGES } from '../messages';
import { toDollars } from '../money';
import { heldLineSchema, type CustomerInfo, type HeldLine } from '../schemas/checkout';

export type Failure = { ok: false; message: string; code?: string; productId?: string; available?: number };
export type Result<T> = ({ ok: true } & T) | Failure;

export type PaymentIntent = {
  clientSecret: string;
  paymentIntentId: string;
  /** What the card will be charged, in cents, as the api computed it. */
  amount: number;
  provider: 'stripe' | 'test';
  /** The store's connected payment account, when the api names one (Stripe direct charges). */
  stripeAccount?: string;
  /** Exactly what the payment holds and charges: the payment step shows this, not the basket. */
  items: HeldLine[];
  subtotalCents: number;
  shippingCents: number;
  serviceFeeCents: number;
};

const heldSchema = z.object({
  amount: z.number().int().positive(),
  items: z.array(heldLineSchema).min(1),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  serviceFeeCents: z.number().int(),
});

type ErrorBody = { error?: unknown; code?: unknown; productId?: unknown; available?: unknown };

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  const body: unknown = await response.json().catch(() => null);
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * Holds the basket's stock and opens a payment for its total, in cents as the api computes it.
 * The checkout key makes this payment replace the last one of the same checkout. Refusals about
 * the basket (prices, stock, a vanished item, bad details, too many open checkouts) carry the
 * api's words; anything else is 'Payment setup failed. Please try again.'
 */
export async function createPaymentIntent(
  items: CartItem[],
  customerInfo: CustomerInfo,
  checkoutKey: string,
): Promise<Result<PaymentIntent>> {
  try {
    const response = await bffFetch(
      '/api/create-payment-intent',
      jsonRequest('POST', {
        amount: cartTotals(items).totalCents,
        currency: CURRENCY,
        items: items.map((item) => ({ id: item.id, quantity: item.quantity, price: item.price })),
        customerInfo,
        checkoutKey,
      }),
    );
    const body = await readJson(response);
    if (response.ok) {
      const clientSecret = text(body?.clientSecret);
      const paymentIntentId = text(body?.paymentIntentId);
      const provider = body?.provider === 'stripe' || body?.provider === 'test' ? body.provider : null;
      const held = heldSchema.safeParse(body);
      // An answer without these cannot be paid: the payment side is not working.
      if (!clientSecret || !paymentIntentId || !provider || !held.success)
        return { ok: false, message: MESSAGES.paymentSystemUnavailable };
      return {
        ok: true,
        clientSecret,
        paymentIntentId,
        provider,
        stripeAccount: text(body?.stripeAccount),
        ...held.data,
      };
    }
    const error = body as ErrorBody | null;
    if (response.status >= 400 && response.status < 500 && text(error?.error)) {
      return {
        ok: false,
        message: text(error?.error)!,
        code: text(error?.code),
        productId: text(error?.productId),
        available: typeof error?.available === 'number' ? error.available : undefined,
      };
    }
    return { ok: false, message: MESSAGES.paymentSetupFailed };
  } catch {
    return { ok: false, message: MESSAGES.paymentSetupFailed };
  }
}

/**
 * Confirms a payment of the built-in test provider with a card number. A refused card answers
 * the provider's words ('Your card was declined.'); the payment stays open for another card.
 */
export async function confirmTestPayment(
  paymentIntentId: string,
  cardNumber: string,
): Promise<Result<object>> {
  try {
    const response = await bffFetch(
      '/api/payments/test/confirm',
      jsonRequest('POST', { paymentIntentId, cardNumber: cardNumber.replace(/\s/g, '') }),
    );
    const body = await readJson(response);
    if (response.ok)
      return body?.status === 'succeeded'
        ? { ok: true }
        : { ok: false, message: MESSAGES.paymentFailedShort };
    return { ok: false, message: text(body?.error) ?? MESSAGES.paymentFailed, code: text(body?.code) };
  } catch {
    return { ok: false, message: MESSAGES.paymentFailed };
  }
}

export type PlacedOrder = { id: string; orderId: string; total: number; createdAt: string };

/**
 * Creates the order of a paid payment (the api makes it once, however often this is called), for
 * exactly what the payment held and charged.
 * A payment that has not gone through is 'Payment failed'; a refund after a sell-out is told as
 * the api words it; anything else is 'Order creation failed'.
 */
export async function createOrder(
  intent: PaymentIntent,
  customerInfo: CustomerInfo,
): Promise<Result<PlacedOrder>> {
  try {
    const response = await bffFetch(
      '/api/orders',
      jsonRequest('POST', {
        paymentIntentId: intent.paymentIntentId,
        items: intent.items.map((line) => ({ productId: line.productId, quantity: line.quantity })),
        total: toDollars(intent.amount),
        customerInfo,
        shipping: { cost: toDollars(intent.shippingCents), serviceFee: toDollars(intent.serviceFeeCents) },
      }),
    );
    const body = await readJson(response);
    if (response.ok && body?.success === true && text(body.orderId)) {
      return {
        ok: true,
        id: String(body.id),
        orderId: String(body.orderId),
        total: Number(body.total),
        createdAt: String(body.createdAt),
      };
    }
    if (response.status === 402)
      return { ok: false, message: MESSAGES.paymentFailedShort, code: text(body?.code) };
    if (body?.code === 'REFUNDED' && text(body.error))
      return { ok: false, message: text(body.error)!, code: 'REFUNDED' };
    return { ok: false, message: MESSAGES.orderCreationFailed, code: text(body?.code) };
  } catch {
    return { ok: false, message: MESSAGES.orderCreationFailed };
  }
}
