'use client';

import { useEffect, useEffectEvent, useLayoutEffect, useState } from 'react';
import { useViewerRole } from '@/components/auth/use-viewer-role';
import type { CartProduct } from '@/lib/cart/cart-item';
import { recordCartAdd } from '@/lib/analytics';
import { cartStore } from '@/lib/cart/cart-store';
import { EARLY_TAP_ATTRIBUTE, takeEarlyTaps } from '@/lib/early-taps';
import { STOREFRONT_MESSAGES as MESSAGES } from '@/lib/messages/storefront';

// Long enough to read, short enough that a second click gets its own confirmation.
const CONFIRMATION_MS = 2_500;

type Props = {
  product: CartProduct;
  /** Called after a unit went into the basket (not when stock allowed no more). */
  onAdded?: () => void;
  className?: string;
  /** Set when the shopper must choose first (a size): the button does nothing and this says why. */
  disabledHint?: string;
  /**
   * The line to add, asked at the press (with the buyer's answers); null: nothing is added, the
   * page says why beside what is missing. Absent: `product` as it is.
   */
  lineToAdd?: () => CartProduct | null;
};

/**
 * Adds one of the product to the basket and says so beside the button. It is live from the first
 * paint: a tap made before React has the page is noted by the page (lib/early-taps.ts) and
 * completed here as soon as React has it.
 */
export function AddToBasketButton({ product, onAdded, className = '', disabledHint, lineToAdd }: Props) {
  // The store's admin sees the storefront read-only: their basket and checkout stay closed.
  const owner = useViewerRole() === 'admin';
  const [status, setStatus] = useState<{ text: string; at: number } | null>(null);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const add = () => {
    if (owner || disabledHint) return;
    const line = lineToAdd ? lineToAdd() : product;
    if (!line) return setStatus(null);
    const { limited } = cartStore.add(line);
    setStatus({ text: limited ? MESSAGES.limitedToStock : MESSAGES.addedToBasket, at: Date.now() });
    if (!limited) {
      void recordCartAdd(product.id, window.location.pathname);
      onAdded?.();
    }
  };

  // The taps made before React had the page, for this piece (and size): one unit each. With a
  // size still to choose, they are dropped: the hint says why nothing happened.
  const addEarly = useEffectEvent(add);
  useLayoutEffect(() => {
    const taps = takeEarlyTaps(product.id, product.variantId ?? null);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the taps come from the page, outside React
    for (let tap = 0; tap < taps; tap += 1) addEarly();
  }, [product.id, product.variantId]);

  return (
    <div className="add-to-basket">
      <button
        type="button"
        className={`button ${className}`}
        data-testid="add-to-basket"
        {...{ [EARLY_TAP_ATTRIBUTE]: product.id }}
        // Not `disabled` while a size is to be chosen: a disabled button swallows the tap.
        disabled={owner}
        aria-disabled={disabledHint ? true : undefined}
        aria-describedby={disabledHint ? `${product.id}-choose-hint` : undefined}
        onClick={add}
      >
        {MESSAGES.addToBasket}
      </button>
      {disabledHint && (
        <p id={`${product.id}-choose-hint`} className="add-to-basket__hint" data-testid="choose-variant-hint">
          {disabledHint}
        </p>
      )}
      <p className="add-to-basket__status" role="status" data-testid="add-to-basket-status">
        {owner ? MESSAGES.ownerViewsReadOnly : (status?.text ?? '')}
      </p>
    </div>
  );
}
