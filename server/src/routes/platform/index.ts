import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  platformSettingsSchema,
  signupBodySchema,
  signupResultSchema,
  slugAvailabilitySchema,
} from '@/lib/schemas/platform';
import { platformSettings, signUp, slugAvailability } from '@server/services/platform/signup';

const failures = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** The platform's own routes, on no store: a maker's sign-up and its form's live address check. */
const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      config: { tenant: false },
      schema: {
        summary: 'Whether makers may sign up, and the domain their stores are named under',
        tags: ['platform'],
        response: { 200: platformSettingsSchema },
      },
    },
    async () => platformSettings(app),
  );

  app.get(
    '/slug-availability',
    {
      config: { tenant: false },
      schema: {
        summary: 'Whether a store address is free to sign up with, and why not',
        tags: ['platform'],
        querystring: z.object({ slug: z.string().max(100) }),
        response: { 200: slugAvailabilitySchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => slugAvailability(app, request.query.slug, request.ip),
  );

  app.post(
    '/signup',
    {
      config: { tenant: false },
      schema: {
        summary: 'Open a store: its owner (to verify by email), an empty store, not yet open to shoppers',
        tags: ['platform'],
        body: signupBodySchema,
        response: { 201: signupResultSchema, ...failures },
      },
    },
    async (request, reply) => {
      const result = await signUp(app, request.body, request.ip);
      return reply.code(201).send(result);
    },
  );
};

export default platformRoutes;
