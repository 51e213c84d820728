import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { ProductList } from '@/components/admin/lists/product-list';
import { CatalogCsv } from '@/components/admin/products/catalog-csv';
import { WorkspaceNotice } from '@/components/admin/lists/workspace-notice';
import '@/app/styles/admin-catalog.css';

export const metadata: Metadata = { title: 'My Products', robots: { index: false } };

/** My Products: every product, archived included; each opens its editor. */
export default function AdminProductsPage() {
  return (
    <div className="container page admin-page">
      <header className="admin-list-header">
        <div>
          <p className="eyebrow">Back-office</p>
          <h1 className="page-title">My Products</h1>
        </div>
        <div className="admin-list-header__actions">
          <CatalogCsv />
          <Link href="/admin/categories" className="button button--ghost">
            Categories
          </Link>
          <Link href="/admin/redirects" className="button button--ghost">
            Redirects
          </Link>
          <Link href="/admin/products/new" className="button">
            New product
          </Link>
        </div>
      </header>
      <WorkspaceNotice kind="products" />
      <Suspense>
        <ProductList />
      </Suspense>
    </div>
  );
}
