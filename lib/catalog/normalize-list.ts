import type { DataSource, Product, ProductListResponse } from '../schemas/product';
import { productOf } from './product-guards';

/**
 * A product list answer in either form the spec allows (a bare array, or `{products, dataSource}`)
 * as one shape. Records that are not valid products are dropped rather than breaking the page.
 */
export function normalizeProductList(
  body: unknown,
  fallbackSource: DataSource = 'live',
): ProductListResponse {
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  const rawItems: unknown[] = Array.isArray(body)
    ? body
    : isObject && Array.isArray((body as { products?: unknown }).products)
      ? (body as { products: unknown[] }).products
      : [];
  const claimed = isObject ? (body as { dataSource?: unknown }).dataSource : undefined;
  const dataSource: DataSource = claimed === 'backup' || claimed === 'live' ? claimed : fallbackSource;
  const products: Product[] = [];
  for (const item of rawItems) {
    const product = productOf(typeof item === 'object' && item !== null ? { dataSource, ...item } : item);
    if (product) products.push(product);
  }
  return { products, dataSource };
}
