import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  connectDatabasesBodySchema,
  exchangeCodeBodySchema,
  notionAuthorizeSchema,
  notionConnectionSchema,
  notionDatabasesSchema,
  notionStatusSchema,
  productSyncResultSchema,
} from '@/lib/schemas/notion';
import {
  connectDatabases,
  disconnect,
  exchangeCode,
  listDatabases,
  notionConnection,
  notionStatus,
  startAuthorization,
} from '@server/services/notion/connection';
import { withAudit } from '@server/services/audit/audited';
import { syncProductsNow } from '@server/services/notion/product-sync';
import type { RouteScope } from '@server/types';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
};
const admin = { tags: ['admin', 'notion'], security: [{ bearerAuth: [] }] };

/** Whether the store is connected, and to which workspace: what a connect or disconnect line compares. */
async function linkOf(app: RouteScope, tenantId: string) {
  const { connected, workspaceName } = await notionStatus(app, tenantId);
  return { connected, workspaceName };
}

/** Connecting the workspace: authorize, then the code exchange. */
function connectionRoutes(app: RouteScope) {
  app.post(
    '/notion-auth/authorize',
    {
      schema: {
        ...admin,
        summary:
          'Start connecting: Notion’s consent address with a single-use state bound to this owner and store',
        response: { 200: notionAuthorizeSchema, ...errors },
      },
    },
    async (request) => startAuthorization(app, request.tenant.id, request.user.sub),
  );

  app.post(
    '/notion-auth/exchange-code',
    {
      schema: {
        ...admin,
        summary:
          'Finish connecting: trade the code Notion returned for an access token (the state must be the one this owner started, unused and unexpired)',
        body: exchangeCodeBodySchema,
        response: {
          200: z.object({ success: z.literal(true), workspaceName: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'settings.notion-connect',
          subjectType: 'notion',
          subjectId: request.tenant.id,
          summary: (result) => result.workspaceName ?? 'Notion workspace',
          before: () => linkOf(app, request.tenant.id),
          after: (result) => ({ connected: true, workspaceName: result.workspaceName }),
        },
        () => exchangeCode(app, request.tenant.id, request.user.sub, request.body),
      ),
  );
}

/** The workspace's databases, linking them, the status and disconnecting. */
function databaseRoutes(app: RouteScope) {
  app.get(
    '/notion-auth/databases',
    {
      schema: {
        ...admin,
        summary: 'The databases the owner shared with the integration',
        response: { 200: notionDatabasesSchema, ...errors },
      },
    },
    async (request) => ({ databases: await listDatabases(app, request.tenant.id) }),
  );

  app.post(
    '/notion-auth/connect-databases',
    {
      schema: {
        ...admin,
        summary:
          'Link the five databases: products, customers, orders, notifications and analytics (all required)',
        body: connectDatabasesBodySchema,
        response: { 200: notionConnectionSchema, ...errors },
      },
    },
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'settings.notion-databases',
          subjectType: 'notion',
          subjectId: request.tenant.id,
          summary: 'Notion databases linked',
          before: () => notionConnection(app, request.tenant.id),
        },
        () => connectDatabases(app, request.tenant.id, request.body),
      ),
  );

  app.get(
    '/notion-auth/connection-status',
    {
      schema: {
        ...admin,
        summary: 'Whether the store is connected, and to which workspace',
        response: { 200: notionStatusSchema, ...errors },
      },
    },
    async (request) => notionStatus(app, request.tenant.id),
  );

  app.post(
    '/notion-auth/disconnect',
    {
      schema: {
        ...admin,
        summary: 'Forget the store’s Notion token (revoked at Notion too)',
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'settings.notion-disconnect',
          subjectType: 'notion',
          subjectId: request.tenant.id,
          summary: (_result, before) =>
            (before as { workspaceName?: string | null } | null)?.workspaceName ?? 'Notion workspace',
          before: () => linkOf(app, request.tenant.id),
          after: () => ({ connected: false, workspaceName: null }),
          // Disconnecting twice is not an error, and not a change either.
          unchanged: (_result, before) => (before as { connected?: boolean } | null)?.connected !== true,
        },
        () => disconnect(app, request.tenant.id),
      ),
  );
}

/** The back-office's view of the connection, and pulling the products now. */
function adminNotionRoutes(app: RouteScope) {
  app.get(
    '/admin/notion-status',
    {
      schema: {
        ...admin,
        summary:
          'connected and workspaceName; configured is false when the platform has no Notion integration',
        response: { 200: notionStatusSchema, ...errors },
      },
    },
    async (request) => notionStatus(app, request.tenant.id),
  );

  app.get(
    '/admin/notion-connection',
    {
      schema: {
        ...admin,
        summary: 'The linked database of each kind (null until chosen)',
        response: { 200: notionConnectionSchema, ...errors },
      },
    },
    async (request) => notionConnection(app, request.tenant.id),
  );

  app.post(
    '/admin/notion-sync/products',
    {
      schema: {
        ...admin,
        summary:
          'Pull the products database now: rows upserted by Notion page, archived ones hidden, unreadable ones skipped and listed',
        response: { 200: productSyncResultSchema, ...errors },
      },
    },
    async (request) => syncProductsNow(app, request.tenant.id),
  );
}

/**
 * The store's Notion workspace (back-office §7), under /api: connecting (authorize, then the code
 * exchange), the databases, the status, disconnecting, and pulling products. Admins of the store only.
 */
const notionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('settings');
  connectionRoutes(app);
  databaseRoutes(app);
  adminNotionRoutes(app);
};

export default notionRoutes;
