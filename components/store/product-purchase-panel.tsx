'use client';

import { useState } from 'react';
import { useCart } from '@/components/cart/use-cart';
import { cartProductOf, stockKey } from '@/lib/cart/cart-item';
import { lineLabel } from '@/lib/product';
import type { Product, ProductVariant } from '@/lib/schemas/product';
import { AddToBasketButton } from './add-to-basket-button';
import { AvailabilityTile } from './availability-tile';
import { BackorderOffer } from './backorder-offer';
import {
  PersonalisationFields,
  questionsOf,
  usePersonalisation,
  type Personalisation,
} from './personalisation-fields';
import { useInventory } from './realtime-provider';

type Props = { product: Product; storeName: string };

/**
 * Stock and the buy button of a product page. Stock follows the socket's inventory updates, and
 * each piece put in the basket takes one off what is shown (never below 0) until the next live
 * value arrives. When the shopper's own basket holds every piece left, the page says so rather
 * than Out of Stock; a piece sold out for everyone offers a backorder instead.
 */
export function ProductPurchasePanel({ product, storeName }: Props) {
  const live = useInventory(product.id, product.totalInventory);
  const personalisation = usePersonalisation(product.id, questionsOf(product));
  return (
    <PurchaseControls product={product} storeName={storeName} live={live} personalisation={personalisation} />
  );
}

type ControlsProps = Props & {
  /** The live stock of what is bought: the product's, or the chosen variant's. */
  live: number | null;
  /** The chosen variant, for a product with variants. */
  variant?: ProductVariant;
  /** Set while a variant is still to be chosen: the button is disabled with this hint. */
  chooseHint?: string;
  /** The product's questions and the buyer's answers, asked above the button. */
  personalisation?: Personalisation;
};

/** The tile and the button (or what replaces it) for a live stock; see ProductPurchasePanel. */
export function PurchaseControls({
  product,
  storeName,
  live,
  variant,
  chooseHint,
  personalisation,
}: ControlsProps) {
  const [taken, setTaken] = useState<{ from: number | null; count: number }>({ from: live, count: 0 });
  // Units taken count against the live value they were taken from; a newer value starts afresh.
  const count = taken.from === live ? taken.count : 0;
  const shown = live === null ? null : Math.max(0, live - count);
  const soldOut = live !== null && live <= 0;
  const line = cartProductOf(product, variant);
  // Every line of this stock: two engravings of one piece are two lines.
  const inBasket = useCart()
    .items.filter((item) => stockKey(item) === stockKey(line))
    .reduce((sum, item) => sum + item.quantity, 0);
  // None left to add because this page's additions took them, or (on a later visit, before any
  // addition here) because the basket already holds as many as are in stock.
  const basketHoldsAll = shown === 0 || (count === 0 && live !== null && inBasket >= live);
  const allInBasket = !chooseHint && live !== null && live > 0 && basketHoldsAll ? live : undefined;

  return (
    <div className="purchase-panel">
      <AvailabilityTile totalInventory={shown} allInBasket={allInBasket} />
      {soldOut ? (
        <>
          {/* The tile already says Out of Stock; this line says what happens next instead. */}
          <p className="purchase-panel__sold-out">This piece has sold out for now. New work arrives often.</p>
          {personalisation && <PersonalisationFields price={line.price} state={personalisation} />}
          <BackorderOffer
            product={variant ? { ...line, name: lineLabel(line) } : product}
            storeName={storeName}
            checkLine={personalisation && (() => personalisation.lineOf(line))}
          />
        </>
      ) : allInBasket ? (
        <p className="purchase-panel__sold-out">
          They are yours to check out from your basket; new work arrives often.
        </p>
      ) : (
        <>
          {personalisation && <PersonalisationFields price={line.price} state={personalisation} />}
          <AddToBasketButton
            product={line}
            className="button--primary button--wide"
            disabledHint={chooseHint}
            lineToAdd={personalisation && (() => personalisation.lineOf(line))}
            onAdded={() => setTaken({ from: live, count: count + 1 })}
          />
        </>
      )}
    </div>
  );
}
