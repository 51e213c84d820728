import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { newsletterSubscribeBodySchema, pageViewBodySchema, productClickBodySchema } from '../../../../lib/schemas/audience';
import { errorResponseSchema, successResponseSchema } from '../../../../lib/schemas/common';
import { analyticsEvents, newsletterSubscribers, products } from '../../db/schema';
import { notFound } from '../../errors';

const accepted = z.object({ success: z.literal(true) });
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

/** Newsletter sign-ups and the storefront's page-view and product-click records. */
const audience: FastifyPluginAsyncZod = async (app) => {
  // Counted per address once the body is valid: what is limited is work done, not malformed noise.
  const perAddress = (name: 'newsletter:ip' | 'analytics:ip') => async (request: FastifyRequest) => app.rateLimit(name, request.ip);

  app.post(
    '/newsletter/subscribe',
    { preHandler: perAddress('newsletter:ip'), schema: { summary: 'Subscribe an email to the store newsletter', tags: ['audience'], body: newsletterSubscribeBodySchema, response: { 200: successResponseSchema, ...errors } } },
    async (request) => {
      // Idempotent: subscribing twice is the same as once, and the answer does not tell which.
      await app.db.insert(newsletterSubscribers).values({ tenantId: request.tenant.id, email: request.body.email }).onConflictDoNothing();
      return { success: true, message: 'Thank you for subscribing!' };
    },
  );

  app.post(
    '/analytics/page-view',
    { preHandler: perAddress('analytics:ip'), schema: { summary: 'Record a page view', tags: ['audience'], body: pageViewBodySchema, response: { 202: accepted, ...errors } } },
    async (request, reply) => {
      const { pageId, sessionId, referrer } = request.body;
      await app.db.insert(analyticsEvents).values({ tenantId: request.tenant.id, kind: 'page_view', pageId, sessionId, referrer: referrer ?? null });
      return reply.code(202).send({ success: true });
    },
  );

  app.post(
    '/analytics/product-click',
    { preHandler: perAddress('analytics:ip'), schema: { summary: 'Record a product click', tags: ['audience'], body: productClickBodySchema, response: { 202: accepted, ...errors } } },
    async (request, reply) => {
      const { productId, productName, sessionId, pageId } = request.body;
      const [product] = await app.db
        .select({ name: products.name })
        .from(products)
        .where(and(eq(products.tenantId, request.tenant.id), eq(products.id, productId)))
        .limit(1);
      if (!product) throw notFound('Product not found or unavailable', 'PRODUCT_NOT_FOUND');
      await app.db.insert(analyticsEvents).values({
        tenantId: request.tenant.id,
        kind: 'product_click',
        pageId,
        sessionId,
        productId,
        productName: productName ?? product.name,
      });
      return reply.code(202).send({ success: true });
    },
  );
};

export default audience;
