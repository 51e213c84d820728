'use client';

import { useEffect, useState } from 'react';
import type { CartItem } from '@/lib/cart/cart-item';
import { quoteCheckoutTax } from '@/lib/client/checkout-tax';
import type { ShippingMethod } from '@/lib/constants/shipping';
import type { TaxQuote } from '@/lib/schemas/checkout';

/** Where the goods go, as far as the details form has it. */
export type TaxDestination = { country?: string; state?: string; zipCode?: string };

/** How long the summary waits after the last keystroke before asking the api again. */
const QUOTE_DELAY_MS = 350;

/** Whether the tax can be told yet: pickup always (the store's address), else a state or a country abroad. */
function destinationKnown(method: ShippingMethod, destination: TaxDestination): boolean {
  if (method === 'pickup') return true;
  if (method === 'international') return Boolean(destination.country?.trim());
  return Boolean(destination.state?.trim());
}

/**
 * The tax the payment would charge, quoted by the api for the basket, the delivery, the applied
 * code and the destination typed so far (only the answer for exactly these; none while asking
 * again or when the destination is not known yet).
 */
export function useTaxQuote(
  items: CartItem[],
  method: ShippingMethod,
  destination: TaxDestination,
  discountCode: string | null | undefined,
  enabled: boolean,
): TaxQuote | null {
  const place =
    method === 'pickup'
      ? {}
      : method === 'international'
        ? { country: destination.country?.trim() }
        : { state: destination.state?.trim(), zipCode: destination.zipCode?.trim() };
  const lines = items.map((item) => [item.id, item.variantId ?? '', item.quantity]);
  const key = JSON.stringify([lines, method, place, discountCode ?? '']);
  const known = enabled && items.length > 0 && destinationKnown(method, destination);
  const [answer, setAnswer] = useState<{ key: string; quote: TaxQuote | null } | null>(null);
  useEffect(() => {
    if (!known) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void quoteCheckoutTax(items, method, place, discountCode, controller.signal).then((quote) => {
        if (!controller.signal.aborted) setAnswer({ key, quote });
      });
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The key names everything the quote depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, known]);
  return known && answer?.key === key ? answer.quote : null;
}
