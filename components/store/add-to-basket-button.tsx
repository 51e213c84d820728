'use client';

import { MESSAGES } from '@/lib/messages';

/** The Add to Basket button; the basket itself arrives later, so `onAdd` is optional for now. */
export function AddToBasketButton({ onAdd, className = '' }: { onAdd?: () => void; className?: string }) {
  return (
    <button type="button" className={`button ${className}`} data-testid="add-to-basket" onClick={onAdd}>
      {MESSAGES.addToBasket}
    </button>
  );
}
