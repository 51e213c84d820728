/** A product's pieces held by other shoppers' open checkouts, asked from the browser through the BFF. */
import { MESSAGES } from '@/lib/messages';
import type { ProductHolds } from '@/lib/schemas/product';
import { callBff, type ClientResult } from './bff-call';

type Hold = ProductHolds['holds'][number];

// Checked by hand, not with the zod schema: the product page must not load zod with its scripts.
const isHold = (value: unknown): value is Hold => {
  const hold = value as Partial<Hold> | null;
  return (
    typeof hold === 'object' &&
    hold !== null &&
    (hold.variantId === null || typeof hold.variantId === 'string') &&
    Number.isInteger(hold.heldUnits) &&
    typeof hold.heldUntil === 'string'
  );
};

function holdsOf(body: unknown): ProductHolds | null {
  const answer = body as Partial<ProductHolds> | null;
  if (typeof answer !== 'object' || answer === null || typeof answer.productId !== 'string') return null;
  if (!Array.isArray(answer.holds) || !answer.holds.every(isHold)) return null;
  return { productId: answer.productId, holds: answer.holds };
}

/** GET /api/products/{id}/holds: how many pieces open checkouts hold, and the soonest hold's end, by variant. */
export function getProductHolds(productId: string): Promise<ClientResult<ProductHolds>> {
  return callBff(
    `/api/products/${encodeURIComponent(productId)}/holds`,
    { headers: { accept: 'application/json' }, cache: 'no-store' },
    holdsOf,
    MESSAGES.generic,
  );
}
