import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResultSchema,
  refreshResultSchema,
  registerBodySchema,
  registerResultSchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  verifyEmailResultSchema,
} from '@/lib/schemas/auth';
import { errorResponseSchema, successResponseSchema } from '@/lib/schemas/common';
import { changePassword, login, logout, refresh, resendVerification } from '@server/services/auth/accounts';
import { requestPasswordReset, resetPassword } from '@server/services/auth/password-reset';
import { register } from '@server/services/auth/registration';
import { ALREADY_VERIFIED, VERIFIED, verifyEmailToken } from '@server/services/auth/verification';
import type { RouteScope } from '@server/types';
import { twoFactorChallengeSchema } from '@/lib/schemas/two-factor';
import { clientOf, signedInSessionRoutes, twoFactorRoutes, twoFactorSignInRoutes } from './security';

const failure = errorResponseSchema.extend({ success: z.literal(false).optional() });
const failures = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 429: failure };
const bearer = [{ bearerAuth: [] }];

/** Signing in, and signing up with the link that verifies the address. */
function signInRoutes(app: RouteScope) {
  app.post(
    '/login',
    {
      schema: {
        summary:
          'Sign in with email and password; with two-factor sign-in on, a challenge for the code step instead of a token',
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: z.union([loginResultSchema, twoFactorChallengeSchema]), ...failures },
      },
    },
    async (request) => login(app, request.tenant, request.body, clientOf(request)),
  );

  app.post(
    '/register',
    {
      schema: {
        summary: 'Create a customer account and email a verification link',
        tags: ['auth'],
        body: registerBodySchema,
        response: { 201: registerResultSchema, ...failures },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await register(app, request.tenant, request.body, request.ip)),
  );

  app.get(
    '/verify-email/:token',
    {
      schema: {
        summary: 'Verify an email address (a link whose address is already verified says so)',
        tags: ['auth'],
        params: z.object({ token: z.string().min(10).max(200) }),
        response: { 200: verifyEmailResultSchema, ...failures },
      },
    },
    async (request) => {
      const { alreadyVerified } = await verifyEmailToken(app, request.tenant.id, request.params.token);
      return {
        success: true as const,
        message: alreadyVerified ? ALREADY_VERIFIED : VERIFIED,
        alreadyVerified,
      };
    },
  );
}

/** What a link sent by email starts or finishes: a password reset, a new verification link. */
function emailLinkRoutes(app: RouteScope) {
  app.post(
    '/forgot-password',
    {
      schema: {
        summary:
          'Email a single-use password reset link (the same answer whether or not the address has an account)',
        tags: ['auth'],
        body: forgotPasswordBodySchema,
        response: { 200: successResponseSchema, ...failures },
      },
    },
    async (request) =>
      requestPasswordReset(app, request.tenant, request.body.email, request.body.recaptchaToken, request.ip),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        summary: 'Set a new password with a reset link; every session of the account ends',
        tags: ['auth'],
        body: resetPasswordBodySchema,
        response: { 200: successResponseSchema, ...failures },
      },
    },
    async (request) =>
      resetPassword(app, request.tenant, request.body.token, request.body.password, request.ip),
  );

  app.post(
    '/resend-verification',
    {
      schema: {
        summary: 'Send a new verification link',
        tags: ['auth'],
        body: resendVerificationBodySchema,
        response: { 200: successResponseSchema, ...failures },
      },
    },
    async (request) => resendVerification(app, request.tenant, request.body.email, request.ip),
  );
}

/** A signed-in account's own session: a fresh token, signing out everywhere, a new password. */
function sessionRoutes(app: RouteScope) {
  app.post(
    '/refresh-token',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Exchange a valid token for a fresh one',
        tags: ['auth'],
        security: bearer,
        response: { 200: refreshResultSchema, ...failures },
      },
    },
    async (request) => refresh(app, request.user, request.ip),
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Sign out: this session ends, and its tokens with it',
        tags: ['auth'],
        security: bearer,
        response: { 200: z.object({ success: z.literal(true) }), ...failures },
      },
    },
    async (request) => logout(app, request.user),
  );

  app.put(
    '/password',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Change the password (current one required); every other session ends',
        tags: ['auth'],
        security: bearer,
        body: changePasswordBodySchema,
        response: { 200: refreshResultSchema.extend({ message: z.string() }), ...failures },
      },
    },
    async (request) =>
      changePassword(app, request.user, request.body.currentPassword, request.body.newPassword),
  );
}

/**
 * Sign-in (with its two-factor code step), registration with email verification, token refresh,
 * logout, password change, the person's second factor and signed-in sessions.
 */
const auth: FastifyPluginAsyncZod = async (app) => {
  signInRoutes(app);
  twoFactorSignInRoutes(app);
  emailLinkRoutes(app);
  sessionRoutes(app);
  twoFactorRoutes(app);
  signedInSessionRoutes(app);
};

export default auth;
