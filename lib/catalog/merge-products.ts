import type { Product } from '../schemas/product';

/** Appends products whose ids are not listed yet, keeping the first list's order. */
export function mergeProducts<T extends Pick<Product, 'id'>>(first: T[], second: T[]): T[] {
  const seen = new Set(first.map((product) => product.id));
  return [...first, ...second.filter((product) => !seen.has(product.id))];
}
