import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  createStoreBodySchema,
  storeIdParamsSchema,
  storeSchema,
  updateStoreBodySchema,
} from '@/lib/schemas/store';
import { ApiError } from '@server/errors';
import { createStore, getStoreByTenant, updateStore } from '@server/services/stores/stores';
import { withAudit } from '@server/services/audit/audited';
import { answerRuleMessages } from './field-errors';
import { expireFor } from '@server/services/cache/expiry';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The setup wizard, Quick Create and Quick Edit. Only an admin of the request's store. */
const adminStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the body should be.
  app.backOffice('settings');
  answerRuleMessages(app);

  app.post(
    '/',
    {
      schema: {
        summary:
          "Create the store (the wizard's state, or Quick Create's name, description, email and colours)",
        tags: ['admin', 'stores'],
        security: [{ bearerAuth: [] }],
        body: createStoreBodySchema,
        response: { 201: storeSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.body.tenant && request.body.tenant.toLowerCase() !== request.tenant.id)
        throw new ApiError({ status: 403, code: 'TENANT_MISMATCH', message: 'That store is not this one' });
      const store = await withAudit(
        app,
        request,
        {
          action: 'settings.create',
          subjectType: 'store',
          subjectId: request.tenant.id,
          before: () => getStoreByTenant(app.db, request.tenant.id),
        },
        () => createStore(app.db, request.tenant.id, request.body),
      );
      expireFor(app, 'store-changed', { storeId: request.tenant.id });
      return reply.code(201).send(store);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: "Update the store (the wizard's state, or Quick Edit's name and business information)",
        tags: ['admin', 'stores'],
        security: [{ bearerAuth: [] }],
        params: storeIdParamsSchema,
        body: updateStoreBodySchema,
        response: { 200: storeSchema, ...errors },
      },
    },
    async (request) => {
      if (request.body.tenant && request.body.tenant.toLowerCase() !== request.tenant.id)
        throw new ApiError({ status: 403, code: 'TENANT_MISMATCH', message: 'That store is not this one' });
      const { store } = await withAudit(
        app,
        request,
        {
          action: 'settings.update',
          subjectType: 'store',
          subjectId: request.tenant.id,
          before: () => getStoreByTenant(app.db, request.tenant.id),
          after: (result) => result.store,
        },
        () => updateStore(app.db, request.tenant.id, request.params.id, request.body),
      );
      expireFor(app, 'store-changed', { storeId: request.tenant.id });
      return store;
    },
  );
};

export default adminStoreRoutes;
