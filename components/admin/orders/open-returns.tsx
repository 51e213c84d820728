'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { fetchReturnRequests, OPEN_RETURNS_PATH } from '@/lib/client/admin-returns';

/** The return and withdrawal requests waiting for the owner, each a link to its order; nothing when none wait. */
export function OpenReturns() {
  const { data } = useSWR(OPEN_RETURNS_PATH, fetchReturnRequests);
  if (!data?.length) return null;
  const orders = [...new Map(data.map((request) => [request.orderId, request.orderNumber]))];
  return (
    <p className="notice" data-testid="open-returns">
      <strong>
        {data.length} return {data.length === 1 ? 'request waits' : 'requests wait'} for you:
      </strong>{' '}
      {orders.map(([id, number], index) => (
        <span key={id}>
          {index > 0 && ', '}
          <Link href={`/admin/orders/${id}`}>{number}</Link>
        </span>
      ))}
    </p>
  );
}
