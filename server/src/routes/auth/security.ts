import { z } from 'zod';
import { loginResultSchema } from '@/lib/schemas/auth';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  endedSessionsSchema,
  recoveryCodesSchema,
  requireTwoFactorBodySchema,
  securityStatusSchema,
  signedInSessionsSchema,
  twoFactorConfirmBodySchema,
  twoFactorProofSchema,
  twoFactorSetupSchema,
  twoFactorSignInBodySchema,
} from '@/lib/schemas/two-factor';
import { endOtherSessions, endOwnSession, listSessions } from '@server/services/auth/sessions';
import { signInWithSecondFactor } from '@server/services/auth/two-factor-sign-in';
import {
  confirmTwoFactorSetup,
  renewRecoveryCodes,
  securityStatus,
  setRequireTwoFactor,
  startTwoFactorSetup,
  turnOffTwoFactor,
} from '@server/services/auth/two-factor-setup';
import type { RouteScope } from '@server/types';

const failure = errorResponseSchema;
const failures = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 429: failure };
const bearer = [{ bearerAuth: [] }];
const success = z.object({ success: z.literal(true) });

/** Where a sign-in comes from, as the session list shows it. */
export const clientOf = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Sign-in's code step, after a password step that answered a challenge. */
export function twoFactorSignInRoutes(app: RouteScope) {
  app.post(
    '/two-factor',
    {
      schema: {
        summary: 'Finish signing in with a code from the authenticator app, or one recovery code',
        tags: ['auth'],
        body: twoFactorSignInBodySchema,
        response: { 200: loginResultSchema, ...failures },
      },
    },
    async (request) => signInWithSecondFactor(app, request.tenant, request.body, clientOf(request)),
  );
}

/** The signed-in person's own second factor: status, set-up, turning off, new recovery codes. */
export function twoFactorRoutes(app: RouteScope) {
  const signedIn = { onRequest: app.authenticate };
  app.get(
    '/security',
    {
      ...signedIn,
      schema: {
        summary: "The caller's two-factor sign-in and the store's rule for its staff",
        tags: ['auth'],
        security: bearer,
        response: { 200: securityStatusSchema, ...failures },
      },
    },
    async (request) => securityStatus(app, request.user),
  );
  app.post(
    '/two-factor/setup',
    {
      ...signedIn,
      schema: {
        summary: 'Start setting up an authenticator app: a new secret and its otpauth:// address',
        tags: ['auth'],
        security: bearer,
        response: { 200: twoFactorSetupSchema, ...failures },
      },
    },
    async (request) => startTwoFactorSetup(app, request.tenant, request.user),
  );
  app.post(
    '/two-factor/enable',
    {
      ...signedIn,
      schema: {
        summary: "Turn two-factor sign-in on with the app's first code; answers ten recovery codes, once",
        tags: ['auth'],
        security: bearer,
        body: twoFactorConfirmBodySchema,
        response: { 200: recoveryCodesSchema, ...failures },
      },
    },
    async (request) => confirmTwoFactorSetup(app, request.user, request.body.code, request.ip),
  );
  app.post(
    '/two-factor/disable',
    {
      ...signedIn,
      schema: {
        summary: 'Turn two-factor sign-in off (a current code or the password first)',
        tags: ['auth'],
        security: bearer,
        body: twoFactorProofSchema,
        response: { 200: success, ...failures },
      },
    },
    async (request) => turnOffTwoFactor(app, request.user, request.body, request.ip),
  );
  app.post(
    '/two-factor/recovery-codes',
    {
      ...signedIn,
      schema: {
        summary: 'Ten new recovery codes, the old ones ended (a current code or the password first)',
        tags: ['auth'],
        security: bearer,
        body: twoFactorProofSchema,
        response: { 200: recoveryCodesSchema, ...failures },
      },
    },
    async (request) => renewRecoveryCodes(app, request.user, request.body, request.ip),
  );
  app.put(
    '/two-factor/requirement',
    {
      onRequest: app.requireAdmin,
      config: { staffArea: 'staff' },
      schema: {
        summary: "The owner's rule: every staff member signs in with a second factor",
        tags: ['admin'],
        security: bearer,
        body: requireTwoFactorBodySchema,
        response: { 200: requireTwoFactorBodySchema, ...failures },
      },
    },
    async (request) => setRequireTwoFactor(app, request.user, request.body.requireTwoFactor),
  );
}

/** The signed-in person's sessions: the list, ending one, ending all but this one. */
export function signedInSessionRoutes(app: RouteScope) {
  const signedIn = { onRequest: app.authenticate };
  app.get(
    '/sessions',
    {
      ...signedIn,
      schema: {
        summary: "The caller's signed-in sessions, this one marked current",
        tags: ['auth'],
        security: bearer,
        response: { 200: signedInSessionsSchema, ...failures },
      },
    },
    async (request) => listSessions(app, request.user),
  );
  app.delete(
    '/sessions/:id',
    {
      ...signedIn,
      schema: {
        summary: "End one of the caller's sessions; its tokens are refused from the next call",
        tags: ['auth'],
        security: bearer,
        params: z.object({ id: z.uuid() }),
        response: { 200: success, ...failures },
      },
    },
    async (request) => endOwnSession(app, request.user, request.params.id),
  );
  app.post(
    '/sessions/end-others',
    {
      ...signedIn,
      schema: {
        summary: 'End every session of the caller but this one',
        tags: ['auth'],
        security: bearer,
        response: { 200: endedSessionsSchema, ...failures },
      },
    },
    async (request) => endOtherSessions(app, request.user),
  );
}
