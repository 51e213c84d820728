import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartAddBodySchema,
  newsletterSubscribeBodySchema,
  pageViewBodySchema,
  productClickBodySchema,
} from '@/lib/schemas/audience';
import { errorResponseSchema, successResponseSchema } from '@/lib/schemas/common';
import {
  recordCartAdd,
  recordPageView,
  recordProductClick,
  subscribeToNewsletter,
} from '@server/services/customers/audience';

const accepted = z.object({ success: z.literal(true) });
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

/** Newsletter sign-ups and the storefront's page-view and product-click records. */
const audience: FastifyPluginAsyncZod = async (app) => {
  // Counted per address once the body is valid: what is limited is work done, not malformed noise.
  const perAddress = (name: 'newsletter:ip' | 'analytics:ip') => async (request: FastifyRequest) =>
    app.rateLimit(name, request.ip);

  app.post(
    '/newsletter/subscribe',
    {
      preHandler: perAddress('newsletter:ip'),
      schema: {
        summary: 'Subscribe an email to the store newsletter',
        tags: ['audience'],
        body: newsletterSubscribeBodySchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await subscribeToNewsletter(app.db, request.tenant.id, request.body);
      return { success: true, message: 'Thank you for subscribing!' };
    },
  );

  app.post(
    '/analytics/page-view',
    {
      preHandler: perAddress('analytics:ip'),
      schema: {
        summary: 'Record a page view',
        tags: ['audience'],
        body: pageViewBodySchema,
        response: { 202: accepted, ...errors },
      },
    },
    async (request, reply) => {
      await recordPageView(app.db, request.tenant.id, request.body);
      return reply.code(202).send({ success: true });
    },
  );

  app.post(
    '/analytics/product-click',
    {
      preHandler: perAddress('analytics:ip'),
      schema: {
        summary: 'Record a product click',
        tags: ['audience'],
        body: productClickBodySchema,
        response: { 202: accepted, ...errors },
      },
    },
    async (request, reply) => {
      await recordProductClick(app.db, request.tenant.id, request.body);
      return reply.code(202).send({ success: true });
    },
  );

  app.post(
    '/analytics/cart-add',
    {
      preHandler: perAddress('analytics:ip'),
      schema: {
        summary: 'Record a product put in the basket',
        tags: ['audience'],
        body: cartAddBodySchema,
        response: { 202: accepted, ...errors },
      },
    },
    async (request, reply) => {
      await recordCartAdd(app.db, request.tenant.id, request.body);
      return reply.code(202).send({ success: true });
    },
  );
};

export default audience;
