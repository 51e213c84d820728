import type { Metadata } from 'next';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

/** Guest checkout: the basket and the form live in the browser. */
export default function CheckoutPage() {
  return <CheckoutScreen audience="guest" />;
}
