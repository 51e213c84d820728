import { GUEST_CART_KEY, cartKey } from '@/lib/cart/cart-storage';
import { createCartStore } from '@/lib/cart/cart-store';
import { bowl, ring } from '@/tests/support/cart-products';

/** A Storage held in a Map, as localStorage behaves. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const stored = (storage: Storage, key: string) => JSON.parse(storage.getItem(key) ?? 'null');

describe('the basket store', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('keeps a guest’s basket under sitka:cart:guest on every change', () => {
    const store = createCartStore(() => storage);
    store.setOwner(null);
    store.add(ring);
    expect(stored(storage, GUEST_CART_KEY)).toEqual([{ ...ring, quantity: 1 }]);
    store.add(ring);
    store.update('ring', '3');
    expect(stored(storage, GUEST_CART_KEY)[0].quantity).toBe(3);
    store.remove('ring');
    expect(stored(storage, GUEST_CART_KEY)).toEqual([]);
  });

  it('keeps a user’s basket under sitka:cart:{userId} and reloads it when the user changes', () => {
    const store = createCartStore(() => storage);
    store.setOwner('user-1');
    store.add(bowl);
    expect(cartKey('user-1')).toBe('sitka:cart:user-1');
    expect(stored(storage, 'sitka:cart:user-1')).toEqual([{ ...bowl, quantity: 1 }]);

    store.setOwner('user-2');
    expect(store.getSnapshot().items).toEqual([]);
    store.setOwner(null);
    expect(store.getSnapshot()).toMatchObject({ ready: true, ownerId: null, items: [] });
    store.setOwner('user-1');
    expect(store.getSnapshot().items).toEqual([{ ...bowl, quantity: 1 }]);
  });

  it('reads the stored basket when the page loads', () => {
    storage.setItem(GUEST_CART_KEY, JSON.stringify([{ ...ring, quantity: 2 }, { broken: true }]));
    const store = createCartStore(() => storage);
    expect(store.getSnapshot().items).toEqual([{ ...ring, quantity: 2 }]);
    expect(store.getSnapshot().ready).toBe(false);
  });

  it('merges the guest basket into the user’s at sign-in, capped by stock, and clears the guest key', () => {
    storage.setItem('sitka:cart:user-1', JSON.stringify([{ ...ring, quantity: 2 }]));
    const store = createCartStore(() => storage);
    store.setOwner(null);
    store.add(ring);
    store.add(ring);
    store.add(bowl);

    store.setOwner('user-1');
    const { items, notes } = store.getSnapshot();
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      ['ring', 3],
      ['bowl', 1],
    ]);
    expect(notes).toEqual({ ring: 'Limited to available stock' });
    expect(storage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(stored(storage, 'sitka:cart:user-1')).toHaveLength(2);
  });

  it('notes a typed quantity clamped to stock, and drops the note once the quantity is fine', () => {
    const store = createCartStore(() => storage);
    store.setOwner(null);
    store.add(ring);
    store.update('ring', '10');
    expect(store.getSnapshot().items[0].quantity).toBe(3);
    expect(store.getSnapshot().notes.ring).toBe('Limited to available stock');
    store.update('ring', '2');
    expect(store.getSnapshot().notes.ring).toBeUndefined();
  });

  it('tells its subscribers about each change, and empties on clear', () => {
    const store = createCartStore(() => storage);
    const listener = jest.fn();
    store.subscribe(listener);
    store.setOwner(null);
    store.add(bowl);
    store.setStock('bowl', 4);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(4);
    expect(store.getSnapshot().items).toEqual([]);
    expect(stored(storage, GUEST_CART_KEY)).toEqual([]);
  });

  it('works on without storage', () => {
    const broken = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('full');
      },
      getItem: () => {
        throw new Error('off');
      },
    } as Storage;
    const store = createCartStore(() => broken);
    store.setOwner(null);
    store.add(ring);
    expect(store.getSnapshot().items).toHaveLength(1);
  });
});
