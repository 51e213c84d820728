import type { Metadata } from 'next';
import { CategoriesManager } from '@/components/admin/categories/categories-manager';
import '@/app/styles/admin-settings.css';
import '@/app/styles/admin-events.css';

export const metadata: Metadata = { title: 'Categories', robots: { index: false } };

/** Categories: how the shop groups the store's pieces (home page cards, the shop's filter). */
export default function AdminCategoriesPage() {
  return (
    <div className="container page admin-page admin-events-page">
      <header className="page-header">
        <p className="eyebrow">Back-office</p>
        <h1 className="page-title">Categories</h1>
        <p className="page-lead">
          Group your pieces for shoppers: each category gets a card on the home page.
        </p>
      </header>
      <CategoriesManager />
    </div>
  );
}
