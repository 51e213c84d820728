'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { LineAnswers } from '@/components/orders/line-answers';
import { ProductImage } from '@/components/store/product-image';
import { lineKey, type CartItem } from '@/lib/cart/cart-item';
import { exceedsStock } from '@/lib/cart/cart-rules';
import { cartStore } from '@/lib/cart/cart-store';
import { STOREFRONT_MESSAGES as MESSAGES } from '@/lib/messages/storefront';
import { formatPrice } from '@/lib/money';
import { lineLabel, stockCap } from '@/lib/product';
import '@/app/styles/checkout.css';

type Props = { item: CartItem; note?: string; productHref: string };

/**
 * One basket line. The quantity box keeps what is being typed (an empty box while retyping), and
 * the basket takes every value that is a number: clamped to 1..stock, anything else ignored.
 */
export function CartLine({ item, note, productHref }: Props) {
  const [draft, setDraft] = useState<{ quantity: number; text: string }>({
    quantity: item.quantity,
    text: String(item.quantity),
  });
  // The basket changed the quantity (clamp, another tab): show its value.
  const text = draft.quantity === item.quantity ? draft.text : String(item.quantity);
  const over = exceedsStock(item);
  const key = lineKey(item);
  // Its own id: a line's key holds its answers, which an id cannot.
  const inputId = `cart-quantity-${useId()}`;
  const label = lineLabel(item);

  const onChange = (value: string) => {
    cartStore.update(key, value);
    const quantity =
      cartStore.getSnapshot().items.find((line) => lineKey(line) === key)?.quantity ?? item.quantity;
    // A clamped value shows the clamp; an ignored one leaves the box as it was, except while empty.
    setDraft({ quantity, text: value === '' || String(quantity) === value ? value : String(quantity) });
  };

  return (
    <li className={`cart-line${over ? ' cart-line--over' : ''}`} data-testid="cart-line">
      <Link href={productHref} className="cart-line__media" tabIndex={-1} aria-hidden="true">
        <ProductImage sources={[item.image]} alt="" className="cart-line__image" sizes="96px" />
      </Link>
      <div className="cart-line__body">
        <Link href={productHref} className="cart-line__name">
          {item.name}
        </Link>
        {item.variantName && (
          <p className="cart-line__variant" data-testid="cart-variant">
            {item.variantName}
          </p>
        )}
        <LineAnswers answers={item.answers} className="cart-line__answers" />
        {item.size && <p className="cart-line__size">Size {item.size}</p>}
        <p className="cart-line__price" data-testid="cart-price">
          {formatPrice(item.price)}
        </p>
        {over && (
          <p className="cart-line__warning" role="alert">
            {item.totalInventory === 0 ? MESSAGES.outOfStock : `Only ${stockCap(item)} available`}
          </p>
        )}
        {note && !over && (
          <p className="cart-line__note" role="status" data-testid="cart-note">
            {note}
          </p>
        )}
      </div>
      <div className="cart-line__controls">
        <label htmlFor={inputId} className="visually-hidden">
          Quantity of {label}
        </label>
        <input
          id={inputId}
          className="input cart-line__quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={stockCap(item)}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => setDraft({ quantity: item.quantity, text: String(item.quantity) })}
          data-testid="cart-quantity"
        />
        <button
          type="button"
          className="link-button cart-line__remove"
          onClick={() => cartStore.remove(key)}
          data-testid="cart-remove"
        >
          Remove<span className="visually-hidden"> {label}</span>
        </button>
      </div>
    </li>
  );
}
