'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { CUSTOMER_MESSAGES, customerPath, fetchCustomer } from '@/lib/client/admin-customers';
import { MESSAGES } from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import type { CustomerDetail as Detail, CustomerNote } from '@/lib/schemas/admin-customers';
import { OrderStatusBadge } from '../orders/order-status-badge';
import { when } from '../orders/order-when';
import { CustomerNotes } from './customer-notes';
import { CustomerPrivacy } from './customer-privacy';

const day = (iso: string | null) => (iso ? when(iso).replace(/, \d+:\d+ [AP]M$/, '') : '—');

/** The account line: a guest, or an account and whether its email is verified. */
function accountText(account: Detail['account']) {
  if (!account) return 'Guest (no account)';
  return `Account since ${day(account.createdAt)}, ${account.verified ? 'email verified' : 'email not verified'}`;
}

function Contact({ customer }: { customer: Detail }) {
  return (
    <section className="admin-order__panel" aria-labelledby="customer-contact">
      <h2 id="customer-contact">Contact</h2>
      <dl className="admin-order__facts">
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{customer.phone || '—'}</dd>
        <dt>Account</dt>
        <dd data-testid="customer-account">{accountText(customer.account)}</dd>
      </dl>
      <h3 className="customer-page__subhead">Addresses used</h3>
      {customer.addresses.length === 0 ? (
        <p className="admin-order__muted">No address given yet.</p>
      ) : (
        customer.addresses.map((address) => (
          <address key={address.lines.join('|')} className="admin-order__address">
            {[address.name, ...address.lines].filter(Boolean).map((line) => (
              <span key={line} className="admin-order__line">
                {line}
              </span>
            ))}
          </address>
        ))
      )}
    </section>
  );
}

function Figures({ customer }: { customer: Detail }) {
  return (
    <section className="admin-order__panel" aria-labelledby="customer-figures">
      <h2 id="customer-figures">Overview</h2>
      <dl className="admin-order__facts">
        <dt>Lifetime value</dt>
        <dd data-testid="customer-lifetime-value">{formatPrice(customer.lifetimeValue)}</dd>
        <dt>Orders</dt>
        <dd>{customer.orders}</dd>
        <dt>First order</dt>
        <dd>{day(customer.firstOrder)}</dd>
        <dt>Last order</dt>
        <dd>{day(customer.lastOrder)}</dd>
      </dl>
    </section>
  );
}

function Orders({ orders }: { orders: Detail['orderList'] }) {
  return (
    <section className="admin-order__panel" aria-labelledby="customer-orders">
      <h2 id="customer-orders">Orders</h2>
      {orders.length === 0 ? (
        <p className="admin-order__muted">No orders yet.</p>
      ) : (
        <ul className="admin-order__items">
          {orders.map((order) => (
            <li key={order.id}>
              <span>
                <Link href={`/admin/orders/${order.id}`}>{order.orderId}</Link>{' '}
                <span className="admin-order__muted">{day(order.createdAt)}</span>
              </span>
              <span>
                <OrderStatusBadge status={order.status} /> {formatPrice(order.total)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A customer (guest or account): contact, addresses, figures, orders, the owner's notes and their data. */
export function CustomerDetail({ id }: { id: string }) {
  const { data: customer, error, isLoading, mutate } = useSWR(customerPath(id), fetchCustomer);
  if (!customer) {
    if (isLoading) return <p role="status">{MESSAGES.loading}</p>;
    return (
      <p className="notice notice--error" role="alert">
        {error instanceof Error ? error.message : CUSTOMER_MESSAGES.fetchFailed}
      </p>
    );
  }
  const onAdded = (note: CustomerNote) =>
    void mutate({ ...customer, notes: [note, ...customer.notes] }, { revalidate: false });
  return (
    <article className="admin-order" data-testid="admin-customer">
      <header className="admin-order__header">
        <div>
          <p className="eyebrow">
            <Link href="/admin/customers">Customers</Link>
          </p>
          <h1 className="page-title">{customer.name || customer.email}</h1>
          <p className="admin-order__muted">
            {customer.account ? 'Customer with an account' : 'Guest customer'}
          </p>
        </div>
      </header>
      <div className="admin-order__grid">
        <Figures customer={customer} />
        <Contact customer={customer} />
        <Orders orders={customer.orderList} />
        <CustomerNotes customerId={customer.id} notes={customer.notes} onAdded={onAdded} />
        <CustomerPrivacy email={customer.email} />
      </div>
    </article>
  );
}
