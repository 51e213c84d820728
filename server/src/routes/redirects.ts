import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { z } from 'zod';
import { redirectLookupQuerySchema } from '@/lib/schemas/redirects';
import { resolveRedirect } from '@server/services/catalog/redirects';

/**
 * The shop's lookup of an address no page serves (or an old one: a product's id, Shopify's
 * `/products/…` and `/collections/…`): where it redirects now, or null. The web caches the answer.
 */
/**
 * The answer as sent. The shop reads it with redirectLookupSchema, which drops a target that would
 * leave the store's site; a response schema must not transform, or every answer fails to encode.
 */
const lookupAnswerSchema = z.object({ to: z.string().nullable() });

const redirects: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/resolve',
    {
      schema: {
        summary: 'Where a path of the store redirects now (null: nowhere)',
        tags: ['products'],
        querystring: redirectLookupQuerySchema,
        response: { 200: lookupAnswerSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60').header('vary', 'X-Tenant-Id');
      return { to: await resolveRedirect(app.db, request.tenant.id, request.query.path) };
    },
  );
};

export default redirects;
