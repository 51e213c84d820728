'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartItem } from '@/lib/cart/cart-item';
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
  const latest = useRef(items);
  latest.current = items;

  const apply = useCallback(
    async (code: string) => {
      const typed = code.trim();
      if (!typed) return;
      setBusy(true);
      setError(null);
      const result = await checkDiscountCode(typed, latest.current, {
        email: loadCheckoutForm(owner)?.email || undefined,
        checkoutKey: checkoutKeyFor(owner),
      });
      setBusy(false);
      if ('error' in result) {
        setApplied(null);
        saveDiscountCode(owner, null);
        return setError(result.error);
      }
      setApplied(result);
      saveDiscountCode(owner, result.code);
    },
    [owner],
  );

  const remove = useCallback(() => {
    setApplied(null);
    setError(null);
    saveDiscountCode(owner, null);
  }, [owner]);

  /** The payment refused the code (used up meanwhile, say): it is dropped, with the api's words. */
  const refused = useCallback(
    (message: string) => {
      remove();
      setError(message);
    },
    [remove],
  );

  const basketKey = items.map((item) => `${item.id}:${item.quantity}`).join(',');
  useEffect(() => {
    if (!ready || !basketKey) return;
    const saved = loadDiscountCode(owner);
    if (saved) void apply(saved);
  }, [ready, owner, basketKey, apply]);

  return { applied, error, busy, apply, remove, refused };
}
