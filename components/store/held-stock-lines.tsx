'use client';

import { useEffect, useState } from 'react';
import { isClientError } from '@/lib/client/bff-call';
import { getProductHolds } from '@/lib/client/product-holds';
import { STOREFRONT_MESSAGES as MESSAGES } from '@/lib/messages/storefront';
import { variantsOf } from '@/lib/product-variants';
import type { Product, ProductHolds } from '@/lib/schemas/product';
import { useInventoryUpdates } from './realtime-provider';

/** How long a burst of stock changes settles before the holds are asked again. */
const HOLDS_SETTLE_MS = 200;

type Held = ProductHolds['holds'][number];

/** The hour a hold ends, in the shopper's own clock ("3:42 PM"). */
const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** The product's holds, asked when a piece first shows none left and again on each stock change of the product. */
function useHolds(productId: string): Held[] {
  const [holds, setHolds] = useState<Held[]>([]);
  // Bumped by each stock change of the product: the holds are asked again.
  const [asked, setAsked] = useState(0);
  useInventoryUpdates((event) => {
    if (event.productId === productId) setAsked((count) => count + 1);
  });
  useEffect(() => {
    let current = true;
    // A burst of changes (a page catching up hears of every size at once) asks once.
    const timer = setTimeout(
      () =>
        void getProductHolds(productId).then((answer) => {
          // A failed look-up says nothing: the page reads as it would without holds.
          if (current) setHolds(isClientError(answer) ? [] : answer.holds);
        }),
      asked === 0 ? 0 : HOLDS_SETTLE_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [productId, asked]);
  return holds;
}

/** The held lines of HeldStockNote, for the live stocks it passes (some at none left). */
export function HeldStockLines({
  product,
  stocks,
}: {
  product: Product;
  stocks: Record<string, number | null>;
}) {
  const holds = useHolds(product.id);
  const names = new Map(variantsOf(product).map((variant) => [variant.id, variant.name]));
  const shown = holds.filter((held) => {
    const stock = stocks[held.variantId ?? ''];
    return held.heldUnits > 0 && stock !== null && stock !== undefined && stock <= 0;
  });
  if (shown.length === 0) return null;
  return (
    <ul className="held-stock" data-testid="held-stock" aria-live="polite">
      {shown.map((held) => (
        <li key={held.variantId ?? ''} className="held-stock__line">
          {held.variantId && names.has(held.variantId) && (
            <span className="held-stock__variant">{names.get(held.variantId)}: </span>
          )}
          {MESSAGES.heldElsewhere(timeOf(held.heldUntil))}
        </li>
      ))}
    </ul>
  );
}
