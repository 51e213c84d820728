'use client';

import { format } from 'date-fns/format';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import useSWR from 'swr';
import {
  ADMIN_ORDER_MESSAGES,
  fetchOrderPage,
  orderListQueryString,
  ordersPath,
  parseOrderListQuery,
  type OrderListState,
} from '@/lib/client/admin-orders';
import { MESSAGES } from '@/lib/messages';
import { SHIP_BY_TEXTS } from '@/lib/order-desk';
import { formatPrice } from '@/lib/money';
import { OpenReturns } from './open-returns';
import { OrderFilters } from './order-filters';
import { OrderStatusBadge } from './order-status-badge';
import { LateBadge, shipByDate } from './ship-by';
import '@/app/styles/account.css';
import '@/app/styles/returns.css';

/**
 * The owner's orders, newest first, a page at a time from the api. The address bar holds the
 * filters, search and page, so a reload or Back shows the same list and `?status=Paid` links to it.
 */
export function OrderList() {
  const router = useRouter();
  const pathname = usePathname() ?? '/admin/orders';
  const params = useSearchParams();
  const state = parseOrderListQuery(params ?? new URLSearchParams());
  const { data, error, isLoading } = useSWR(ordersPath(state), fetchOrderPage, { keepPreviousData: true });

  // Each change is a new history entry, so Back returns to the list as it was.
  const go = (next: OrderListState) =>
    router.push(`${pathname}${orderListQueryString(next)}`, { scroll: false });

  return (
    <div className="admin-orders">
      <OpenReturns />
      <OrderFilters value={state} onChange={go} />
      {error && (
        <p className="notice notice--error" role="alert">
          {error instanceof Error ? error.message : ADMIN_ORDER_MESSAGES.fetchFailed}
        </p>
      )}
      {!data && isLoading ? (
        <p role="status">{MESSAGES.loading}</p>
      ) : data && data.items.length === 0 ? (
        <p className="notice" role="status">
          {ADMIN_ORDER_MESSAGES.noOrders}
        </p>
      ) : data ? (
        <>
          <p className="admin-orders__count" role="status">
            {data.total} {data.total === 1 ? 'order' : 'orders'}
          </p>
          <table className="admin-orders__table" data-testid="admin-order-list">
            <caption className="visually-hidden">
              {state.sort === 'shipBy' ? `Orders, ${SHIP_BY_TEXTS.sortShipBy}` : 'Orders, newest first'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col">{SHIP_BY_TEXTS.shipBy}</th>
                <th scope="col">Items</th>
                <th scope="col" className="admin-orders__num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </tbody>
          </table>
          <nav className="admin-orders__pager" aria-label="Pages">
            <button
              type="button"
              className="button button--ghost"
              disabled={state.page <= 1}
              onClick={() => go({ ...state, page: state.page - 1 })}
            >
              Previous
            </button>
            <span>
              Page {data.page} of {Math.max(data.totalPages, 1)}
            </span>
            <button
              type="button"
              className="button button--ghost"
              disabled={state.page >= data.totalPages}
              onClick={() => go({ ...state, page: state.page + 1 })}
            >
              Next
            </button>
          </nav>
        </>
      ) : null}
    </div>
  );
}

type OrderSummary = Awaited<ReturnType<typeof fetchOrderPage>>['items'][number];

/** One order of the list: its number (a link), date, customer, status (late or not), ship-by day, item count and total. */
function OrderRow({ order }: { order: OrderSummary }) {
  return (
    <tr data-testid="admin-order-row">
      <th scope="row" data-label="Order">
        <Link href={`/admin/orders/${order.id}`} className="admin-orders__link">
          {order.orderId}
        </Link>
        {order.type === 'backorder' && <span className="order-card__tag">Backorder</span>}
      </th>
      <td data-label="Date">{format(new Date(order.createdAt), 'MMM d, yyyy')}</td>
      <td data-label="Customer">
        {/* One block, so a phone's stacked row keeps name and email beside their label. */}
        <div>
          <span className="admin-orders__customer">{order.customerName || order.customerEmail}</span>
          {order.customerName && <span className="admin-orders__email">{order.customerEmail}</span>}
        </div>
      </td>
      <td data-label="Status">
        <OrderStatusBadge status={order.status} />
        {order.late && <LateBadge />}
      </td>
      <td data-label={SHIP_BY_TEXTS.shipBy}>{order.shipBy ? shipByDate(order.shipBy) : '—'}</td>
      <td data-label="Items">{order.itemCount}</td>
      <td data-label="Total" className="admin-orders__num">
        {formatPrice(order.total)}
      </td>
    </tr>
  );
}
