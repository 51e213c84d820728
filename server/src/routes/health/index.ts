import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), uptimeSeconds: z.number() });

/** Liveness and database reachability, for load balancers and the start supervisor. */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { tenant: false }, schema: { summary: 'Service health', tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const database = await app.db.execute(sql`select 1`).then(() => 'up' as const, () => 'down' as const);
    const body = { status: database === 'up' ? ('ok' as const) : ('degraded' as const), database, uptimeSeconds: Math.round(process.uptime()) };
    return reply.code(database === 'up' ? 200 : 503).send(body);
  });
};

export default health;
