/**
 * What a code takes off a basket. Only the lines the code covers count (the whole order, chosen
 * products, or products in chosen categories); a percentage is rounded to the cent, an amount is
 * at most what those lines cost. Shipping and the service fee are never discounted. The discount
 * is shared among the covered lines in proportion to their totals (largest remainders get the
 * odd cents), so an item refund can take its line's share off.
 */
import { DISCOUNT_MESSAGES } from '@/lib/constants/discounts';
import type { FixedMessageCode } from '@server/error-codes';
import { ApiError } from '@server/errors';
import type { DiscountCodeRow } from '@server/repositories/discounts';

export type DiscountLine = { productId: string; quantity: number; priceCents: number };
export type DiscountShare = { discountCents: number; lineDiscounts: number[] };

/** A code refused for a reason whose message never changes (error-codes.ts words it). */
const refuse = (status: number, code: Extract<FixedMessageCode, `DISCOUNT_${string}`>) =>
  new ApiError({ status, code, field: 'discountCode' });

export const invalidCode = () => refuse(400, 'DISCOUNT_INVALID');
export const usedUp = () => refuse(409, 'DISCOUNT_USED_UP');
export const alreadyUsed = () => refuse(409, 'DISCOUNT_ALREADY_USED');
export const needsEmail = () => refuse(400, 'DISCOUNT_NEEDS_EMAIL');

/** Refuses a code outside its dates. */
export function checkDates(code: DiscountCodeRow, now = new Date()): void {
  if (code.startsAt && code.startsAt > now) throw refuse(400, 'DISCOUNT_NOT_STARTED');
  if (code.endsAt && code.endsAt <= now) throw refuse(400, 'DISCOUNT_EXPIRED');
}

/** Whether the code covers a line. */
function covers(code: DiscountCodeRow, productId: string, categories: Map<string, string[]>): boolean {
  if (code.appliesTo === 'products') return code.productIds.includes(productId);
  if (code.appliesTo === 'categories')
    return (categories.get(productId) ?? []).some((id) => code.categoryIds.includes(id));
  return true;
}

/** Shares `total` among weights in proportion, in whole cents that add up to it. */
export function shareOut(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** The discount of a basket, refused when below the minimum or when no line is covered. */
export function computeDiscount(
  code: DiscountCodeRow,
  lines: DiscountLine[],
  categories: Map<string, string[]>,
): DiscountShare {
  const subtotal = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  if (code.minOrderCents !== null && subtotal < code.minOrderCents)
    throw new ApiError({
      status: 400,
      code: 'DISCOUNT_MIN_ORDER',
      message: DISCOUNT_MESSAGES.minimum(code.minOrderCents),
      field: 'discountCode',
    });
  const weights = lines.map((line) =>
    covers(code, line.productId, categories) ? line.priceCents * line.quantity : 0,
  );
  const covered = weights.reduce((a, b) => a + b, 0);
  if (covered === 0) throw refuse(400, 'DISCOUNT_NOT_APPLICABLE');
  const discountCents =
    code.kind === 'percent' ? Math.round((covered * code.value) / 100) : Math.min(code.value, covered);
  return { discountCents, lineDiscounts: shareOut(discountCents, weights) };
}
