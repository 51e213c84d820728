'use client';

import { useEffect, useState } from 'react';
import { useViewerRole } from '@/components/auth/use-viewer-role';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { CartProduct } from '@/lib/cart/cart-item';
import { recordCartAdd } from '@/lib/analytics';
import { cartStore } from '@/lib/cart/cart-store';
import { MESSAGES } from '@/lib/messages';

// Long enough to read, short enough that a second click gets its own confirmation.
const CONFIRMATION_MS = 2_500;

type Props = {
  product: CartProduct;
  /** Called after a unit went into the basket (not when stock allowed no more). */
  onAdded?: () => void;
  className?: string;
  /** Set when the shopper must choose first (a size): the button is disabled and this says why. */
  disabledHint?: string;
};

/** Adds one of the product to the basket and says so beside the button. */
export function AddToBasketButton({ product, onAdded, className = '', disabledHint }: Props) {
  const hydrated = useHydrated();
  // The store's admin sees the storefront read-only: their basket and checkout stay closed.
  const owner = useViewerRole() === 'admin';
  const [status, setStatus] = useState<{ text: string; at: number } | null>(null);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const add = () => {
    const { limited } = cartStore.add(product);
    setStatus({ text: limited ? MESSAGES.limitedToStock : MESSAGES.addedToBasket, at: Date.now() });
    if (!limited) {
      void recordCartAdd(product.id, window.location.pathname);
      onAdded?.();
    }
  };

  return (
    <div className="add-to-basket">
      <button
        type="button"
        className={`button ${className}`}
        data-testid="add-to-basket"
        disabled={!hydrated || owner || Boolean(disabledHint)}
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
