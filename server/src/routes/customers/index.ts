import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponseSchema } from '../../../../lib/schemas/common';
import { formatPhone } from '../../../../lib/rules';
import { profiles, users } from '../../db/schema';

const customerSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string(), lastActive: z.string().nullable() });

/** The store's customers, for its owner. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    { schema: { summary: "The store's customers", tags: ['admin'], security: [{ bearerAuth: [] }], response: { 200: z.array(customerSchema), 401: errorResponseSchema, 403: errorResponseSchema } } },
    async (request) => {
      const rows = await app.db
        .select({ id: users.id, email: users.email, lastActiveAt: users.lastActiveAt, name: profiles.name, phone: profiles.phone })
        .from(users)
        .leftJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.tenantId, users.tenantId)))
        .where(and(eq(users.tenantId, request.tenant.id), eq(users.role, 'customer')))
        .orderBy(asc(users.email));
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name ?? '',
        phone: row.phone ? formatPhone(app.fieldCrypto.decrypt(row.phone)) : '',
        lastActive: row.lastActiveAt?.toISOString() ?? null,
      }));
    },
  );
};

export default customerRoutes;
