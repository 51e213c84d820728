'use client';

import { lazy, Suspense, useState } from 'react';
import { withChunkTimeout } from '@/lib/app-shell/lazy-chunk';
import { variantsOf } from '@/lib/product-variants';
import type { Product } from '@/lib/schemas/product';
import { useInventoryUpdates } from './realtime-provider';

// Asked for, code and holds, only once a piece shows none left: most product pages never need it.
const HeldStockLines = lazy(() =>
  withChunkTimeout(import('./held-stock-lines')).then((module) => ({ default: module.HeldStockLines })),
);

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

/**
 * Under the buying controls: pieces none of which are left because another shopper's open
 * checkout holds them, and when they may be back (the soonest hold's end). Whose checkout it is
 * stays unsaid. "Sold out" and "Out of Stock" still show where they apply. The holds are looked up
 * only while some line of the product shows none left.
 */
export function HeldStockNote({ product }: { product: Product }) {
  const stocks = useLiveStocks(product);
  const noneLeft = Object.values(stocks).some((stock) => stock !== null && stock <= 0);
  if (!noneLeft) return null;
  return (
    <Suspense fallback={null}>
      <HeldStockLines product={product} stocks={stocks} />
    </Suspense>
  );
}
