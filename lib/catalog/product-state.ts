import { STOREFRONT_MESSAGES as MESSAGES } from '../messages/storefront';

/**
 * The product page's invalid state (storefront spec §4, §5): why a product cannot be shown though
 * the page was asked for one. Loading, error and not found have their own Next files.
 */
export type InvalidProduct = { invalid: string };

/** A product page needs an id: a blank one (an address segment of only spaces too) reads 'Product ID is required'. */
export function productIdProblem(id: string | undefined): InvalidProduct | null {
  let value = id ?? '';
  try {
    value = decodeURIComponent(value);
  } catch {
    // Not an encoded segment: read as given.
  }
  return value.trim() ? null : { invalid: MESSAGES.productIdRequired };
}

/**
 * Product data without a name or a price cannot be shown. `received`: the data came from a fetch
 * ('Invalid product data received'); otherwise 'Invalid product data'.
 */
export function productDataProblem(data: unknown, received = false): InvalidProduct | null {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const named = typeof record.name === 'string' && record.name.trim() !== '';
  const priced = typeof record.price === 'number' && Number.isFinite(record.price);
  if (named && priced) return null;
  return { invalid: received ? MESSAGES.invalidProductDataReceived : MESSAGES.invalidProductData };
}

/** Whether a product lookup ended in the invalid state. */
export const isInvalidProduct = (value: unknown): value is InvalidProduct =>
  typeof value === 'object' && value !== null && typeof (value as InvalidProduct).invalid === 'string';
