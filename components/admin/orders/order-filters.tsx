'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { ORDER_STATUS_FILTERS, ORDER_TYPE_FILTERS } from '@/lib/constants';
import type { OrderListState } from '@/lib/client/admin-orders';
import type { OrderStatusFilter, OrderTypeFilter } from '@/lib/order-filters';

type Props = { value: OrderListState; onChange: (next: OrderListState) => void };

/**
 * The order list's controls: the storefront's Status and Type filters, and a search by order id or
 * customer. Each change starts again at page 1; search applies on submit.
 */
export function OrderFilters({ value, onChange }: Props) {
  const [q, setQ] = useState(value.q);
  // Back and Forward change the query under the form: show what the list shows.
  useEffect(() => setQ(value.q), [value.q]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, q: q.trim(), page: 1 });
  };

  return (
    <form className="admin-orders__filters" role="search" aria-label="Orders" onSubmit={search}>
      <label className="orders__filter">
        <span>Status</span>
        <select className="input" value={value.status} onChange={(event) => onChange({ ...value, status: event.target.value as OrderStatusFilter, page: 1 })} data-testid="order-status-filter">
          {ORDER_STATUS_FILTERS.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
      </label>
      <label className="orders__filter">
        <span>Type</span>
        <select className="input" value={value.type} onChange={(event) => onChange({ ...value, type: event.target.value as OrderTypeFilter, page: 1 })} data-testid="order-type-filter">
          {ORDER_TYPE_FILTERS.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </label>
      <label className="orders__filter admin-orders__search">
        <span>Search</span>
        <input className="input" type="search" value={q} maxLength={200} placeholder="Order id, customer name or email" onChange={(event) => setQ(event.target.value)} data-testid="order-search" />
      </label>
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
