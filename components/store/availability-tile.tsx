import { LOW_STOCK_THRESHOLD } from '@/lib/constants/catalog';
import { STOREFRONT_MESSAGES as MESSAGES } from '@/lib/messages/storefront';
import { availabilityLabel } from '@/lib/product';

type Props = {
  totalInventory: number | null;
  /** Set when the shopper's basket holds every piece in stock (this many): said instead of Out of Stock. */
  allInBasket?: number;
};

/**
 * The stock line of a product page: In stock, Only N left (under 5) or Out of Stock; or, when
 * the shopper's own basket holds the last pieces, how many are in it.
 */
export function AvailabilityTile({ totalInventory, allInBasket }: Props) {
  const soldOut = totalInventory !== null && totalInventory <= 0;
  const low = !soldOut && totalInventory !== null && totalInventory < LOW_STOCK_THRESHOLD;
  const tone = allInBasket ? 'in-basket' : soldOut ? 'sold-out' : low ? 'low' : 'in-stock';
  return (
    <div className={`availability availability--${tone}`} data-testid="availability" aria-live="polite">
      <span className="availability__dot" aria-hidden="true" />
      <span>{allInBasket ? MESSAGES.allInYourBasket(allInBasket) : availabilityLabel(totalInventory)}</span>
    </div>
  );
}
