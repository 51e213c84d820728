'use client';

import { giftCardBasket, type BasketGiftCard } from '@/lib/cart/gift-card-basket';
import { formatPrice, toDollars } from '@/lib/money';
import '@/app/styles/checkout.css';

const price = (cents: number) => formatPrice(toDollars(cents));

/** The basket's gift cards: each with its amount and recipient, removable while not yet paid. */
export function GiftCardLines({ cards, removable }: { cards: BasketGiftCard[]; removable: boolean }) {
  if (cards.length === 0) return null;
  return (
    <ul className="cart__lines" aria-label="Gift cards" data-testid="gift-card-lines">
      {cards.map((card) => (
        <li key={card.id} className="cart-line" data-testid="gift-card-line">
          <div className="cart-line__info">
            <p className="cart-line__name">Gift card {price(card.amountCents)}</p>
            <p className="cart-line__meta">
              For {card.recipientName || card.recipientEmail}
              {card.deliverOn ? `, sent on ${card.deliverOn}` : ', sent once paid'}
            </p>
          </div>
          {removable && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => giftCardBasket.remove(card.id)}
              aria-label={`Remove gift card ${price(card.amountCents)}`}
            >
              Remove
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What the payment held of gift cards: the cards bought, and what a gift card code pays. */
export function GiftCardPaymentLines({
  boughtCents,
  paidCents,
  lastFour,
}: {
  boughtCents: number;
  paidCents: number;
  lastFour: string | null;
}) {
  if (!boughtCents && !paidCents) return null;
  return (
    <dl className="order-summary__gift-cards" data-testid="gift-card-summary">
      {boughtCents > 0 && (
        <div>
          <dt>Gift cards</dt>
          <dd>{price(boughtCents)}</dd>
        </div>
      )}
      {paidCents > 0 && (
        <div data-testid="gift-card-paid">
          <dt>Gift card ····{lastFour}</dt>
          <dd>−{price(paidCents)}</dd>
        </div>
      )}
    </dl>
  );
}
