'use client';

import type { FormEvent } from 'react';
import { ORDER_STATUS_FILTERS, ORDER_TYPE_FILTERS } from '@/lib/constants/orders';
import type { OrderListState } from '@/lib/client/admin-orders';
import type { OrderStatusFilter, OrderTypeFilter } from '@/lib/order-filters';

type Props = { value: OrderListState; onChange: (next: OrderListState) => void };

/**
 * The order list's controls: the storefront's Status and Type filters, and a search by order id or
 * customer. Each change starts again at page 1; search applies on submit.
 */
export function OrderFilters({ value, onChange }: Props) {
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onChange({ ...value, q: typeof q === 'string' ? q.trim() : '', page: 1 });
  };

  return (
    <form className="admin-orders__filters" role="search" aria-label="Orders" onSubmit={search}>
      <label className="orders__filter">
        <span>Status</span>
        <select
          className="input"
          value={value.status}
          onChange={(event) =>
            onChange({ ...value, status: event.target.value as OrderStatusFilter, page: 1 })
          }
          data-testid="order-status-filter"
        >
          {ORDER_STATUS_FILTERS.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
      </label>
      <label className="orders__filter">
        <span>Type</span>
        <select
          className="input"
          value={value.type}
          onChange={(event) => onChange({ ...value, type: event.target.value as OrderTypeFilter, page: 1 })}
          data-testid="order-type-filter"
        >
          {ORDER_TYPE_FILTERS.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </label>
      <label className="orders__filter admin-orders__search">
        <span>Search</span>
        {/* Keyed by the address's text, so Back and Forward show what the list shows. */}
        <input
          key={value.q}
          className="input"
          type="search"
          name="q"
          defaultValue={value.q}
          maxLength={200}
          placeholder="Order id, customer name or email"
          data-testid="order-search"
        />
      </label>
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
