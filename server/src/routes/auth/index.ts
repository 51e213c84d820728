import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  loginBodySchema,
  loginResultSchema,
  refreshResultSchema,
  registerBodySchema,
  registerResultSchema,
  resendVerificationBodySchema,
} from '../../../../lib/schemas/auth';
import { errorResponseSchema, successResponseSchema } from '../../../../lib/schemas/common';
import { changePassword, login, logout, refresh, register, resendVerification } from '../../services/auth';
import { verifyEmailToken } from '../../services/verification';

const failure = errorResponseSchema.extend({ success: z.literal(false).optional() });
const failures = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 429: failure };
const bearer = [{ bearerAuth: [] }];

/** Sign-in, registration with email verification, token refresh, logout and password change. */
const auth: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', { schema: { summary: 'Sign in with email and password', tags: ['auth'], body: loginBodySchema, response: { 200: loginResultSchema, ...failures } } }, async (request) =>
    login(app, request.tenant, request.body, request.ip),
  );

  app.post(
    '/register',
    { schema: { summary: 'Create a customer account and email a verification link', tags: ['auth'], body: registerBodySchema, response: { 201: registerResultSchema, ...failures } } },
    async (request, reply) => reply.code(201).send(await register(app, request.tenant, request.body, request.ip)),
  );

  app.get(
    '/verify-email/:token',
    { schema: { summary: 'Verify an email address', tags: ['auth'], params: z.object({ token: z.string().min(10).max(200) }), response: { 200: successResponseSchema, ...failures } } },
    async (request) => {
      await verifyEmailToken(app, request.tenant.id, request.params.token);
      return { success: true, message: 'Email verified successfully! You can now log in.' };
    },
  );

  app.post(
    '/resend-verification',
    { schema: { summary: 'Send a new verification link', tags: ['auth'], body: resendVerificationBodySchema, response: { 200: successResponseSchema, ...failures } } },
    async (request) => resendVerification(app, request.tenant, request.body.email, request.ip),
  );

  app.post(
    '/refresh-token',
    { onRequest: app.authenticate, schema: { summary: 'Exchange a valid token for a fresh one', tags: ['auth'], security: bearer, response: { 200: refreshResultSchema, ...failures } } },
    async (request) => refresh(app, request.user, request.ip),
  );

  app.post(
    '/logout',
    { onRequest: app.authenticate, schema: { summary: 'End every token of this account', tags: ['auth'], security: bearer, response: { 200: z.object({ success: z.literal(true) }), ...failures } } },
    async (request) => logout(app, request.user),
  );

  app.put(
    '/password',
    {
      onRequest: app.authenticate,
      schema: { summary: 'Change the password (current one required)', tags: ['auth'], security: bearer, body: changePasswordBodySchema, response: { 200: refreshResultSchema.extend({ message: z.string() }), ...failures } },
    },
    async (request) => changePassword(app, request.user, request.body.currentPassword, request.body.newPassword),
  );
};

export default auth;
