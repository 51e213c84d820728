import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { jobsStatus } from '@server/jobs/status';
import { operatorOnly } from '@server/plugins/operator-guard';
import { OPERATOR_TOKEN_HEADER } from '@server/services/platform/operator';
import { checkHealth } from '@server/services/platform/health';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});

const jobsSchema = z.object({
  jobs: z.array(
    z.object({
      name: z.string(),
      schedule: z.string(),
      timezone: z.string(),
      lastRun: z
        .object({
          period: z.string(),
          startedAt: z.string(),
          finishedAt: z.string().nullable(),
          outcome: z.enum(['running', 'ok', 'failed']),
          detail: z.record(z.string(), z.unknown()).nullable(),
        })
        .nullable(),
      nextRunAt: z.string().nullable(),
    }),
  ),
});

/**
 * Liveness and database reachability, for load balancers and the start supervisor; the scheduled
 * jobs' last and next runs, for the operator.
 */
const health: FastifyPluginAsyncZod<{ operatorToken?: string }> = async (app, { operatorToken }) => {
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

  app.get(
    '/health/jobs',
    {
      config: { tenant: false },
      schema: {
        summary: "Each scheduled job's last run, its outcome and its next run (operator only)",
        tags: ['health'],
        security: [{ operatorToken: [] }],
        headers: z.object({ [OPERATOR_TOKEN_HEADER]: z.string().optional() }),
        response: { 200: jobsSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      onRequest: operatorOnly(operatorToken),
    },
    async () => ({ jobs: await jobsStatus(app) }),
  );
};

export default health;
