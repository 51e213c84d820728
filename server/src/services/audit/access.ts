/**
 * Who reads the activity log: the owner and managers. The one place the rule lives; routes call
 * `assertCanReadAudit` after `requireAdmin`. An account without a staff role is an owner from
 * before staff roles existed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUDIT_MESSAGES } from '@/lib/schemas/audit';
import { ApiError } from '@server/errors';
import { auditActorOf } from './actor';

export const AUDIT_READER_ROLES = ['owner', 'manager', 'admin'] as const;

/** Whether a back-office role may read the log. */
export const canReadAudit = (role: string | null) =>
  role === null || (AUDIT_READER_ROLES as readonly string[]).includes(role);

/** Refuses (403) anyone but the owner and managers. */
export async function assertCanReadAudit(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const actor = await auditActorOf(app, request);
  if (!canReadAudit(actor.role))
    throw new ApiError({ status: 403, code: 'FORBIDDEN', message: AUDIT_MESSAGES.forbidden });
}
