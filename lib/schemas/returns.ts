/**
 * Returns and withdrawal, as the api speaks them: what a buyer may send back from an order, their
 * request, and the owner's answer. Both clients and the server read these.
 */
import { z } from 'zod';
import {
  MAX_RETURN_DAYS,
  RETURN_REQUEST_KINDS,
  RETURN_REQUEST_STATUSES,
  RETURNS_FOR,
} from '../constants/returns';
import { CONSENT_REQUIRED_FOR } from '../constants/consent';
import { text } from './common';

/** What shoppers and owners read about returns; the server's messages name the field they are about. */
export const RETURN_MESSAGES = {
  withdrawButton: 'Withdraw from contract',
  returnButton: 'Request a return',
  itemsRequired: 'Choose at least one piece to send back',
  reasonTooLong: 'Must be at most 1,000 characters',
  declineMessageRequired: 'Tell the buyer why the request is declined',
  /** Past the window: the date it closed, e.g. "November 12, 2026". */
  windowClosed: (closedOn: string) => `The return window for this order closed on ${closedOn}.`,
  notReturnable: (name: string) => `${name} was made to order or personalised and cannot be returned.`,
  received: 'We received your request and emailed you a confirmation.',
  withdrawalReceived: 'We received your withdrawal from the contract and emailed you a confirmation.',
} as const;

export const returnRequestKindSchema = z.enum(RETURN_REQUEST_KINDS, {
  error: `kind must be one of ${RETURN_REQUEST_KINDS.join(', ')}`,
});
export const returnRequestStatusSchema = z.enum(RETURN_REQUEST_STATUSES);

/** The mailed link's token: a guest's proof they hold the order's confirmation mail. */
export const orderLinkQuerySchema = z.object({
  token: z.string().min(1, { error: 'token is required' }).max(200).optional(),
});

/** One of the order's pieces as the return form offers it. */
export const returnableItemSchema = z.object({
  orderItemId: z.string(),
  name: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  /** How many of it may still be asked back (the quantity less what earlier requests asked). */
  returnableQuantity: z.number().int(),
  /** false: made to order or personalised; the form shows why instead of a quantity. */
  returnable: z.boolean(),
});

export const returnRequestSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** The order's number as people see it (SS-1001). */
  orderNumber: z.string(),
  kind: returnRequestKindSchema,
  status: returnRequestStatusSchema,
  items: z.array(z.object({ orderItemId: z.string(), name: z.string(), quantity: z.number().int() })),
  reason: z.string(),
  ownerMessage: z.string().nullable(),
  /** The refund the acceptance made, in cents; null until accepted. */
  refundedCents: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ReturnRequest = z.output<typeof returnRequestSchema>;

/** GET /api/orders/:id/returns: what the buyer may still send back, until when, and their requests. */
export const orderReturnsSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** The window's last day (ISO date), or null while the order is not delivered yet (it has not started). */
  windowEndsOn: z.string().nullable(),
  /** Whether the window has closed: no request can be made. */
  windowClosed: z.boolean(),
  /** Whether the buyer may use the EU's "Withdraw from contract" (an order shipped to the EU). */
  withdrawal: z.boolean(),
  items: z.array(returnableItemSchema),
  requests: z.array(returnRequestSchema),
  /**
   * Why no request can be made, when none can (the window closed, the order is not paid, the
   * store takes returns only from EU buyers); null when the form may be sent.
   */
  unavailable: z.string().nullable().optional(),
});
export type OrderReturns = z.output<typeof orderReturnsSchema>;

/** POST /api/orders/:id/returns: the pieces and how many, and why (optional). */
export const returnRequestBodySchema = z.object({
  kind: returnRequestKindSchema,
  items: z
    .array(
      z.object({
        orderItemId: z.uuid({ error: 'orderItemId must be an order item of this order' }),
        quantity: z.number().int().min(1, { error: 'quantity must be at least 1' }),
      }),
    )
    .min(1, { error: RETURN_MESSAGES.itemsRequired }),
  reason: text().trim().max(1000, { error: RETURN_MESSAGES.reasonTooLong }).default(''),
});
export type ReturnRequestBody = z.output<typeof returnRequestBodySchema>;

/** POST /api/admin/returns/:id/decline: the owner's message to the buyer. */
export const declineReturnBodySchema = z.object({
  message: text({ error: RETURN_MESSAGES.declineMessageRequired })
    .trim()
    .min(1, { error: RETURN_MESSAGES.declineMessageRequired })
    .max(1000, { error: RETURN_MESSAGES.reasonTooLong }),
});

/** GET/PUT /api/admin/settings/consumer: the return window, consent and legal identity. */
export const consumerSettingsSchema = z.object({
  returnDays: z
    .number({ error: 'returnDays must be a whole number of days' })
    .int({ error: 'returnDays must be a whole number of days' })
    .min(0, { error: 'returnDays must be 0 or more' })
    .max(MAX_RETURN_DAYS, { error: `returnDays must be at most ${MAX_RETURN_DAYS}` }),
  returnsFor: z.enum(RETURNS_FOR, { error: `returnsFor must be one of ${RETURNS_FOR.join(', ')}` }),
  consentRequiredFor: z.enum(CONSENT_REQUIRED_FOR, {
    error: `consentRequiredFor must be one of ${CONSENT_REQUIRED_FOR.join(', ')}`,
  }),
  legalName: text().trim().max(200).nullable(),
  companyRegistration: text().trim().max(200).nullable(),
});
export type ConsumerSettingsBody = z.output<typeof consumerSettingsSchema>;

/** A request as the owner's screens show it: with what accepting it refunds and whom it is from. */
export const adminReturnRequestSchema = returnRequestSchema.extend({
  /** What Accept refunds, in cents: the pieces as paid (all that is left when they are the whole order). */
  proposedRefundCents: z.number().int(),
  customerEmail: z.string(),
});
export type AdminReturnRequest = z.output<typeof adminReturnRequestSchema>;
export const adminReturnRequestListSchema = z.array(adminReturnRequestSchema);

export const returnRequestParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a return request id' }),
});

/** GET /api/admin/returns: the store's requests, newest first, of one status or all. */
export const adminReturnsQuerySchema = z.object({
  status: returnRequestStatusSchema.optional(),
});

/** POST /api/admin/returns/:id/accept: whether the pieces go back to stock (yes unless told). */
export const acceptReturnBodySchema = z.object({
  restock: z.boolean({ error: 'restock must be true or false' }).default(true),
});
export type AcceptReturnBody = z.output<typeof acceptReturnBodySchema>;

/** The consumer settings form: the window typed as text (a number once checked), the rest as the api's. */
export const consumerSettingsFormSchema = consumerSettingsSchema.extend({
  returnDays: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value),
    consumerSettingsSchema.shape.returnDays,
  ),
});
