import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { OrderList } from '@/components/admin/orders/order-list';
import { MARKET_PATH, NEW_ORDER_PATH } from '@/lib/constants/orders';
import { MESSAGES } from '@/lib/messages';
import '@/app/styles/admin-orders.css';
import '@/app/styles/admin-catalog.css';

export const metadata: Metadata = { title: 'Orders', robots: { index: false } };

/** The store's orders: the storefront's filters, search by order id or customer, a page at a time. */
export default function AdminOrdersPage() {
  return (
    <div className="container page admin-page">
      <header className="admin-list-header">
        <div>
          <p className="eyebrow">Back-office</p>
          <h1 className="page-title">Orders</h1>
        </div>
        <div className="admin-list-header__actions">
          <Link href={NEW_ORDER_PATH} className="button button--primary">
            New order
          </Link>
          <Link href={MARKET_PATH} className="button button--ghost">
            Market
          </Link>
          <Link href="/admin/discounts" className="button button--ghost">
            Discounts
          </Link>
        </div>
      </header>
      <Suspense fallback={<p role="status">{MESSAGES.loading}</p>}>
        <OrderList />
      </Suspense>
    </div>
  );
}
