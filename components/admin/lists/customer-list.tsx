'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { format } from 'date-fns/format';
import { withFilter } from '@/lib/admin-lists';
import { ADMIN_CUSTOMERS_PATH } from '@/lib/client/admin-catalog';
import { customerPagePath } from '@/lib/client/admin-customers';
import { ACTIVE_CUSTOMER_DAYS } from '@/lib/constants/admin';
import { formatPrice } from '@/lib/money';
import {
  customerPageSchema,
  customerSorts,
  type AdminCustomer,
  type CustomerSort,
} from '@/lib/schemas/admin-customers';
import { AdminList, type ListColumn } from './admin-list';
import { useWorkspaceDatabase, workspaceColumn } from './workspace-notice';

const DEFAULTS = { sort: 'name', dir: 'asc', filters: ['active', 'unverified'] } as const satisfies {
  sort: CustomerSort;
  dir: 'asc';
  filters: readonly string[];
};

const COLUMNS: ListColumn<AdminCustomer, CustomerSort>[] = [
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    primary: true,
    cell: (customer) => (
      <>
        <Link href={customerPagePath(customer.id)} className="admin-table__title">
          {customer.name || customer.email}
        </Link>
        {customer.active && (
          <span
            className="status-pill status-pill--on"
            title={`Active within the last ${ACTIVE_CUSTOMER_DAYS} days`}
          >
            Active
          </span>
        )}
      </>
    ),
  },
  {
    id: 'email',
    header: 'Email',
    sort: 'email',
    cell: (customer) => <a href={`mailto:${customer.email}`}>{customer.email}</a>,
  },
  { id: 'phone', header: 'Phone', sort: 'phone', cell: (customer) => customer.phone || '—' },
  {
    id: 'lastActive',
    header: 'Last active',
    sort: 'lastActive',
    cell: (customer) =>
      customer.lastActive ? (
        <time dateTime={customer.lastActive}>{format(new Date(customer.lastActive), 'MMM d, yyyy')}</time>
      ) : (
        'Never'
      ),
  },
  { id: 'orders', header: 'Orders', sort: 'orders', numeric: true, cell: (customer) => customer.orders },
  {
    id: 'totalSpent',
    header: 'Total spent',
    sort: 'totalSpent',
    numeric: true,
    cell: (customer) => formatPrice(customer.totalSpent),
  },
];

const WORKSPACE = workspaceColumn<AdminCustomer>((customer) => customer.name || customer.email);

/** My Customers (spec §2): who buys, how to reach them, when they last came by and what they spent. */
export function CustomerList() {
  const linked = useWorkspaceDatabase('customers') !== null;
  const columns = useMemo(() => (linked ? [...COLUMNS, WORKSPACE] : COLUMNS), [linked]);
  return (
    <AdminList
      label="Customers"
      endpoint={ADMIN_CUSTOMERS_PATH}
      schema={customerPageSchema}
      sorts={customerSorts}
      defaults={DEFAULTS}
      columns={columns}
      rowKey={(customer) => customer.id}
      things="customers"
      searchLabel="Search by name or email"
      filters={(state, update) => (
        <>
          <label className="admin-list__filter">
            <span className="field__label">Show</span>
            <select
              className="input"
              value={state.filters.active ?? ''}
              onChange={(event) =>
                update({ filters: withFilter(state.filters, 'active', event.target.value) })
              }
            >
              <option value="">All customers</option>
              <option value="true">Active (last {ACTIVE_CUSTOMER_DAYS} days)</option>
              <option value="false">Not active lately</option>
            </select>
          </label>
          <label className="admin-list__filter admin-list__check">
            <input
              type="checkbox"
              checked={state.filters.unverified === 'true'}
              onChange={(event) =>
                update({
                  filters: withFilter(state.filters, 'unverified', event.target.checked ? 'true' : ''),
                })
              }
            />
            <span>Include unverified sign-ups with no orders</span>
          </label>
        </>
      )}
    />
  );
}
