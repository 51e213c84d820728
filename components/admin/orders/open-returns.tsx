'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { fetchReturnRequests, OPEN_RETURNS_PATH } from '@/lib/client/admin-returns';

/**
 * How many return and withdrawal requests wait for the owner; opened, each order is a link to its
 * desk (folded, so the list's own order links stay the only ones on view).
 */
export function OpenReturns() {
  const { data } = useSWR(OPEN_RETURNS_PATH, fetchReturnRequests);
  if (!data?.length) return null;
  const orders = [...new Map(data.map((request) => [request.orderId, request.orderNumber]))];
  return (
    <details className="notice" data-testid="open-returns">
      <summary>
        {data.length} return {data.length === 1 ? 'request waits' : 'requests wait'} for you
      </summary>
      <ul className="admin-order__returns">
        {orders.map(([id, number]) => (
          <li key={id}>
            <Link href={`/admin/orders/${id}`}>{number}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
