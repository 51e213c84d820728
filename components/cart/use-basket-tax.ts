'use client';

import { useMemo } from 'react';
import { useTaxQuote } from '@/components/checkout/use-tax-quote';
import type { CartItem } from '@/lib/cart/cart-item';
import { loadCheckoutForm } from '@/lib/checkout/checkout-form-storage';
import { SHIPPING_METHODS, type ShippingMethod } from '@/lib/constants/shipping';

/**
 * The basket's tax, once where the goods go is known: the checkout details this shopper typed in
 * this tab (their delivery and address). Null until then, and the basket shows no tax line.
 */
export function useBasketTax(items: CartItem[], owner: string, ready: boolean) {
  const draft = useMemo(() => (ready ? loadCheckoutForm(owner) : null), [ready, owner]);
  const picked = draft?.shippingMethod as ShippingMethod | undefined;
  const method: ShippingMethod = picked && SHIPPING_METHODS.includes(picked) ? picked : 'national';
  const destination = { country: draft?.country, state: draft?.state, zipCode: draft?.zipCode };
  return useTaxQuote(items, method, destination, null, ready && draft !== null);
}
