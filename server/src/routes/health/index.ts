import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth } from '../../services/platform/health';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});

/** Liveness and database reachability, for load balancers and the start supervisor. */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { tenant: false },
      schema: {
        summary: 'Service health',
        tags: ['health'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const body = await checkHealth(app.db);
      return reply.code(body.database === 'up' ? 200 : 503).send(body);
    },
  );
};

export default health;
