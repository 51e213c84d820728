import { z } from 'zod';
import { text } from './common';

const amountMessage = 'Amount must be an amount in dollars with at most two decimals';

/**
 * A refund the owner makes. `amount` in dollars; absent, everything not yet refunded. With
 * `restock`, a refund that leaves nothing to refund puts every piece not yet returned back in
 * stock; a partial one puts back the `items` named (required then: only the owner knows which
 * pieces came back). `items` count only with `restock`.
 */
export const refundBodySchema = z.object({
  amount: z
    .number({ error: amountMessage })
    // A cent at least: anything smaller rounds to a refund of nothing.
    .min(0.01, { error: 'Amount must be more than zero' })
    .max(1_000_000, { error: 'Amount is too large' })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: amountMessage })
    .optional(),
  restock: z.boolean({ error: 'restock must be true or false' }),
  reason: text({ error: 'Reason must be text' })
    .trim()
    .max(500, { error: 'Reason is at most 500 characters' })
    .optional(),
  items: z
    .array(
      z.object({
        productId: z.uuid({ error: 'items need a product id' }),
        variantId: z.uuid({ error: 'items variantId must be a variant id' }).optional(),
        quantity: z
          .number({ error: 'items need a whole quantity' })
          .int({ error: 'items need a whole quantity' })
          .min(1, { error: 'items need a quantity of at least 1' })
          .max(999, { error: 'items quantity is at most 999' }),
      }),
      { error: 'items must be a list of { productId, quantity }' },
    )
    .max(100, { error: 'items holds at most 100 lines' })
    .optional(),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

/** The header naming one refund the owner means (one per press of Refund, the same for its retries). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const refundHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: 'Idempotency-Key must be text' })
    .trim()
    .min(8, { error: 'Idempotency-Key is 8 to 200 characters' })
    .max(200, { error: 'Idempotency-Key is 8 to 200 characters' })
    .optional(),
});

/** One refund of an order, as the order page lists it. */
export const orderRefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  reason: z.string(),
  restocked: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string().nullable().optional(),
      quantity: z.number().int(),
    }),
  ),
  /** Who made it: the owner's email, or null when it was made in the payment provider's dashboard. */
  by: z.string().nullable(),
  at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** What the order page needs to offer Refund and Cancel. */
export const orderRefundFactsSchema = z.object({
  refunds: z.array(orderRefundSchema),
  /** Dollars refunded so far, and what is left to refund. */
  refunded: z.number(),
  refundable: z.number(),
  canRefund: z.boolean(),
  canCancel: z.boolean(),
  /** Per product, the pieces not yet put back in stock by a refund. */
  returnable: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string().nullable().optional(),
      quantity: z.number().int(),
    }),
  ),
});
export type OrderRefundFacts = z.infer<typeof orderRefundFactsSchema>;

/** Cancelling an order: an optional reason, told to the customer. */
export const cancelBodySchema = z.object({
  reason: text({ error: 'Reason must be text' })
    .trim()
    .max(500, { error: 'Reason is at most 500 characters' })
    .optional(),
});
export type CancelBody = z.infer<typeof cancelBodySchema>;
