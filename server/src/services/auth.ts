import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginBody, LoginResult } from '../../../lib/schemas/auth';
import { profiles, users } from '../db/schema';
import { ApiError } from '../errors';
import type { Tenant } from '../types';
import { verifyAgainstDummy, verifyPassword } from './passwords';

const INVALID = () => new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');

/** Signs a user in: the same answer for an unknown email and a wrong password. */
export async function login(app: FastifyInstance, tenant: Tenant, body: LoginBody): Promise<LoginResult> {
  const [user] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.email, body.email)))
    .limit(1);
  if (!user) {
    await verifyAgainstDummy(body.password);
    throw INVALID();
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) throw INVALID();
  if (user.role === 'customer' && !user.emailVerifiedAt) {
    throw new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email before logging in.');
  }
  const [profile] = await app.db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenant.id), eq(profiles.userId, user.id)))
    .limit(1);
  await app.db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, user.id));
  const token = app.jwt.sign({ sub: user.id, tenant: tenant.id, role: user.role, ver: user.tokenVersion });
  const { exp } = app.jwt.decode<{ exp: number }>(token)!;
  const needsProfile = user.role === 'customer' && (!profile || !profile.name);
  return {
    success: true,
    token,
    email: user.email,
    role: user.role,
    userId: user.id,
    tenantId: tenant.id,
    tokenExpiration: exp,
    needsProfile,
    customerProfile: profile
      ? {
          email: user.email,
          name: profile.name,
          phone: profile.phone,
          address: profile.address,
          addressLine2: profile.addressLine2,
          city: profile.city,
          state: profile.state,
          zipCode: profile.zipCode,
          tenantId: tenant.id,
          isNewProfile: false,
        }
      : null,
  };
}
