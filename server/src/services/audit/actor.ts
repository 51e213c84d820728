/**
 * Who makes a back-office change: the signed-in account (id, role, and its email and staff role
 * read once per request), or a store API key, and the address the request came from.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findActorProfile } from '@server/repositories/audit-log';

export type AuditActor = {
  tenantId: string;
  id: string | null;
  email: string | null;
  /** The back-office role (`owner`, `manager`, …), else the account's role, else `api-key`. */
  role: string | null;
  ip: string | null;
};

const known = new WeakMap<FastifyRequest, Promise<AuditActor>>();

async function lookUp(app: FastifyInstance, request: FastifyRequest): Promise<AuditActor> {
  const tenantId = request.tenant.id;
  const ip = request.ip ?? null;
  const claims = request.user as { sub?: string; role?: string } | undefined;
  if (!claims?.sub) {
    const key = request.apiKey;
    return { tenantId, id: null, email: null, role: key ? `api-key:${key.kind}` : null, ip };
  }
  const profile = await findActorProfile(app.db, tenantId, claims.sub);
  return {
    tenantId,
    id: claims.sub,
    email: profile?.email ?? null,
    role: profile?.staffRole ?? claims.role ?? null,
    ip,
  };
}

/** The actor of `request`, looked up once however many lines the request writes. */
export function auditActorOf(app: FastifyInstance, request: FastifyRequest): Promise<AuditActor> {
  let actor = known.get(request);
  if (!actor) {
    actor = lookUp(app, request);
    known.set(request, actor);
  }
  return actor;
}
