import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBodySchema, loginResultSchema } from '../../../../lib/schemas/auth';
import { errorResponseSchema } from '../../../../lib/schemas/common';
import { login } from '../../services/auth';

const failure = errorResponseSchema.extend({ success: z.literal(false).optional() });

/** Sign-in. */
const auth: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        summary: 'Sign in with email and password',
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: loginResultSchema, 400: failure, 401: failure, 403: failure, 429: failure },
      },
    },
    async (request) => login(app, request.tenant, request.body),
  );
};

export default auth;
