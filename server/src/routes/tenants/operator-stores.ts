import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { operatorStoreListSchema, operatorStoresQuerySchema } from '@/lib/schemas/operator-stores';
import { expireFor } from '@server/services/cache/expiry';
import { operatorOnly } from '@server/plugins/operator-guard';
import { OPERATOR_TOKEN_HEADER } from '@server/services/platform/operator';
import { listStoresForOperator, setStoreStatusAsOperator } from '@server/services/platform/stores';

const headers = z.object({ [OPERATOR_TOKEN_HEADER]: z.string().optional() });
const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
const statusAnswer = z.object({ id: z.string(), status: z.enum(['active', 'suspended']) });

/**
 * Operator-only: every store with its owner and last 30 days, and suspending or resuming one.
 * A change forgets the store's cached status here and expires its pages in the web.
 */
export const operatorStoreRoutes: FastifyPluginAsyncZod<{ operatorToken: string | undefined }> = async (
  app,
  { operatorToken },
) => {
  const operator = { tags: ['tenants'], security: [{ operatorToken: [] }], headers };

  app.get(
    '/stores',
    {
      config: { tenant: false },
      schema: {
        ...operator,
        summary: "Every store with its owner, status and last 30 days' sold orders (operator only)",
        querystring: operatorStoresQuerySchema,
        response: { 200: operatorStoreListSchema, 400: errorResponseSchema, ...refused },
      },
      onRequest: operatorOnly(operatorToken),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listStoresForOperator(app.db, request.query.page);
    },
  );

  for (const action of ['suspend', 'resume'] as const) {
    app.post(
      `/stores/:id/${action}`,
      {
        config: { tenant: false },
        schema: {
          ...operator,
          summary:
            action === 'suspend'
              ? 'Suspend a store: its storefront closes, checkout and back-office changes are refused (operator only)'
              : 'Resume a suspended store (operator only)',
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: statusAnswer, 404: errorResponseSchema, ...refused },
        },
        onRequest: operatorOnly(operatorToken),
      },
      async (request) => {
        const status = action === 'suspend' ? 'suspended' : 'active';
        const result = await setStoreStatusAsOperator(app.db, request.params.id, status, request.ip ?? null);
        app.storeStatusChanged(result.id);
        if (result.changed) expireFor(app, 'store-changed', { storeId: result.id });
        return { id: result.id, status: result.status };
      },
    );
  }
};
