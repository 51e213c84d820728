'use client';

import { useCallback, useEffect, useState } from 'react';
import type { CartItem } from '@/lib/cart/cart-item';
import { cartStore } from '@/lib/cart/cart-store';
import { checkoutKeyFor, loadCheckoutForm } from '@/lib/checkout/checkout-storage';
import { loadDiscountCode, saveDiscountCode } from '@/lib/checkout/discount-storage';
import { checkDiscountCode } from '@/lib/client/discounts';

/** A code the api accepted for the basket as it was: what its Apply took off. */
export type AppliedCode = { code: string; discountCents: number };

/**
 * The checkout's discount code: Apply asks the api what it takes off this basket (with the email
 * typed so far, for once-per-customer codes); the applied code is kept in the tab across reloads
 * and checked again whenever the basket changes, so the total shown is the one the api will charge.
 */
export function useDiscountCode(owner: string, ready: boolean, items: CartItem[]) {
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** What the api says of a code for the basket as it stands. */
  const request = useCallback(
    (code: string) =>
      checkDiscountCode(code, cartStore.getSnapshot().items, {
        email: loadCheckoutForm(owner)?.email || undefined,
        checkoutKey: checkoutKeyFor(owner),
      }),
    [owner],
  );
  /** Shows (and keeps, or forgets) the api's answer. */
  const settle = useCallback(
    (result: Awaited<ReturnType<typeof checkDiscountCode>>) => {
      setBusy(false);
      if ('error' in result) {
        setApplied(null);
        saveDiscountCode(owner, null);
        return setError(result.error);
      }
      setError(null);
      setApplied(result);
      saveDiscountCode(owner, result.code);
    },
    [owner],
  );

  const apply = useCallback(
    (code: string) => {
      const typed = code.trim();
      if (!typed) return;
      setBusy(true);
      setError(null);
      void request(typed).then(settle);
    },
    [request, settle],
  );

  const remove = useCallback(() => {
    setApplied(null);
    setError(null);
    saveDiscountCode(owner, null);
  }, [owner]);

  // A kept code (a reload) or a changed basket: the code is checked again for this basket.
  const basketKey = items.map((item) => `${item.id}:${item.quantity}`).join(',');
  useEffect(() => {
    if (!ready || !basketKey) return;
    const saved = loadDiscountCode(owner);
    if (!saved) return;
    let current = true;
    void request(saved).then((result) => {
      if (current) settle(result);
    });
    return () => {
      current = false;
    };
  }, [ready, owner, basketKey, request, settle]);

  return { applied, error, busy, apply, remove };
}
