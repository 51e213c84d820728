/**
 * The shopper's favourites as a tiny external store (read with useSyncExternalStore), so every
 * heart and the favourites page share one list without a provider. A guest's list is the
 * browser's (favourites-storage.ts); a signed-in shopper's is the account's, loaded once the first
 * heart or the page asks. At sign-in the browser's list goes into the account in one call and is
 * then cleared. The api calls are loaded only when used.
 */
import type { Favourite } from '../schemas/favourites';
import { readFavourites, writeFavourites } from './favourites-storage';

export type FavouritesState = {
  /** False until the owner is known and, signed in, the account's list has come. */
  ready: boolean;
  signedIn: boolean;
  /** Product ids, newest first. */
  ids: string[];
  /** Signed in: the account's favourites with their products; a guest has none. */
  items: Favourite[];
  /** Why the account's list could not be loaded. */
  error: string | null;
};

type Client = typeof import('../client/favourites');
type Answer = Favourite[] | { error: string };

const EMPTY: FavouritesState = { ready: false, signedIn: false, ids: [], items: [], error: null };

/** A favourites store over `getStorage()` (localStorage in the browser) and the api `client`. */
export function createFavouritesStore(getStorage: () => Storage | null, client: () => Promise<Client>) {
  let state = EMPTY;
  let tenant = '';
  let owner: string | null | undefined;
  let wanted = false;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const emit = (next: Partial<FavouritesState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  /** The account's answer, when it is for the owner still signed in. */
  const take = (answer: Answer, forOwner: string | null | undefined) => {
    if (owner !== forOwner) return;
    if ('error' in answer) return emit({ ready: true, error: answer.error });
    emit({ ready: true, error: null, items: answer, ids: answer.map((item) => item.productId) });
  };

  /** The account's list, with the browser's taken in first (then cleared) when it has any. */
  const loadAccount = () => {
    if (loading || !owner || !wanted) return;
    const forOwner = owner;
    const local = readFavourites(getStorage(), tenant);
    loading = client()
      .then((api) => (local.length ? api.mergeFavourites(local) : api.fetchFavourites()))
      .then((answer) => {
        if (!('error' in answer) && local.length) writeFavourites(getStorage(), tenant, []);
        take(answer, forOwner);
      })
      .finally(() => (loading = null));
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): FavouritesState => state,
    getServerSnapshot: (): FavouritesState => EMPTY,

    /** Who the list belongs to: a user merges the browser's list at once; a guest reads it. */
    setOwner(store: string, userId: string | null): void {
      if (owner === userId && tenant === store) return;
      [tenant, owner] = [store, userId];
      if (!userId) return emit({ ...EMPTY, ready: true, ids: readFavourites(getStorage(), store) });
      emit({ ...EMPTY, signedIn: true });
      if (readFavourites(getStorage(), store).length) wanted = true;
      loadAccount();
    },

    /** A heart or the page needs the list: a signed-in shopper's is loaded once. */
    want(): void {
      wanted = true;
      if (!state.ready) loadAccount();
    },

    /** Reloads the account's list (the page, when shown). */
    refresh(): void {
      if (!owner) return emit({ ids: readFavourites(getStorage(), tenant) });
      wanted = true;
      loadAccount();
    },

    /** Adds or removes one; the error's words when the account did not take the change. */
    async toggle(productId: string): Promise<string | null> {
      const on = state.ids.includes(productId);
      const ids = on ? state.ids.filter((id) => id !== productId) : [productId, ...state.ids];
      if (!owner) {
        writeFavourites(getStorage(), tenant, ids);
        emit({ ids });
        return null;
      }
      const [before, forOwner] = [state, owner];
      emit({ ids, items: state.items.filter((item) => item.productId !== productId) });
      const api = await client();
      const answer = on ? await api.deleteFavourite(productId) : await api.saveFavourite(productId);
      if ('error' in answer && owner === forOwner) emit({ ids: before.ids, items: before.items });
      else take(answer, forOwner);
      return 'error' in answer ? answer.error : null;
    },

    /** Signed in: asks for (or stops) the one back-in-stock email of a favourite. */
    async notifyWhenBack(productId: string, notify: boolean): Promise<string | null> {
      const forOwner = owner;
      const answer = await (await client()).saveFavourite(productId, notify);
      if (!('error' in answer)) take(answer, forOwner);
      return 'error' in answer ? answer.error : null;
    },
  };
}

export type FavouritesStore = ReturnType<typeof createFavouritesStore>;

/** The page's favourites. */
export const favouritesStore = createFavouritesStore(
  () => (typeof window === 'undefined' ? null : window.localStorage),
  () => import('../client/favourites'),
);
