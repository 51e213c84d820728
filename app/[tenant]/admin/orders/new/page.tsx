import type { Metadata } from 'next';
import Link from 'next/link';
import { NewOrderForm } from '@/components/admin/market/new-order-form';
import '@/app/styles/admin-market.css';
import '@/components/admin/analytics/analytics.css';

export const metadata: Metadata = { title: 'New order', robots: { index: false } };

/** An order made by hand: a phone order, a sale at the door, a commission. */
export default function AdminNewOrderPage() {
  return (
    <div className="container page admin-page market-page">
      <header className="admin-list-header">
        <div>
          <p className="eyebrow">
            <Link href="/admin/orders">Orders</Link>
          </p>
          <h1 className="page-title">New order</h1>
        </div>
      </header>
      <NewOrderForm />
    </div>
  );
}
