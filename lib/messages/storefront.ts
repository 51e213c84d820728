/**
 * The spec's words that a store page's own scripts show: stock, the basket button, prices, the
 * product's state. Kept apart so those pages carry these lines and not every text of the store;
 * `MESSAGES` of lib/messages.ts holds them too.
 */
export const STOREFRONT_MESSAGES = {
  cachedData: 'Using cached data - live inventory may not be accurate.',
  outOfStock: 'Out of Stock',
  addToBasket: 'Add to Basket',
  /** Beside the disabled basket button when the store's admin views the storefront. */
  ownerViewsReadOnly: 'You are viewing your store as its owner; shoppers add to the basket here.',
  priceNotAvailable: 'Price not available',
  productIdRequired: 'Product ID is required',
  invalidProductData: 'Invalid product data',
  invalidProductDataReceived: 'Invalid product data received',
  featuredFailed: (attempts: number, message: string) =>
    `Failed to load products after ${attempts} attempts: ${message}`,
  onlyNLeft: (n: number) => `Only ${n} left`,
  /** The product page when none are left because the shopper's own basket holds them. */
  allInYourBasket: (n: number) =>
    n === 1 ? 'The only one available is in your basket' : `All ${n} available are in your basket`,
  /** Not in the spec: none left because another shopper's open checkout holds them, until `time` at the latest. */
  heldElsewhere: (time: string) => `Held in another shopper's basket — may be back by ${time}`,
  // Basket (spec §5).
  addedToBasket: 'Added to basket',
  limitedToStock: 'Limited to available stock',
  // Backorders (spec §5, §8).
  backorderLoginRequired: 'You must be logged in to place a backorder.',
} as const;
