'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { takeLastOrder, type LastOrder } from '@/lib/checkout/checkout-storage';
import { MESSAGES } from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import { lineLabel } from '@/lib/product';
import { LineAnswers } from '@/components/orders/line-answers';
import { PostPurchaseRegisterForm } from './post-purchase-register-form';
import '@/app/styles/account.css';
import '@/app/styles/checkout.css';

const noSubscription = () => () => {};

type Props = { recaptchaSiteKey?: string; isDevelopment: boolean };

/**
 * Thanks a guest for the order checkout has just handed over, and offers an account linked to
 * it. Without an order (a direct visit, a second look) it goes home.
 */
export function GuestOrderSuccess({ recaptchaSiteKey, isDevelopment }: Props) {
  const router = useRouter();
  // Read in the browser only (the server has no sessionStorage); undefined until then.
  const order = useSyncExternalStore<LastOrder | null | undefined>(
    noSubscription,
    takeLastOrder,
    () => undefined,
  );

  useEffect(() => {
    if (order === null) router.replace('/');
  }, [order, router]);

  if (!order) return <p role="status">{MESSAGES.loading}</p>;
  return (
    <div className="order-thanks" data-testid="guest-order-success">
      <header className="page-header">
        <p className="eyebrow">Thank you</p>
        <h1 className="page-title">Thank you for your order!</h1>
        <p className="page-lead">
          Your order <strong data-testid="guest-order-id">{order.orderId}</strong> of{' '}
          <strong data-testid="guest-order-total">{formatPrice(order.total)}</strong> is placed. A
          confirmation email is on its way to {order.email}.
        </p>
      </header>
      {order.items && order.items.length > 0 && (
        <ul className="order-thanks__items" aria-label="Your order" data-testid="guest-order-items">
          {order.items.map((item, index) => (
            <li key={index}>
              {lineLabel(item)} × {item.quantity}
              <LineAnswers answers={item.answers} />
            </li>
          ))}
        </ul>
      )}
      <section className="account-card" aria-labelledby="post-purchase-title">
        <h2 id="post-purchase-title">Create an account</h2>
        <p className="auth-card__muted">
          Follow this order and check out faster next time: choose a password and your account is ready.
        </p>
        <PostPurchaseRegisterForm
          order={order}
          recaptchaSiteKey={recaptchaSiteKey}
          isDevelopment={isDevelopment}
        />
      </section>
    </div>
  );
}
