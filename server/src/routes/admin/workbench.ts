import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  madeCountBodySchema,
  workbenchLineParamsSchema,
  workbenchLineSchema,
  workbenchSchema,
} from '@/lib/schemas/workbench';
import { markMade, workbenchOf } from '@server/services/workbench';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The workbench: what is left to make for the paid orders not yet shipped, and marking pieces made. */
const adminWorkbench: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('orders');

  app.get(
    '/workbench',
    {
      schema: {
        ...admin,
        summary:
          'Every line of the store’s paid orders not yet shipped, by product and size, with pieces made; the group whose order ships first on top',
        response: { 200: workbenchSchema, ...errors },
      },
    },
    async (request) => workbenchOf(app, request.tenant),
  );

  app.put(
    '/workbench/lines/:itemId',
    {
      schema: {
        ...admin,
        summary:
          'Set how many of an order line’s pieces are made (0 to its quantity; 400 naming madeCount past it); 409 once the order is no longer waiting to ship',
        params: workbenchLineParamsSchema,
        body: madeCountBodySchema,
        response: {
          200: workbenchLineSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => markMade(app, request.tenant, request.params.itemId, request.body),
  );
};

export default adminWorkbench;
