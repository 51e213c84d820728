import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { CustomerList } from '@/components/admin/lists/customer-list';
import { WorkspaceNotice } from '@/components/admin/lists/workspace-notice';
import '@/app/styles/admin-catalog.css';

export const metadata: Metadata = { title: 'My Customers', robots: { index: false } };

/** My Customers: search, sort and page through the store's customers. */
export default function AdminCustomersPage() {
  return (
    <div className="container page admin-page">
      <header className="admin-list-header">
        <div>
          <p className="eyebrow">Back-office</p>
          <h1 className="page-title">My Customers</h1>
        </div>
        <Link href="/admin/newsletter" className="button button--ghost">
          Newsletter
        </Link>
        <Link href="/admin/basket-reminders" className="button button--ghost">
          Basket reminders
        </Link>
      </header>
      <WorkspaceNotice kind="customers" />
      <Suspense>
        <CustomerList />
      </Suspense>
    </div>
  );
}
