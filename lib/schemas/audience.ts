import { z } from 'zod';
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
