import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { TOKEN_INVALID_CODE, TOKEN_REVOKED_CODE } from '@/lib/constants/auth';
import { ApiError, forbidden, unauthorized } from '../errors';
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
      if (!request.headers.authorization) throw unauthorized();
      try {
        await request.jwtVerify();
      } catch {
        throw new ApiError(401, TOKEN_INVALID_CODE, 'Your session has expired. Please log in again.');
      }
      const claims = request.user;
      if (request.tenant && claims.tenant !== request.tenant.id)
        throw forbidden('This account belongs to another store', 'TENANT_MISMATCH');
      const user = await findTokenState(app.db, claims.tenant, claims.sub);
      if (!user || user.tokenVersion !== claims.ver)
        throw new ApiError(401, TOKEN_REVOKED_CODE, 'Your session has ended. Please log in again.');
      if (user.role !== claims.role)
        throw new ApiError(401, TOKEN_REVOKED_CODE, 'Your session has ended. Please log in again.');
    }

    async function requireAdmin(request: FastifyRequest) {
      await authenticate(request);
      if (request.user.role !== 'admin') throw forbidden('Only the store owner can do that', 'ADMIN_ONLY');
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', requireAdmin);
  },
  { name: 'auth', dependencies: ['db'] },
);
