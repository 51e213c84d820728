import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrderList } from '@/components/admin/orders/order-list';
import { MESSAGES } from '@/lib/messages';
import '@/app/styles/admin-orders.css';

export const metadata: Metadata = { title: 'Orders', robots: { index: false } };

/** The store's orders: the storefront's filters, search by order id or customer, a page at a time. */
export default function AdminOrdersPage() {
  return (
    <div className="container page admin-page">
      <header className="page-header">
        <p className="eyebrow">Back-office</p>
        <h1 className="page-title">Orders</h1>
      </header>
      <Suspense fallback={<p role="status">{MESSAGES.loading}</p>}>
        <OrderList />
      </Suspense>
    </div>
  );
}
