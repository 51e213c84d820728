import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDomainBodySchema,
  domainParamsSchema,
  domainVerificationSchema,
  storeDomainListSchema,
  storeDomainSchema,
} from '@/lib/schemas/admin-domains';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  addStoreDomain,
  listStoreDomains,
  removeStoreDomain,
  verifyStoreDomain,
} from '@server/services/stores/custom-domains';
import { withAudit } from '@server/services/audit/audited';
import type { RouteScope } from '@server/types';

/** What the log keeps of a domain: its name, and whether it is primary and verified. */
const domainFacts = (domain: { domain: string; primary: boolean; verifiedAt: string | null }) => ({
  domain: domain.domain,
  primary: domain.primary,
  verified: domain.verifiedAt !== null,
});

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** Verifying a domain by DNS; its outcome is a line of the activity log. */
function domainVerifyRoute(app: RouteScope) {
  app.post(
    '/domains/:domain/verify',
    {
      schema: {
        ...admin,
        summary:
          'Check the domain’s TXT record and that it points at the platform; verified, the store is served there',
        params: domainParamsSchema,
        response: {
          200: domainVerificationSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'domain.verify',
          subjectType: 'domain',
          subjectId: request.params.domain,
          summary: request.params.domain,
          after: (result) => ({ verified: result.verified }),
        },
        () => verifyStoreDomain(app, request.tenant, request.params.domain),
      ),
  );
}

/**
 * The store's domains (Settings): list, add (unverified, with the TXT record that proves it),
 * remove (never the primary one nor the last verified one) and verify by DNS.
 */
const adminDomains: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the body should be.
  app.backOffice('domains');

  app.get(
    '/domains',
    {
      schema: {
        ...admin,
        summary:
          'The store’s domains, primary first, each with the TXT record that proves it, and the addresses they must point at',
        response: { 200: storeDomainListSchema, ...errors },
      },
    },
    async (request) => listStoreDomains(app, request.tenant),
  );

  app.post(
    '/domains',
    {
      schema: {
        ...admin,
        summary:
          'List a domain for the store, unverified until its TXT record proves it; a name another store verified, or the platform’s own, is 409',
        body: addDomainBodySchema,
        response: { 201: storeDomainSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const domain = await withAudit(
        app,
        request,
        { action: 'domain.add', subjectType: 'domain', subjectId: (d) => d.domain, after: domainFacts },
        () => addStoreDomain(app, request.tenant, request.body.domain),
      );
      return reply.code(201).send(domain);
    },
  );

  app.delete(
    '/domains/:domain',
    {
      schema: {
        ...admin,
        summary:
          'Remove a domain from the store; the primary domain and the last verified one cannot be removed (409)',
        params: domainParamsSchema,
        response: {
          200: z.object({ success: z.literal(true), domain: z.string() }),
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { domain } = request.params;
      await withAudit(
        app,
        request,
        {
          action: 'domain.remove',
          subjectType: 'domain',
          subjectId: domain,
          summary: domain,
          before: async () => ({ domain }),
          after: () => null,
        },
        () => removeStoreDomain(app, request.tenant, domain).then(() => true),
      );
      return { success: true as const, domain: request.params.domain };
    },
  );

  domainVerifyRoute(app);
};

export default adminDomains;
