import Link from 'next/link';
import { MESSAGES } from '@/lib/messages';
import '@/app/styles/checkout.css';

/** What the basket and checkout show once nothing is left in the basket: a way back to the shop. */
export function EmptyBasket() {
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <p className="page-lead">{MESSAGES.basketEmpty}</p>
      <Link href="/shop" className="button">
        Explore Collection
      </Link>
    </div>
  );
}
