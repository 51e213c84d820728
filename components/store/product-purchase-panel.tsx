'use client';

import { AddToBasketButton } from './add-to-basket-button';
import { AvailabilityTile } from './availability-tile';
import { useInventory } from './realtime-provider';

/** Stock and the buy button of a product page, kept live by the socket's inventory updates. */
export function ProductPurchasePanel({ productId, totalInventory }: { productId: string; totalInventory: number | null }) {
  const stock = useInventory(productId, totalInventory);
  const purchasable = stock === null || stock > 0;
  return (
    <div className="purchase-panel">
      <AvailabilityTile totalInventory={stock} />
      {purchasable ? (
        <AddToBasketButton className="button--wide" />
      ) : (
        // The tile already says Out of Stock; this line says what happens next instead.
        <p className="purchase-panel__sold-out">This piece has sold out for now. New work arrives often.</p>
      )}
    </div>
  );
}
