/**
 * The basket as a tiny external store (read with useSyncExternalStore), so any component can use
 * it without a provider. It belongs to an owner: the signed-in user, or the guest. Every change
 * is written to the owner's storage entry at once; a change of owner reloads, and a user's
 * basket absorbs whatever the guest basket held.
 */
import { STOREFRONT_MESSAGES as MESSAGES } from '../messages/storefront';
import { lineKey, type CartItem, type CartProduct } from './cart-item';
import { addProduct, applyStock, mergeCarts, removeItem, updateQuantity } from './cart-rules';
import { GUEST_CART_KEY, cartKey, readCart, removeCart, writeCart } from './cart-storage';

export type CartState = {
  /** False until the owner is known (the session has loaded). */
  ready: boolean;
  /** The signed-in user's id, or null for a guest. */
  ownerId: string | null;
  items: CartItem[];
  /** Per line (by lineKey): why its quantity is not what was asked for. Kept in memory only. */
  notes: Record<string, string>;
};

export type CartStore = ReturnType<typeof createCartStore>;

const withoutNote = (notes: Record<string, string>, id: string) => {
  if (!(id in notes)) return notes;
  const next = { ...notes };
  delete next[id];
  return next;
};

/**
 * The basket of `userId` as storage holds it. A user's basket takes in the guest basket
 * (quantities added, capped at stock) and the guest entry is cleared, so signing in keeps what was
 * picked; a line the merge capped gets its note.
 */
function takeOwnerCart(storage: Storage | null, userId: string | null) {
  let items = readCart(storage, cartKey(userId));
  let notes: Record<string, string> = {};
  if (userId) {
    const guest = readCart(storage, GUEST_CART_KEY);
    if (guest.length > 0) {
      const merged = mergeCarts(items, guest);
      items = merged.items;
      notes = Object.fromEntries(merged.limited.map((id) => [id, MESSAGES.limitedToStock]));
      writeCart(storage, cartKey(userId), items);
      removeCart(storage, GUEST_CART_KEY);
    }
  }
  return { items, notes };
}

/** What the basket's edits need from the store: its state, loaded, and a way to save new lines. */
type CartCore = {
  current(): CartState;
  ensureLoaded(): void;
  commit(items: CartItem[], notes: Record<string, string>): void;
};

/** The edits a shopper makes to the lines, each saved and published at once. */
function lineEdits({ current, ensureLoaded, commit }: CartCore) {
  return {
    /** One more of a product (or of its variant); `limited` when stock allows no more. */
    add(product: CartProduct): { limited: boolean } {
      ensureLoaded();
      const state = current();
      const result = addProduct(state.items, product);
      const key = lineKey(product);
      const notes = result.limited
        ? { ...state.notes, [key]: MESSAGES.limitedToStock }
        : withoutNote(state.notes, key);
      commit(result.items, notes);
      return { limited: result.limited };
    },

    /** Removes the line of this key (see lineKey). */
    remove(id: string): void {
      ensureLoaded();
      const state = current();
      commit(removeItem(state.items, id), withoutNote(state.notes, id));
    },

    /** Sets a line's quantity (by lineKey) from typed input; see updateQuantity for what is ignored or clamped. */
    update(id: string, raw: string | number): void {
      ensureLoaded();
      const state = current();
      const result = updateQuantity(state.items, id, raw);
      const notes = result.limited
        ? { ...state.notes, [id]: MESSAGES.limitedToStock }
        : withoutNote(state.notes, id);
      if (result.items === state.items && notes === state.notes) return;
      commit(result.items, notes);
    },

    /** A product's or a variant's stock changed (live socket, or the api refused the quantity). */
    setStock(productId: string, totalInventory: number | null, variantId?: string): void {
      ensureLoaded();
      const state = current();
      const items = applyStock(state.items, productId, totalInventory, variantId);
      if (items !== state.items) commit(items, state.notes);
    },

    clear(): void {
      ensureLoaded();
      commit([], {});
    },
  };
}

/** A basket store over `getStorage()` (localStorage in the browser; null on the server). */
export function createCartStore(getStorage: () => Storage | null) {
  let state: CartState = { ready: false, ownerId: null, items: [], notes: {} };
  /** Whether `state.items` reflect storage yet; until the owner is known the guest basket is shown. */
  let loaded = false;
  const listeners = new Set<() => void>();

  const emit = (next: CartState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const ensureLoaded = () => {
    if (loaded) return;
    loaded = true;
    state = { ...state, items: readCart(getStorage(), cartKey(state.ownerId)) };
  };

  /** Saves and publishes new lines. */
  const commit = (items: CartItem[], notes: Record<string, string>) => {
    writeCart(getStorage(), cartKey(state.ownerId), items);
    emit({ ...state, items, notes });
  };

  // Another tab changed this basket: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== cartKey(state.ownerId) || event.storageArea !== getStorage()) return;
    emit({ ...state, items: readCart(getStorage(), cartKey(state.ownerId)) });
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined')
        window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined')
          window.removeEventListener('storage', onStorage);
      };
    },

    getSnapshot(): CartState {
      ensureLoaded();
      return state;
    },

    /** Who the basket belongs to; a user's basket takes in the guest basket (see takeOwnerCart). */
    setOwner(userId: string | null): void {
      if (state.ready && state.ownerId === userId) return;
      const { items, notes } = takeOwnerCart(getStorage(), userId);
      loaded = true;
      emit({ ready: true, ownerId: userId, items, notes });
    },

    ...lineEdits({ current: () => state, ensureLoaded, commit }),
  };
}

/** The page's basket. */
export const cartStore = createCartStore(() => (typeof window === 'undefined' ? null : window.localStorage));
