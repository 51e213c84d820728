'use client';

import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { withChunkTimeout } from '@/lib/app-shell/lazy-chunk';
import type { Product } from '@/lib/schemas/product';

// Loaded when the shopper opens it: the form (and the session client it needs) is no part of the first paint.
const BackorderForm = dynamic(
  () => withChunkTimeout(import('./backorder-form')).then((module) => module.BackorderForm),
  {
    ssr: false,
  },
);

/** 'Place a Backorder' and the overlay it opens. */
export function BackorderOffer({
  product,
  storeName,
}: {
  product: Pick<Product, 'id' | 'name' | 'price'> & { variantId?: string };
  storeName: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Stable, so the form's close timer is not restarted by a re-render (a live stock update).
  const close = useCallback(() => {
    setOpen(false);
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
        onClick={() => setOpen(true)}
      >
        Place a Backorder
      </button>
      {open && <BackorderForm product={product} storeName={storeName} onClose={close} />}
    </>
  );
}
