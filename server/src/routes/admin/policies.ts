import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { policyBodySchema, policyListSchema, policyParamsSchema, policySchema } from '@/lib/schemas/policies';
import { expireFor } from '@server/services/cache/expiry';
import { getPolicy, listPolicies, savePolicy } from '@server/services/stores/policies';
import { withAudit } from '@server/services/audit/audited';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The store's policy pages (back-office Settings → Policies): read each, save one at a time. */
const adminPolicies: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('settings');

  app.get(
    '/policies',
    {
      schema: {
        ...admin,
        summary: 'Every policy page of the store: the saved text, or the template filled from its details',
        response: { 200: policyListSchema, ...errors },
      },
    },
    async (request) => listPolicies(app.db, request.tenant.id),
  );

  app.get(
    '/policies/:kind',
    {
      schema: {
        ...admin,
        summary: 'One policy page: the saved text, or the template (saved false)',
        params: policyParamsSchema,
        response: { 200: policySchema, ...errors },
      },
    },
    async (request) => getPolicy(app.db, request.tenant.id, request.params.kind),
  );

  app.put(
    '/policies/:kind',
    {
      schema: {
        ...admin,
        summary: 'Save one policy page’s text (Markdown: headings, lists, bold, links; shown as text)',
        params: policyParamsSchema,
        body: policyBodySchema,
        response: { 200: policySchema, ...errors },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const saved = await withAudit(
        app,
        request,
        {
          action: 'settings.policy',
          subjectType: 'policy',
          subjectId: kind,
          summary: `Policy: ${kind}`,
          before: () => getPolicy(app.db, request.tenant.id, kind),
        },
        () => savePolicy(app.db, request.tenant.id, kind, request.body.body),
      );
      expireFor(app, 'policies-changed', { storeId: request.tenant.id });
      return saved;
    },
  );
};

export default adminPolicies;
