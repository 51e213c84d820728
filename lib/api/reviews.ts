import 'server-only';
import { cache } from 'react';
import { PRODUCT_CACHE_SECONDS } from '@/lib/constants/catalog';
import { env } from '@/lib/env';
import { productReviewsSchema, type ProductReviews } from '@/lib/schemas/reviews';
import { apiFetch } from './client';
import { TAGS } from './tags';

/**
 * The first page of a product's published reviews and its rating, cached under the product's tag
 * (the api expires it when a review is published, hidden, edited or answered). Null when the api
 * does not answer: the page then shows no reviews rather than failing.
 */
export const getProductReviews = cache(
  async (tenant: string, productId: string): Promise<ProductReviews | null> => {
    try {
      const response = await apiFetch(`/api/products/${encodeURIComponent(productId)}/reviews?page=1`, {
        tenant,
        timeoutMs: env.PRODUCT_TIMEOUT_MS,
        revalidate: PRODUCT_CACHE_SECONDS,
        tags: [TAGS.product(tenant, productId)],
      });
      if (!response.ok) throw new Error(`the api answered ${response.status}`);
      const parsed = productReviewsSchema.safeParse(await response.json());
      return parsed.success ? parsed.data : null;
    } catch (error) {
      console.warn(`[reviews] ${productId} of ${tenant} is unavailable:`, (error as Error).message);
      return null;
    }
  },
);
