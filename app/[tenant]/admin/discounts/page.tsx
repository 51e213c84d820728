import type { Metadata } from 'next';
import { DiscountsManager } from '@/components/admin/discounts/discounts-manager';
import '@/app/styles/admin-settings.css';
import '@/app/styles/admin-events.css';

export const metadata: Metadata = { title: 'Discounts', robots: { index: false } };

/** Discounts: the store's discount codes, with their uses and the revenue of their orders. */
export default function AdminDiscountsPage() {
  return (
    <div className="container page admin-page admin-events-page">
      <header className="page-header">
        <p className="eyebrow">Back-office</p>
        <h1 className="page-title">Discounts</h1>
        <p className="page-lead">
          Codes shoppers enter at checkout: thank a returning customer or run a market-weekend sale.
        </p>
      </header>
      <DiscountsManager />
    </div>
  );
}
