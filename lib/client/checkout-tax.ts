/**
 * The checkout's tax before the payment is opened, for the basket and the details step. Apart from
 * lib/client/checkout.ts so the basket loads no validation library: the answer is checked by hand
 * (lib/tax/tax-quote-guard.ts).
 */
import { jsonRequest } from '@/lib/auth/client-session';
import { basketLinesOf } from '@/lib/cart/basket-lines';
import type { CartItem } from '@/lib/cart/cart-item';
import type { ShippingMethod } from '@/lib/constants/shipping';
import { MESSAGES } from '@/lib/messages';
import type { TaxQuote, TaxQuoteBody } from '@/lib/schemas/checkout';
import { taxQuoteOf } from '@/lib/tax/tax-quote-guard';
import { callBff } from './bff-call';

/**
 * POST /api/checkout/tax: the tax the payment would charge on the basket, to where the goods go as
 * far as the shopper has typed it, before the payment is opened. Null when it cannot be told (the
 * summary then shows no tax line; the payment step shows the tax charged).
 */
export async function quoteCheckoutTax(
  items: CartItem[],
  shippingMethod: ShippingMethod,
  destination: NonNullable<TaxQuoteBody['destination']>,
  discountCode?: string | null,
  signal?: AbortSignal,
): Promise<TaxQuote | null> {
  const result = await callBff<TaxQuote | null>(
    '/api/checkout/tax',
    {
      ...jsonRequest('POST', {
        items: basketLinesOf(items),
        shippingMethod,
        destination,
        ...(discountCode ? { discountCode } : {}),
      }),
      signal,
    },
    (body) => taxQuoteOf(body),
    MESSAGES.paymentSetupFailed,
  );
  return result && !('error' in result) ? result : null;
}
