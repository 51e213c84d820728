import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { forbidden } from '../errors';

/**
 * Whose data a caller may read by email: a customer only their own, an admin any account of the
 * store. Returns that account's id (or null when an admin asks for an email with no account).
 */
export async function accountForEmail(request: FastifyRequest, email: string): Promise<{ id: string; email: string } | null> {
  const app = request.server;
  const claims = request.user;
  if (claims.role !== 'admin') {
    const [self] = await app.db.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.id, claims.sub), eq(users.tenantId, claims.tenant))).limit(1);
    if (!self || self.email !== email) throw forbidden('You can only see your own account', 'NOT_YOUR_ACCOUNT');
    return self;
  }
  const [account] = await app.db.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.tenantId, request.tenant.id), eq(users.email, email))).limit(1);
  return account ?? null;
}

/** The signed-in caller, when a valid token came with the request; null for a guest. */
export async function optionalUser(request: FastifyRequest) {
  if (!request.headers.authorization) return null;
  await request.server.authenticate(request);
  return request.user;
}
