import Link from 'next/link';
import type { ReactNode } from 'react';
import { mayOpen } from '@/lib/admin-areas';
import type { StaffRole } from '@/lib/constants/staff';
import { formatPrice } from '@/lib/money';
import { INTEGRATION_MESSAGES } from '@/lib/messages';
import type { DashboardSummary } from '@/lib/schemas/admin-dashboard';
import { EventSales } from './event-sales';

/** Where each figure leads: the owner's order and product lists, already filtered. */
export const GLANCE_LINKS = {
  toShip: '/admin/orders?status=Paid',
  today: '/admin/orders',
  lowStock: '/admin/products?sort=stock&dir=asc',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A figure's tile: a link to its list for a role that may open it, else the figure alone. */
function Tile({
  href,
  role,
  testId,
  children,
}: {
  href: string;
  role: StaffRole | null;
  testId: string;
  children: ReactNode;
}) {
  if (!mayOpen(role, href.split('?')[0]))
    return (
      <div className="glance__tile" data-testid={testId}>
        {children}
      </div>
    );
  return (
    <Link href={href} className="glance__tile" data-testid={testId}>
      {children}
    </Link>
  );
}

/**
 * The owner's day at a glance: orders to ship, today's revenue and low-stock pieces, each linking to
 * its list; and what each event or market sold.
 */
export function DayAtAGlance({
  summary,
  role,
}: {
  summary: DashboardSummary | null;
  role: StaffRole | null;
}) {
  if (!summary) {
    return (
      <section aria-labelledby="glance-title" className="glance">
        <h2 id="glance-title" className="glance__title">
          Today
        </h2>
        <p className="notice notice--warning">{INTEGRATION_MESSAGES.dashboardSummaryFailed}</p>
      </section>
    );
  }
  const { ordersToShip, todayOrders, todayRevenue, lowStock, lowStockCount, lowStockThreshold } = summary;
  return (
    <section aria-labelledby="glance-title" className="glance" data-testid="day-at-a-glance">
      <h2 id="glance-title" className="glance__title">
        Today
      </h2>
      <ul className="glance__list">
        <li>
          <Tile href={GLANCE_LINKS.toShip} role={role} testId="glance-to-ship">
            <span className="glance__label">New orders to ship</span>
            <span className="glance__figure">{ordersToShip}</span>
            <span className="glance__note">
              {ordersToShip === 0 ? 'All caught up' : 'Paid, waiting to be shipped'}
            </span>
          </Tile>
        </li>
        <li>
          <Tile href={GLANCE_LINKS.today} role={role} testId="glance-revenue">
            <span className="glance__label">Today’s revenue</span>
            <span className="glance__figure">{formatPrice(todayRevenue)}</span>
            <span className="glance__note">
              from {plural(todayOrders, 'paid order', 'paid orders')}, before tax, less refunds
            </span>
          </Tile>
        </li>
        <li>
          <Tile href={GLANCE_LINKS.lowStock} role={role} testId="glance-low-stock">
            <span className="glance__label">Low stock</span>
            <span className="glance__figure">{lowStockCount}</span>
            <span className="glance__note">
              {lowStockCount === 0
                ? `No piece under ${lowStockThreshold} left`
                : `${plural(lowStockCount, 'piece', 'pieces')} under ${lowStockThreshold} left`}
            </span>
          </Tile>
          {lowStock.length > 0 && (
            <ul className="glance__stock" aria-label="Low-stock pieces">
              {lowStock.map((product) => (
                <li key={product.id}>
                  <span>{product.name}</span>
                  <span className="glance__count">{product.totalInventory} left</span>
                </li>
              ))}
              {lowStockCount > lowStock.length && (
                <li className="glance__more">and {lowStockCount - lowStock.length} more</li>
              )}
            </ul>
          )}
        </li>
      </ul>
      <EventSales events={summary.events ?? []} />
    </section>
  );
}
