/** A product's pieces held by other shoppers' open checkouts, asked from the browser through the BFF. */
import { MESSAGES } from '@/lib/messages';
import { productHoldsSchema, type ProductHolds } from '@/lib/schemas/product';
import { callBff, type ClientResult } from './bff-call';

/** GET /api/products/{id}/holds: how many pieces open checkouts hold, and the soonest hold's end, by variant. */
export function getProductHolds(productId: string): Promise<ClientResult<ProductHolds>> {
  return callBff(
    `/api/products/${encodeURIComponent(productId)}/holds`,
    { headers: { accept: 'application/json' }, cache: 'no-store' },
    (body) => {
      const parsed = productHoldsSchema.safeParse(body);
      return parsed.success ? parsed.data : null;
    },
    MESSAGES.generic,
  );
}
