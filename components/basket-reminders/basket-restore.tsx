'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { CartView } from '@/components/cart/cart-view';
import { useCart } from '@/components/cart/use-cart';
import { ScreenMessage } from '@/components/ui/screen-message';
import { restoreBasket } from '@/lib/client/basket-reminders';
import { cartStore } from '@/lib/cart/cart-store';
import { BASKET_REMINDER_MESSAGES } from '@/lib/constants/basket-reminders';
import { MESSAGES } from '@/lib/messages';
import { putInBasket } from './restore-lines';

type State =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'done'; missing: number; kept: number };

/**
 * A reminder's link: the basket it kept comes back into this browser's basket (pieces no longer in
 * the shop are left out, and the page says so), then the page shows the basket.
 */
export function BasketRestore({ token }: { token: string }) {
  const { ready } = useCart();
  const [status, setStatus] = useState<State>({ state: 'loading' });
  const asked = useRef(false);

  useEffect(() => {
    if (!ready || !token || asked.current) return;
    asked.current = true;
    void restoreBasket(token).then((result) => {
      if ('error' in result) return setStatus({ state: 'error', message: result.error });
      putInBasket(cartStore, result.lines);
      setStatus({ state: 'done', missing: result.missing, kept: result.lines.length });
    });
  }, [ready, token]);

  const shown: State = token ? status : { state: 'error', message: BASKET_REMINDER_MESSAGES.linkInvalid };
  if (shown.state === 'loading') return <ScreenMessage title="Your basket">{MESSAGES.loading}</ScreenMessage>;
  if (shown.state === 'error')
    return (
      <ScreenMessage
        title="Basket link"
        testId="basket-restore"
        action={
          <Link href="/shop" className="button">
            Browse the shop
          </Link>
        }
      >
        <p className="page-lead" role="alert">
          {shown.message}
        </p>
      </ScreenMessage>
    );
  return (
    <div className="container page" data-testid="basket-restore">
      <header className="page-header">
        <p className="eyebrow">Your basket</p>
        <h1 className="page-title">Basket</h1>
      </header>
      <p className="notice" role="status">
        {shown.kept > 0 ? BASKET_REMINDER_MESSAGES.restored : BASKET_REMINDER_MESSAGES.nothingLeft}
        {shown.kept > 0 && shown.missing > 0 ? ` ${BASKET_REMINDER_MESSAGES.missing(shown.missing)}` : ''}
      </p>
      <CartView />
    </div>
  );
}
