import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  redirectBodySchema,
  redirectImportBodySchema,
  redirectImportResultSchema,
  redirectListSchema,
  redirectParamsSchema,
  redirectSchema,
} from '@/lib/schemas/redirects';
import { findIn, withAudit } from '@server/services/audit/audited';
import { expireFor } from '@server/services/cache/expiry';
import {
  addRedirect,
  deleteRedirect,
  importRedirects,
  listRedirects,
  redirectNotFound,
} from '@server/services/catalog/redirects';
import { named } from '@server/routes/named';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** Importing Shopify's URL redirect export. */
const importRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/redirects/import',
    {
      schema: {
        ...admin,
        summary:
          'Import a CSV with the columns "Redirect from" and "Redirect to" (Shopify’s export): every row or none; a path that already redirects takes the file’s target',
        body: redirectImportBodySchema,
        response: { 200: redirectImportResultSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'redirect.import',
          subjectType: 'redirect',
          subjectId: null,
          summary: (result) => result.message,
          after: () => null,
          facts: (result) => ({ added: result.added, updated: result.updated }),
        },
        () => importRedirects(app.db, request.tenant.id, request.body.csv),
      ),
  );
};

/** The store's redirects (back-office Redirects): list, add, delete, and import Shopify's export. */
const adminRedirects: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('catalog');
  // Every change reaches the shop's cached answers at once.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300)
      expireFor(app, 'redirects-changed', { storeId: request.tenant.id });
  });

  await app.register(named(importRoute));

  app.get(
    '/redirects',
    {
      schema: {
        ...admin,
        summary: 'The store’s redirects, by the path they answer',
        response: { 200: redirectListSchema, ...errors },
      },
    },
    async (request) => ({ redirects: await listRedirects(app.db, request.tenant.id) }),
  );

  app.post(
    '/redirects',
    {
      schema: {
        ...admin,
        summary:
          'Add a redirect: both paths start with "/", the shop must not serve the first, and it must not loop; a path that already redirects is 409',
        body: redirectBodySchema,
        response: { 201: redirectSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const redirect = await withAudit(
        app,
        request,
        { action: 'redirect.create', subjectType: 'redirect', summary: (r) => `${r.fromPath} → ${r.toPath}` },
        () => addRedirect(app.db, request.tenant.id, request.body),
      );
      return reply.code(201).send(redirect);
    },
  );

  app.delete(
    '/redirects/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete one of the store’s redirects',
        params: redirectParamsSchema,
        response: {
          200: z.object({ success: z.literal(true), id: z.string() }),
          ...errors,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const removed = await withAudit(
        app,
        request,
        {
          action: 'redirect.delete',
          subjectType: 'redirect',
          summary: (r) => `${r.fromPath} → ${r.toPath}`,
          before: () => findIn(listRedirects(app.db, request.tenant.id), request.params.id),
          after: () => null,
        },
        () => deleteRedirect(app.db, request.tenant.id, request.params.id),
      );
      if (!removed) throw redirectNotFound();
      return { success: true as const, id: removed.id };
    },
  );
};

export default adminRedirects;
