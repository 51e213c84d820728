import type { Metadata } from 'next';
import Link from 'next/link';
import { NewProduct } from '@/components/admin/products/new-product';
import '@/app/styles/admin-catalog.css';

export const metadata: Metadata = { title: 'New product', robots: { index: false } };

export default function AdminNewProductPage() {
  return (
    <div className="container page admin-page">
      <header className="admin-list-header">
        <div>
          <p className="eyebrow">
            <Link href="/admin/products">My Products</Link>
          </p>
          <h1 className="page-title">New product</h1>
        </div>
      </header>
      <NewProduct />
    </div>
  );
}
