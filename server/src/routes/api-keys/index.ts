import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  apiKeyIdParamsSchema,
  apiKeyListSchema,
  apiKeySchema,
  apiKeyUsageSchema,
  apiKeyWithSecretSchema,
  createApiKeyBodySchema,
  listApiKeysQuerySchema,
  rotateApiKeyBodySchema,
} from '@/lib/schemas/api-keys';
import { errorResponseSchema } from '@/lib/schemas/common';
import { ApiError } from '@server/errors';
import {
  apiKeyUsage,
  createApiKey,
  listApiKeys,
  revokeApiKey,
  rotateApiKey,
} from '@server/services/auth/api-keys';
import { answerRuleMessages } from '../stores/field-errors';
import { withAudit } from '@server/services/audit/audited';
import type { RouteScope } from '@server/types';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const admin = { tags: ['admin', 'api-keys'], security: [{ bearerAuth: [] }] };
/** A key's line names the key only: never its secret nor its prefix. */
const keyName = (key: { name: string }) => ({ name: key.name });
const keyNotFound = () => new ApiError({ status: 404, code: 'API_KEY_NOT_FOUND' });

/** A key's change as a line of the activity log: its name only. */
const audited = <T extends { _id: string; name: string } | null>(
  app: RouteScope,
  request: FastifyRequest,
  action: string,
  change: () => Promise<T>,
) =>
  withAudit(
    app,
    request,
    {
      action,
      subjectType: 'api-key',
      subjectId: (key) => key._id,
      summary: (key) => key.name,
      after: keyName,
    },
    change,
  );

/** Rotating a key, and its daily use. */
function keyRotationRoutes(app: RouteScope) {
  app.post(
    '/:id/rotate',
    {
      schema: {
        summary:
          'Give an active key a new secret (shown this once); the old one keeps working for the grace asked (none, 1h or 24h)',
        ...admin,
        params: apiKeyIdParamsSchema,
        body: rotateApiKeyBodySchema,
        response: { 200: apiKeyWithSecretSchema, ...errors },
      },
    },
    async (request) => {
      const key = await audited(app, request, 'api-key.rotate', () =>
        rotateApiKey(app.db, request.tenant.id, request.params.id, {
          grace: request.body?.grace ?? 'none',
          testMode: app.payments.name === 'test',
        }),
      );
      if (!key) throw keyNotFound();
      return key;
    },
  );

  app.get(
    '/:id/usage',
    {
      schema: {
        summary: "A key's total use, last use and uses a day",
        ...admin,
        params: apiKeyIdParamsSchema,
        response: { 200: apiKeyUsageSchema, ...errors },
      },
    },
    async (request) => {
      // Uses counted by this instance and not yet written are written first.
      await app.apiKeyUsage.flush();
      const usage = await apiKeyUsage(app.db, request.tenant.id, request.params.id);
      if (!usage) throw keyNotFound();
      return usage;
    },
  );
}

/** API Key Management: the store owner's keys for server-to-server reads of the store. */
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the body should be.
  app.backOffice('apiKeys');
  answerRuleMessages(app);

  app.get(
    '/',
    {
      schema: {
        summary: "The store's API keys (active ones, or all with includeInactive=true); never a secret",
        ...admin,
        querystring: listApiKeysQuerySchema,
        response: { 200: apiKeyListSchema, ...errors },
      },
    },
    async (request) => ({
      apiKeys: await listApiKeys(app.db, request.tenant.id, request.query.includeInactive === 'true'),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Create a key; the answer holds its secret, shown this once',
        ...admin,
        body: createApiKeyBodySchema,
        response: { 201: apiKeyWithSecretSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await audited(app, request, 'api-key.create', () =>
            createApiKey(app.db, request.tenant.id, request.body.name, app.payments.name === 'test'),
          ),
        ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Revoke a key: refused from this moment on',
        ...admin,
        params: apiKeyIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), apiKey: apiKeySchema }), ...errors },
      },
    },
    async (request) => {
      const key = await audited(app, request, 'api-key.revoke', () =>
        revokeApiKey(app.db, request.tenant.id, request.params.id),
      );
      if (!key) throw keyNotFound();
      return { success: true as const, apiKey: key };
    },
  );

  keyRotationRoutes(app);
};

export default apiKeyRoutes;
