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

/** Each line's live stock (the product's own under ''), from the page, then every update for this product. */
function useLiveStocks(product: Product): Record<string, number | null> {
  const [live, setLive] = useState<Record<string, number | null>>({});
  useInventoryUpdates(
    (event) => {
      if (event.productId !== product.id) return;
      setLive((last) => ({
        ...last,
        '': event.newInventory,
        ...(event.variantId && event.newVariantInventory !== undefined
          ? { [event.variantId]: event.newVariantInventory }
          : {}),
      }));
    },
    [product.id],
  );
  const page: Record<string, number | null> = { '': product.totalInventory };
  for (const variant of variantsOf(product)) page[variant.id] = variant.totalInventory;
  return { ...page, ...live };
}

/** The product's holds, asked when the page opens and again on each stock change of the product. */
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

/**
 * Under the buying controls: pieces none of which are left because another shopper's open
 * checkout holds them, and when they may be back (the soonest hold's end). Whose checkout it is
 * stays unsaid. "Sold out" and "Out of Stock" still show where they apply.
 */
export function HeldStockNote({ product }: { product: Product }) {
  const stocks = useLiveStocks(product);
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
