import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { TOKEN_INVALID_CODE, TOKEN_REVOKED_CODE } from '@/lib/constants/auth';
import { ApiError } from '../errors';
import { findTokenState } from '../repositories/users';

/**
 * Bearer tokens: HS256 JWTs with sub, tenant, role, ver and exp. A token is good only for its own
 * tenant and only while its version matches the user's (logout and password change bump it).
 */
export default fp<{ secret: string; ttlSeconds: number }>(
  async (app, { secret, ttlSeconds }) => {
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: ttlSeconds },
      verify: { algorithms: ['HS256'] },
    });

    async function authenticate(request: FastifyRequest) {
      if (!request.headers.authorization) throw new ApiError({ status: 401, code: 'UNAUTHORIZED' });
      try {
        await request.jwtVerify();
      } catch {
        throw new ApiError({ status: 401, code: TOKEN_INVALID_CODE });
      }
      const claims = request.user;
      if (request.tenant && claims.tenant !== request.tenant.id)
        throw new ApiError({
          status: 403,
          code: 'TENANT_MISMATCH',
          message: 'This account belongs to another store',
        });
      const user = await findTokenState(app.db, claims.tenant, claims.sub);
      if (!user || user.tokenVersion !== claims.ver)
        throw new ApiError({ status: 401, code: TOKEN_REVOKED_CODE });
      if (user.role !== claims.role) throw new ApiError({ status: 401, code: TOKEN_REVOKED_CODE });
    }

    async function requireAdmin(request: FastifyRequest) {
      await authenticate(request);
      if (request.user.role !== 'admin') throw new ApiError({ status: 403, code: 'ADMIN_ONLY' });
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', requireAdmin);
  },
  { name: 'auth', dependencies: ['db'] },
);
