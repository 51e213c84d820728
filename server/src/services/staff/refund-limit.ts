/** The owner's limit on what a person of the Orders role refunds at a time. */
import { STAFF_ERRORS } from '@/lib/constants/staff';
import { formatPrice, toDollars } from '@/lib/money';
import { ApiError } from '@server/errors';
import { refundLimitOf } from '@server/repositories/staff';
import type { Tx } from '@server/repositories/stores';

/** Refuses (403 REFUND_OVER_LIMIT, field `amount`) a refund above the person's limit. */
export async function assertWithinRefundLimit(
  tx: Tx,
  tenantId: string,
  actorId: string,
  amountCents: number,
): Promise<void> {
  const limit = await refundLimitOf(tx, tenantId, actorId);
  if (limit !== null && amountCents > limit)
    throw new ApiError({
      status: 403,
      code: 'REFUND_OVER_LIMIT',
      field: 'amount',
      message: STAFF_ERRORS.refundOverLimit(formatPrice(toDollars(limit))),
    });
}
