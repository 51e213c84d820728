import type { FastifyRequest } from 'fastify';
import { ApiError } from '@server/errors';
import { findUser, findUserByEmail } from '@server/repositories/users';

/**
 * Whose data a caller may read by email: anyone their own, and a back-office person whose role
 * reaches customers any account of the store. Returns that account's id (or null when such a
 * person asks for an email with no account).
 */
export async function accountForEmail(
  request: FastifyRequest,
  email: string,
): Promise<{ id: string; email: string } | null> {
  const app = request.server;
  const claims = request.user;
  if (!app.staffMay(request, 'customers')) {
    const self = await findUser(app.db, claims.tenant, claims.sub);
    if (!self || self.email !== email)
      throw new ApiError({
        status: 403,
        code: 'NOT_YOUR_ACCOUNT',
        message: 'You can only see your own account',
      });
    return { id: self.id, email: self.email };
  }
  const account = await findUserByEmail(app.db, request.tenant.id, email);
  return account ? { id: account.id, email: account.email } : null;
}

/** The signed-in caller, when a valid token came with the request; null for a guest. */
export async function optionalUser(request: FastifyRequest) {
  if (!request.headers.authorization) return null;
  await request.server.authenticate(request);
  return request.user;
}
