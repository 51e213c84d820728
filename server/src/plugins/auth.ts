import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { TOKEN_INVALID_CODE, TOKEN_REVOKED_CODE } from '@/lib/constants/auth';
import { SESSION_SEEN_EVERY_SECONDS } from '@/lib/constants/two-factor';
import { ApiError } from '../errors';
import { touchSession } from '../repositories/sessions';
import { findTokenState, type TokenState } from '../repositories/users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Bearer tokens: HS256 JWTs with sub, tenant, role, ver, sid and exp. A token is good only for its
 * own tenant, only while its version matches the user's (password change bumps it) and only while
 * its session is open (signing out or ending it from the session list closes it). A back-office
 * person of a store that requires two-factor sign-in, without it, is refused every admin route
 * until it is set up (its set-up routes are not admin routes).
 */
export default fp<{ secret: string; ttlSeconds: number }>(
  async (app, { secret, ttlSeconds }) => {
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: ttlSeconds },
      verify: { algorithms: ['HS256'] },
    });

    const states = new WeakMap<FastifyRequest, TokenState>();
    const revoked = () => new ApiError({ status: 401, code: TOKEN_REVOKED_CODE });

    async function authenticate(request: FastifyRequest) {
      if (!request.headers.authorization) throw new ApiError({ status: 401, code: 'UNAUTHORIZED' });
      try {
        await request.jwtVerify();
      } catch {
        throw new ApiError({ status: 401, code: TOKEN_INVALID_CODE });
      }
      const claims = request.user;
      if (claims.purpose || (claims.sid !== undefined && !UUID.test(claims.sid)))
        throw new ApiError({ status: 401, code: TOKEN_INVALID_CODE });
      if (request.tenant && claims.tenant !== request.tenant.id)
        throw new ApiError({
          status: 403,
          code: 'TENANT_MISMATCH',
          message: 'This account belongs to another store',
        });
      const state = await findTokenState(app.db, claims.tenant, claims.sub, claims.sid);
      if (!state || state.tokenVersion !== claims.ver || state.role !== claims.role) throw revoked();
      if (state.session && !state.session.open) throw revoked();
      if (
        state.session &&
        Date.now() - state.session.lastSeenAt.getTime() > SESSION_SEEN_EVERY_SECONDS * 1000
      )
        await touchSession(app.db, claims.sid!, SESSION_SEEN_EVERY_SECONDS);
      states.set(request, state);
    }

    async function requireAdmin(request: FastifyRequest) {
      await authenticate(request);
      if (request.user.role !== 'admin') throw new ApiError({ status: 403, code: 'ADMIN_ONLY' });
      const state = states.get(request);
      if (state?.requireTwoFactor && !state.twoFactorEnabled)
        throw new ApiError({ status: 403, code: 'TWO_FACTOR_SETUP_REQUIRED' });
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', requireAdmin);
  },
  { name: 'auth', dependencies: ['db'] },
);
