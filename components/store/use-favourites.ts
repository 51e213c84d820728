'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { favouritesStore, type FavouritesState } from '@/lib/favourites/favourites-store';

/** The shopper's favourites; a signed-in shopper's are loaded from the account once asked. */
export function useFavourites(): FavouritesState {
  const state = useSyncExternalStore(
    favouritesStore.subscribe,
    favouritesStore.getSnapshot,
    favouritesStore.getServerSnapshot,
  );
  useEffect(() => {
    favouritesStore.want();
  }, []);
  return state;
}
