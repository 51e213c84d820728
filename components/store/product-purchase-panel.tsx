'use client';

import { useState } from 'react';
import { cartProductOf } from '@/lib/cart/cart-item';
import type { Product } from '@/lib/schemas/product';
import { AddToBasketButton } from './add-to-basket-button';
import { AvailabilityTile } from './availability-tile';
import { BackorderOffer } from './backorder-offer';
import { useInventory } from './realtime-provider';

type Props = { product: Product; storeName: string };

/**
 * Stock and the buy button of a product page. Stock follows the socket's inventory updates, and
 * each piece put in the basket takes one off what is shown (never below 0) until the next live
 * value arrives. A sold-out piece offers a backorder instead.
 */
export function ProductPurchasePanel({ product, storeName }: Props) {
  const live = useInventory(product.id, product.totalInventory);
  const [taken, setTaken] = useState<{ from: number | null; count: number }>({ from: live, count: 0 });
  // Units taken count against the live value they were taken from; a newer value starts afresh.
  const count = taken.from === live ? taken.count : 0;
  const shown = live === null ? null : Math.max(0, live - count);
  const soldOut = live !== null && live <= 0;

  return (
    <div className="purchase-panel">
      <AvailabilityTile totalInventory={shown} />
      {soldOut ? (
        <>
          {/* The tile already says Out of Stock; this line says what happens next instead. */}
          <p className="purchase-panel__sold-out">This piece has sold out for now. New work arrives often.</p>
          <BackorderOffer product={product} storeName={storeName} />
        </>
      ) : shown === 0 ? (
        <p className="purchase-panel__sold-out">Every available piece is in your basket.</p>
      ) : (
        <AddToBasketButton
          product={cartProductOf(product)}
          className="button--wide"
          onAdded={() => setTaken({ from: live, count: count + 1 })}
        />
      )}
    </div>
  );
}
