import type { Metadata } from 'next';
import Link from 'next/link';
import { getStore } from '@/lib/api/stores';
import { getAppSession } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

type Props = { params: Promise<{ tenant: string }> };

/** The admin's landing page until the back-office screens arrive. */
export default async function AdminPage({ params }: Props) {
  const { tenant } = await params;
  const [store, { user }] = await Promise.all([getStore(tenant), getAppSession(tenant)]);
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Back-office</p>
        <h1 className="page-title" data-testid="admin-store-name">
          {store?.storeName ?? tenant}
        </h1>
        <p className="page-lead">Signed in as {user?.email}.</p>
      </header>
      <p className="notice">
        Design your storefront, its pages and its details in <Link href="/admin/store">Store</Link>. Products, customers, payments
        and analytics arrive next.
      </p>
    </div>
  );
}
