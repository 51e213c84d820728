import { formatPrice } from '@/lib/money';
import type { DashboardSummary } from '@/lib/schemas/admin-dashboard';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What each event or market sold (sales made by hand at its stall), latest event first; none: nothing shown. */
export function EventSales({ events }: { events: DashboardSummary['events'] }) {
  const sold = events.filter((event) => event.orders > 0);
  if (sold.length === 0) return null;
  return (
    <section aria-labelledby="event-sales-title" className="glance__events" data-testid="event-sales">
      <h3 id="event-sales-title" className="glance__label">
        Sales at events
      </h3>
      <ul className="glance__stock" aria-label="Sales at events">
        {sold.map((event) => (
          <li key={event.id}>
            <span>
              {event.title} <span className="glance__note">({event.startsOn})</span>
            </span>
            <span className="glance__count">
              {plural(event.orders, 'order', 'orders')} · {formatPrice(event.revenue)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
