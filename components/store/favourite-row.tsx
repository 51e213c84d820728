'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FAVOURITE_MESSAGES } from '@/lib/constants/favourites';
import { favouritePrice, favouriteStock, isSoldOut } from '@/lib/favourites/favourite-view';
import { favouritesStore } from '@/lib/favourites/favourites-store';
import { productImageUrl } from '@/lib/product';
import { productPath } from '@/lib/product-address';
import type { Favourite } from '@/lib/schemas/favourites';
import type { Product } from '@/lib/schemas/product';
import { ProductImage } from './product-image';

type Props = {
  product: Product;
  /** Signed in: the account's favourite, with its back-in-stock choice; a guest's has none. */
  favourite?: Favourite;
};

/** One favourite: its picture and name linking to its page, price, stock and Remove. */
export function FavouriteRow({ product, favourite }: Props) {
  const [error, setError] = useState<string | null>(null);
  return (
    <li className="favourite-row" data-testid="favourite-row">
      <Link href={productPath(product)} className="favourite-row__link">
        <ProductImage
          sources={[productImageUrl(product.productImage, 'small')]}
          alt=""
          className="favourite-row__image"
          sizes="96px"
        />
        <span className="favourite-row__name">{product.name}</span>
      </Link>
      <p className="favourite-row__price">{favouritePrice(product)}</p>
      <p className="favourite-row__stock">{favouriteStock(product)}</p>
      {isSoldOut(product) && <BackInStock productId={product.id} favourite={favourite} onError={setError} />}
      <button
        type="button"
        className="button favourite-row__remove"
        onClick={async () => {
          const failure = await favouritesStore.toggle(product.id);
          if (failure || error) setError(failure);
        }}
      >
        Remove<span className="visually-hidden"> {product.name} from favourites</span>
      </button>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </li>
  );
}

type ChoiceProps = { productId: string; favourite?: Favourite; onError: (error: string | null) => void };

/** On a sold-out favourite: the one back-in-stock email, for a signed-in shopper who asks. */
function BackInStock({ productId, favourite, onError }: ChoiceProps) {
  if (!favourite)
    return (
      <p className="favourite-row__note">
        <Link href="/login">Sign in</Link> to be emailed when it’s back.
      </p>
    );
  const waiting = favourite.notifyWhenBack && !favourite.notifiedAt;
  const choose = async () => onError(await favouritesStore.notifyWhenBack(productId, !waiting));
  return (
    <div className="favourite-row__note">
      {waiting && <p role="status">{FAVOURITE_MESSAGES.willEmail}</p>}
      <button type="button" className="link-button" onClick={choose}>
        {waiting ? FAVOURITE_MESSAGES.stopEmail : FAVOURITE_MESSAGES.emailWhenBack}
      </button>
    </div>
  );
}
