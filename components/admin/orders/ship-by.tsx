import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { SHIP_BY_TEXTS } from '@/lib/order-desk';
import '@/app/styles/account.css';
import '@/app/styles/returns.css';

/** A store-local day ('YYYY-MM-DD') as the desk shows dates: "Dec 4, 2026". */
export const shipByDate = (day: string) => format(parseISO(day), 'MMM d, yyyy');

/** Marks an order not yet shipped whose ship-by day has passed. */
export function LateBadge() {
  return (
    <span className="order-card__tag order-late" data-testid="order-late">
      {SHIP_BY_TEXTS.late}
    </span>
  );
}
