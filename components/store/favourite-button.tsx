'use client';

import { useState } from 'react';
import { useViewerRole } from '@/components/auth/use-viewer-role';
import { FAVOURITE_MESSAGES } from '@/lib/constants/favourites';
import { favouritesStore } from '@/lib/favourites/favourites-store';
import { useFavourites } from './use-favourites';

type Props = { productId: string; className?: string };

/**
 * The heart: adds the piece to the shopper's favourites or takes it out (the browser's list for a
 * guest, the account's when signed in). The store's admin browses read-only and sees none.
 */
export function FavouriteButton({ productId, className = '' }: Props) {
  const admin = useViewerRole() === 'admin';
  const { ids } = useFavourites();
  const [error, setError] = useState<string | null>(null);
  if (admin) return null;
  const on = ids.includes(productId);
  const press = async () => {
    const failure = await favouritesStore.toggle(productId);
    if (failure || error) setError(failure);
  };
  return (
    <span className={`favourite ${className}`}>
      <button
        type="button"
        className="favourite__button"
        aria-pressed={on}
        aria-label={on ? FAVOURITE_MESSAGES.remove : FAVOURITE_MESSAGES.add}
        data-testid="favourite-button"
        onClick={press}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
            fill={on ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {error && (
        <span role="alert" className="favourite__error">
          {error}
        </span>
      )}
    </span>
  );
}
