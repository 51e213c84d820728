'use client';

import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { withChunkTimeout } from '@/lib/app-shell/lazy-chunk';
import type { CartProduct } from '@/lib/cart/cart-item';
import type { PersonalisationAnswers } from '@/lib/schemas/personalisation';
import type { Product } from '@/lib/schemas/product';

type Offered = Pick<Product, 'id' | 'name' | 'price'> & { variantId?: string };

// Loaded when the shopper opens it: the form (and the session client it needs) is no part of the
// first paint. It is drawn only in the browser, after a tap, so React's own lazy loading does.
const BackorderForm = lazy(() =>
  withChunkTimeout(import('./backorder-form')).then((module) => ({ default: module.BackorderForm })),
);

/**
 * 'Place a Backorder' and the overlay it opens. A piece that asks questions opens it only once the
 * answers hold (`checkLine` shows what does not); the backorder carries them and their price.
 */
export function BackorderOffer({
  product,
  storeName,
  checkLine,
}: {
  product: Offered;
  storeName: string;
  checkLine?: () => CartProduct | null;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<(Offered & { answers?: PersonalisationAnswers }) | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Stable, so the form's close timer is not restarted by a re-render (a live stock update).
  const close = useCallback(() => {
    setOpen(null);
    opener.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button button--wide button--ghost"
        data-testid="backorder-open"
        disabled={!hydrated}
        onClick={() => {
          if (!checkLine) return setOpen(product);
          const answered = checkLine();
          if (answered) setOpen({ ...product, price: answered.price, answers: answered.personalisation });
        }}
      >
        Place a Backorder
      </button>
      {open && (
        <Suspense fallback={null}>
          <BackorderForm product={open} storeName={storeName} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
