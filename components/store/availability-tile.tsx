import { LOW_STOCK_THRESHOLD } from '@/lib/constants';
import { availabilityLabel } from '@/lib/product';

/** The stock line of a product page: In stock, Only N left (under 5) or Out of Stock. */
export function AvailabilityTile({ totalInventory }: { totalInventory: number | null }) {
  const soldOut = totalInventory !== null && totalInventory <= 0;
  const low = !soldOut && totalInventory !== null && totalInventory < LOW_STOCK_THRESHOLD;
  const tone = soldOut ? 'sold-out' : low ? 'low' : 'in-stock';
  return (
    <div className={`availability availability--${tone}`} data-testid="availability" aria-live="polite">
      <span className="availability__dot" aria-hidden="true" />
      <span>{availabilityLabel(totalInventory)}</span>
    </div>
  );
}
