/**
 * A product's next page of published reviews, from the product page (through the BFF). Kept apart
 * from lib/client/reviews.ts so the product page's script loads no schema library: the answer is
 * checked by hand.
 */
import { bffFetch } from '@/lib/auth/client-session';
import type { ProductReviews } from '@/lib/schemas/reviews';

export const PRODUCT_REVIEWS_FAILED = 'The reviews could not be loaded. Please try again.';

const isPage = (body: unknown): body is ProductReviews =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as ProductReviews).reviews) &&
  typeof (body as ProductReviews).page === 'number';

/** A page of the product's reviews, or `{ error }` to show. */
export async function fetchProductReviews(
  productId: string,
  page: number,
): Promise<ProductReviews | { error: string }> {
  try {
    const response = await bffFetch(`/api/products/${encodeURIComponent(productId)}/reviews?page=${page}`, {
      method: 'GET',
      cache: 'no-store',
    });
    const body: unknown = await response.json().catch(() => null);
    return response.ok && isPage(body) ? body : { error: PRODUCT_REVIEWS_FAILED };
  } catch {
    return { error: PRODUCT_REVIEWS_FAILED };
  }
}
