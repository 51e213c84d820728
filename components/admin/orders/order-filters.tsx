'use client';

import type { FormEvent } from 'react';
import { OrderFilterSelects } from '@/components/account/order-filter-selects';
import { ORDER_LIST_SORTS, type OrderListSort, type OrderListState } from '@/lib/client/admin-orders';
import { ADMIN_ORDER_TYPE_FILTERS } from '@/lib/constants/orders';
import { SHIP_BY_TEXTS } from '@/lib/order-desk';
import '@/app/styles/account.css';

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

/** The list's orders by name. */
const SORT_NAMES: Record<OrderListSort, string> = {
  newest: SHIP_BY_TEXTS.sortNewest,
  shipBy: SHIP_BY_TEXTS.sortShipBy,
};

/**
 * The order list's controls: the storefront's Status and Type filters, the late orders only, a
 * search by order id or customer, and the order (newest first, or by ship-by day). Each change
 * starts again at page 1; search applies on submit.
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
        types={ADMIN_ORDER_TYPE_FILTERS}
        onStatus={(status) => onChange({ ...value, status, page: 1 })}
        onType={(type) => onChange({ ...value, type, page: 1 })}
      />
      <label className="orders__filter admin-list__check">
        <input
          type="checkbox"
          name="late"
          checked={value.late}
          onChange={(event) => onChange({ ...value, late: event.target.checked, page: 1 })}
        />
        <span>{SHIP_BY_TEXTS.late}</span>
      </label>
      <label className="orders__filter">
        <span>{SHIP_BY_TEXTS.sortBy}</span>
        <select
          className="input"
          name="sort"
          value={value.sort}
          onChange={(event) => onChange({ ...value, sort: event.target.value as OrderListSort, page: 1 })}
        >
          {ORDER_LIST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_NAMES[sort]}
            </option>
          ))}
        </select>
      </label>
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
