'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { guestFavouriteProducts } from '@/lib/client/favourites';
import { FAVOURITE_MESSAGES } from '@/lib/constants/favourites';
import { favouritesStore } from '@/lib/favourites/favourites-store';
import { MESSAGES } from '@/lib/messages';
import type { Product } from '@/lib/schemas/product';
import { FavouriteRow } from './favourite-row';
import { useFavourites } from './use-favourites';

/**
 * The shopper's favourites with their current price and stock: the account's when signed in, the
 * browser's for a guest (priced from the public catalog). Each links to its page.
 */
export function FavouritesList() {
  const state = useFavourites();
  const guest = useGuestProducts(state.ready && !state.signedIn);
  useEffect(() => {
    favouritesStore.refresh();
  }, []);

  if (state.error)
    return (
      <div className="notice notice--error" role="alert">
        <p>{state.error}</p>
        <button type="button" className="button" onClick={() => favouritesStore.refresh()}>
          {FAVOURITE_MESSAGES.tryAgain}
        </button>
      </div>
    );
  if (!state.ready || (!state.signedIn && guest === null)) return <p role="status">{MESSAGES.loading}</p>;
  const rows = state.signedIn
    ? state.items.map((item) => ({ product: item.product, favourite: item }))
    : (guest ?? []).filter((product) => state.ids.includes(product.id)).map((product) => ({ product }));
  if (rows.length === 0)
    return (
      <p className="favourites-empty">
        {FAVOURITE_MESSAGES.empty} <Link href="/shop">Browse the shop</Link>
      </p>
    );
  return (
    <ul className="favourites-list" aria-label="Your favourites">
      {rows.map((row) => (
        <FavouriteRow key={row.product.id} {...row} />
      ))}
    </ul>
  );
}

/** A guest's favourites as the catalog has them now, asked once the list is known. */
function useGuestProducts(guest: boolean): Product[] | null {
  const [products, setProducts] = useState<Product[] | null>(null);
  useEffect(() => {
    if (!guest) return;
    let live = true;
    void guestFavouriteProducts(favouritesStore.getSnapshot().ids).then(
      (found) => live && setProducts(found),
    );
    return () => {
      live = false;
    };
  }, [guest]);
  return products;
}
