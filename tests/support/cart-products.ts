import type { CartProduct } from '@/lib/cart/cart-item';

/** A ring with a little stock: enough to add twice, few enough for a quantity to be clamped. */
export const ring: CartProduct = {
  id: 'ring',
  name: 'Tide Line Ring',
  price: 45,
  image: null,
  size: '7',
  totalInventory: 3,
};

/** A bowl of unlimited stock, priced in cents to show two-decimal prices. */
export const bowl: CartProduct = {
  id: 'bowl',
  name: 'Tidepool Bowl',
  price: 12.5,
  image: null,
  size: null,
  totalInventory: null,
};
