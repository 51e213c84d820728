import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { operatorOnly } from '@server/plugins/operator-guard';
import { createStoreAsOperator, OPERATOR_TOKEN_HEADER } from '@server/services/platform/operator';

const body = z.object({
  slug: z.string(),
  name: z.string(),
  domain: z.string().optional(),
  adminEmail: z.string(),
  adminPassword: z.string(),
});
const created = z.object({ tenantId: z.string(), domain: z.string().nullable(), adminEmail: z.string() });

/**
 * Operator-only: creating a store through the running api, so `npm run tenant:create` works while
 * the api holds the embedded database. Closed (403) when the api has no operator token.
 */
export const operatorTenantRoutes: FastifyPluginAsyncZod<{ operatorToken: string | undefined }> = async (
  app,
  { operatorToken },
) => {
  app.post(
    '/',
    {
      config: { tenant: false },
      schema: {
        summary: 'Create a store and its first admin (operator only)',
        tags: ['tenants'],
        security: [{ operatorToken: [] }],
        headers: z.object({ [OPERATOR_TOKEN_HEADER]: z.string().optional() }),
        body,
        response: {
          201: created,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
      onRequest: operatorOnly(operatorToken),
    },
    async (request, reply) => {
      const store = await createStoreAsOperator(app.db, request.body);
      reply.code(201);
      return {
        tenantId: store.slug,
        domain: store.domain ?? null,
        adminEmail: store.adminEmail.trim().toLowerCase(),
      };
    },
  );
};
