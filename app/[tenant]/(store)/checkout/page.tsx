import type { Metadata } from 'next';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

/** Guest checkout: the basket and the form live in the browser. */
export default function CheckoutPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Checkout</p>
        <h1 className="page-title">Checkout</h1>
      </header>
      <CheckoutFlow audience="guest" publishableKey={env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY} />
    </div>
  );
}
