/** Paying a backorder: the owner's request for payment and the customer's payment of it. */
import { z } from 'zod';
import { createPaymentIntentResultSchema } from './checkout';
import { text } from './common';

export const backorderParamsSchema = z.object({ id: z.uuid({ error: 'id must be an order id' }) });

/** The mailed link's token: whoever holds it may pay that one order without signing in. */
export const backorderPayBodySchema = z.object({
  token: text()
    .regex(/^[A-Za-z0-9_-]{32,128}$/, { error: 'token must be the one in the payment link' })
    .optional(),
});
export type BackorderPayBody = z.infer<typeof backorderPayBodySchema>;

/** A card payment for the backorder's total, as checkout's, with the order it pays. */
export const backorderPaymentSchema = createPaymentIntentResultSchema.omit({ holdExpiresAt: true }).extend({
  id: z.string(),
  orderId: z.string(),
});
export type BackorderPayment = z.infer<typeof backorderPaymentSchema>;

export const paymentRequestResultSchema = z.object({
  sentTo: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
});
export type PaymentRequestResult = z.infer<typeof paymentRequestResultSchema>;
