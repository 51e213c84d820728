'use client';

import type { FormEvent } from 'react';
import { OrderFilterSelects } from '@/components/account/order-filter-selects';
import type { OrderListState } from '@/lib/client/admin-orders';

type Props = { value: OrderListState; onChange: (next: OrderListState) => void };

/** The search box's own attributes; its text is the address's `q`. */
const SEARCH_INPUT = {
  className: 'input',
  type: 'search',
  name: 'q',
  maxLength: 200,
  placeholder: 'Order id, customer name or email',
  'data-testid': 'order-search',
} as const;

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
      <OrderFilterSelects
        status={value.status}
        type={value.type}
        onStatus={(status) => onChange({ ...value, status, page: 1 })}
        onType={(type) => onChange({ ...value, type, page: 1 })}
      />
      <label className="orders__filter admin-orders__search">
        <span>Search</span>
        {/* Keyed by the address's text, so Back and Forward show what the list shows. */}
        <input key={value.q} {...SEARCH_INPUT} defaultValue={value.q} />
      </label>
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
