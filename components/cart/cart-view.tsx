'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useInventoryUpdates } from '@/components/store/realtime-provider';
import { lineKey } from '@/lib/cart/cart-item';
import { anyExceedsStock } from '@/lib/cart/cart-rules';
import { cartStore } from '@/lib/cart/cart-store';
import { MESSAGES } from '@/lib/messages';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { useBasketTax } from './use-basket-tax';
import { EmptyBasket } from './empty-basket';
import { useCart } from './use-cart';
import { GiftCardLines, GiftCardPaymentLines } from './gift-card-lines';
import { useGiftCardBasket } from './use-gift-card-basket';
import { giftCardBasketCents } from '@/lib/cart/gift-card-basket';
import { productPath } from '@/lib/product-address';
import '@/app/styles/checkout.css';

/**
 * The basket page, for guests (/cart) and customers (/customer/cart): lines, totals and Proceed to
 * Checkout, which is refused while a line holds more than its stock. Stock changes arrive live
 * while the page is open.
 */
export function CartView() {
  const router = useRouter();
  const { ready, ownerId, items, notes } = useCart();
  const [blocked, setBlocked] = useState(false);
  const tax = useBasketTax(items, ownerId ?? 'guest', ready);
  const giftCards = useGiftCardBasket();
  useInventoryUpdates(
    (event) => {
      if (event.variantId && event.newVariantInventory !== undefined)
        cartStore.setStock(event.productId, event.newVariantInventory, event.variantId);
      else cartStore.setStock(event.productId, event.newInventory);
    },
    items.map((item) => item.id),
  );

  if (!ready) {
    return (
      <p className="cart-loading" role="status">
        {MESSAGES.loading}
      </p>
    );
  }
  if (items.length === 0 && giftCards.length === 0) return <EmptyBasket />;

  const linePath = (item: { id: string; handle?: string; variantId?: string }) =>
    `${ownerId ? '/customer' : ''}${productPath(item)}${item.variantId ? `?variant=${encodeURIComponent(item.variantId)}` : ''}`;
  const over = anyExceedsStock(items);
  const proceed = () => {
    if (over) return setBlocked(true);
    // The basket is not a step to come back to with the back button.
    router.replace(ownerId ? '/customer/checkout' : '/checkout');
  };

  return (
    <div className="cart">
      <ul className="cart__lines" aria-label="Basket items">
        {items.map((item) => (
          <CartLine
            key={lineKey(item)}
            item={item}
            note={notes[lineKey(item)]}
            productHref={linePath(item)}
          />
        ))}
      </ul>
      <GiftCardLines cards={giftCards} removable />
      <aside className="cart__summary" aria-label="Basket total">
        {items.length > 0 && <CartTotals items={items} tax={tax} />}
        <GiftCardPaymentLines boughtCents={giftCardBasketCents(giftCards)} paidCents={0} lastFour={null} />
        {blocked && over && (
          <p className="auth-form__error" role="alert" data-testid="cart-alert">
            {MESSAGES.basketExceedsStock}
          </p>
        )}
        <button
          type="button"
          className="button button--primary button--wide"
          onClick={proceed}
          data-testid="proceed-to-checkout"
        >
          Proceed to Checkout
        </button>
      </aside>
    </div>
  );
}
