import type { Metadata } from 'next';
import { CartView } from '@/components/cart/cart-view';

export const metadata: Metadata = { title: 'Basket', robots: { index: false } };

/** The basket. It lives in the browser, so the page itself is the same for everyone. */
export default function CartPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Your basket</p>
        <h1 className="page-title">Basket</h1>
      </header>
      <CartView />
    </div>
  );
}
