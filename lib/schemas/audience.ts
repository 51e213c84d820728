import { z } from 'zod';
import { NEWSLETTER_STATUSES } from '@/lib/constants/newsletter';
import { emailSchema, text } from './common';

export const newsletterSubscribeBodySchema = z.object({ email: emailSchema });

const pageIdSchema = text().trim().min(1, { error: 'pageId is required' }).max(200);
const sessionIdSchema = z.uuid({ error: 'sessionId must be a UUID' });

export const pageViewBodySchema = z.object({
  pageId: pageIdSchema,
  sessionId: sessionIdSchema,
  tenantId: text().max(64).optional(),
  referrer: text().max(2000).nullable().optional(),
});

/** A product put in the basket: the funnel's "added to basket" step. */
export const cartAddBodySchema = z.object({
  productId: z.uuid({ error: 'productId must be a UUID' }),
  sessionId: sessionIdSchema,
  pageId: pageIdSchema,
});

export const productClickBodySchema = z.object({
  productId: z.uuid({ error: 'productId must be a UUID' }),
  productName: text().max(200).optional(),
  sessionId: sessionIdSchema,
  pageId: pageIdSchema,
});

/** A mailed link's token (confirm or unsubscribe). */
export const newsletterTokenSchema = text({ error: 'token is required' })
  .trim()
  .min(1, { error: 'token is required' })
  .max(200);
export const newsletterConfirmBodySchema = z.object({ token: newsletterTokenSchema });

/**
 * An unsubscribe: the token in the body (the storefront's page), or in the query with the mail
 * program's one-click form body `List-Unsubscribe=One-Click` (RFC 8058).
 */
export const newsletterUnsubscribeQuerySchema = z.object({ token: newsletterTokenSchema.optional() });
export const newsletterUnsubscribeBodySchema = z
  .object({ token: newsletterTokenSchema.optional(), 'List-Unsubscribe': text().max(40).optional() })
  .optional();

export const newsletterSubscriberSchema = z.object({
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  createdAt: z.string(),
  consentText: z.string().nullable(),
  consentAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
export const newsletterSubscriberListSchema = z.object({
  subscribers: z.array(newsletterSubscriberSchema),
  counts: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    unsubscribed: z.number().int(),
  }),
});
export type NewsletterSubscriberList = z.infer<typeof newsletterSubscriberListSchema>;

/** The owner's newsletter: it goes to confirmed addresses only, each with its unsubscribe link. */
export const newsletterSendBodySchema = z.object({
  subject: text({ error: 'Subject is required' }).trim().min(1, { error: 'Subject is required' }).max(200),
  text: text({ error: 'Message is required' }).trim().min(1, { error: 'Message is required' }).max(50_000),
});
