import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  closeAccountBodySchema,
  closeAccountResultSchema,
  personalDataExportSchema,
} from '@/lib/schemas/privacy';
import { closeOwnAccount, exportOwnData } from '@server/services/customers/privacy';

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** The signed-in person's own data: its download, and closing the account. */
const profilePrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/export',
    {
      schema: {
        summary: 'Download your data in this store (a JSON file)',
        tags: ['profiles'],
        security: [{ bearerAuth: [] }],
        response: { 200: personalDataExportSchema, ...failures },
      },
      preHandler: async (request) => app.rateLimit('data-export:account', request.user.sub),
    },
    async (request, reply) => {
      const { file, fileName } = await exportOwnData(app, request.user);
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      reply.header('cache-control', 'no-store');
      return file;
    },
  );

  app.post(
    '/close',
    {
      schema: {
        summary:
          'Close your account (your password again): the account and your details go, your orders stay for the store’s books without them',
        tags: ['profiles'],
        security: [{ bearerAuth: [] }],
        body: closeAccountBodySchema,
        response: { 200: closeAccountResultSchema, ...failures },
      },
    },
    async (request) => closeOwnAccount(app, request.user, request.body.password),
  );
};

export default profilePrivacyRoutes;
