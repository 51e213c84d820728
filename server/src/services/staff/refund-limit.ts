/**
 * The owner's limit on what a person of the Orders role refunds on one order: the order's refunds
 * so far (by anyone) and this one together may not pass it, so splitting a refund does not beat it.
 */
import { STAFF_ERRORS } from '@/lib/constants/staff';
import { formatPrice, toDollars } from '@/lib/money';
import { ApiError } from '@server/errors';
import { refundLimitOf } from '@server/repositories/staff';
import type { Tx } from '@server/repositories/stores';

/**
 * Refuses (403 REFUND_OVER_LIMIT, field `amount`) a refund that would take the order's refunded
 * total (`refundedCents`, read under the order's lock) past the person's limit.
 */
export async function assertWithinRefundLimit(
  tx: Tx,
  tenantId: string,
  actorId: string,
  refund: { refundedCents: number; amountCents: number },
): Promise<void> {
  const limit = await refundLimitOf(tx, tenantId, actorId);
  if (limit !== null && refund.refundedCents + refund.amountCents > limit)
    throw new ApiError({
      status: 403,
      code: 'REFUND_OVER_LIMIT',
      field: 'amount',
      message: STAFF_ERRORS.refundOverLimit(formatPrice(toDollars(limit))),
    });
}
