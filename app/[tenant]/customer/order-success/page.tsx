import type { Metadata } from 'next';
import Link from 'next/link';
import { MESSAGES } from '@/lib/messages';

export const metadata: Metadata = { title: 'Order placed', robots: { index: false } };

/** Where a customer lands after paying (or after creating an account from a guest order). */
export default function OrderSuccessPage() {
  return (
    <div className="container page page--centered" data-testid="order-success">
      <p className="eyebrow">Thank you</p>
      <h1 className="page-title">{MESSAGES.orderPlaced}</h1>
      <p className="page-lead">
        A confirmation email is on its way with your order details. We will write again when your order ships.
      </p>
      <Link href="/customer/orders" className="button" data-testid="view-my-orders">
        View My Orders
      </Link>
    </div>
  );
}
