import type { Order } from '@/lib/schemas/order';
import '@/app/styles/account.css';
import '@/app/styles/returns.css';

/** A shipped order's carrier and tracking number, linked to the carrier's tracking page. */
export function OrderTracking({ tracking }: { tracking: Order['tracking'] }) {
  if (!tracking) return null;
  const label = `${tracking.carrier === 'Other' ? '' : `${tracking.carrier} `}${tracking.trackingNumber}`;
  return (
    <p className="order-card__tracking" data-testid="order-tracking">
      Tracking{' '}
      {tracking.url ? (
        <a href={tracking.url} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="visually-hidden"> (track your package, opens in a new tab)</span>
        </a>
      ) : (
        <strong>{label}</strong>
      )}
    </p>
  );
}
