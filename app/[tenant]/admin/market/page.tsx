import type { Metadata } from 'next';
import Link from 'next/link';
import { MarketScreen } from '@/components/admin/market/market-screen';
import '@/app/styles/admin-market.css';

export const metadata: Metadata = { title: 'Market', robots: { index: false } };

/** The phone-sized market screen: a sale in a few taps, paid there. */
export default function AdminMarketPage() {
  return (
    <div className="container page admin-page market-page">
      <header className="admin-list-header">
        <div>
          <p className="eyebrow">
            <Link href="/admin/orders">Orders</Link>
          </p>
          <h1 className="page-title">Market</h1>
        </div>
      </header>
      <MarketScreen />
    </div>
  );
}
