/** Texts the specification gives word for word. Components and the api use these, never copies. */
export const MESSAGES = {
  cachedData: 'Using cached data - live inventory may not be accurate.',
  errorBoundary: "Something went wrong. We've been notified and will fix this as soon as possible.",
  reloadPage: 'Reload Page',
  unexpectedError: 'Unexpected Application Error!',
  outOfStock: 'Out of Stock',
  addToBasket: 'Add to Basket',
  priceNotAvailable: 'Price not available',
  productNotFound: 'Product not found or unavailable',
  productIdRequired: 'Product ID is required',
  invalidProductData: 'Invalid product data',
  invalidProductDataReceived: 'Invalid product data received',
  failedToLoadProduct: 'Failed to load product',
  failedToLoadImage: 'Failed to load image.',
  serverTimeout: 'Server timeout',
  loading: 'Loading...',
  unexpected: 'An unexpected error occurred. Please try again.',
  generic: 'An error occurred. Please try again later.',
  featuredFailed: (attempts: number, message: string) =>
    `Failed to load products after ${attempts} attempts: ${message}`,
  onlyNLeft: (n: number) => `Only ${n} left`,
} as const;
