/**
 * An invitation's own page: what it offers, and accepting it. Without an account in the store, a
 * new one is made (the address counts as verified: the link was mailed to it); with a customer
 * account, its password proves it is theirs and the account gains the role. Each link is spent once.
 */
import type { FastifyInstance } from 'fastify';
import { STAFF_ERRORS } from '@/lib/constants/staff';
import type { AcceptInvitationBody, InvitationPreview } from '@/lib/schemas/staff';
import { ApiError, isUniqueViolation } from '@server/errors';
import {
  findOpenInvitation,
  insertStaffAccount,
  insertStaffName,
  markInvitationAccepted,
  setStaffRole,
  type InvitationRow,
} from '@server/repositories/staff';
import type { Tx } from '@server/repositories/stores';
import { findUserByEmail, markEmailVerified } from '@server/repositories/users';
import { recordChange } from '../audit/record';
import { refuseWeakPassword, storeNameOf } from '../auth/accounts';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hashInvitationToken } from './team';
import type { Tenant } from '@server/types';

const gone = () =>
  new ApiError({ status: 404, code: 'INVITATION_NOT_FOUND', message: STAFF_ERRORS.invitationNotFound });

async function openInvitation(app: FastifyInstance, tenantId: string, token: string, tx?: Tx) {
  const invitation = await findOpenInvitation(
    tx ?? app.db,
    tenantId,
    hashInvitationToken(token),
    Boolean(tx),
  );
  if (!invitation) throw gone();
  return invitation;
}

/** The store, the address and the role an open invitation offers; 404 once it is spent or gone. */
export async function previewInvitation(
  app: FastifyInstance,
  tenant: Tenant,
  token: string,
  ip: string,
): Promise<InvitationPreview> {
  await app.rateLimit('staff-invitation:ip', ip);
  const invitation = await openInvitation(app, tenant.id, token);
  const account = await findUserByEmail(app.db, tenant.id, invitation.email);
  return {
    storeName: await storeNameOf(app, tenant),
    email: invitation.email,
    role: invitation.role,
    hasAccount: Boolean(account),
  };
}

/** Accepts an invitation: a new back-office account, or the invited customer's account with the role. */
export async function acceptInvitation(
  app: FastifyInstance,
  tenant: Tenant,
  token: string,
  body: AcceptInvitationBody,
  ip: string,
) {
  await app.rateLimit('staff-invitation:ip', ip);
  const preview = await openInvitation(app, tenant.id, token);
  const account = await findUserByEmail(app.db, tenant.id, preview.email);
  if (account && !(await verifyPassword(account.passwordHash, body.password)))
    throw new ApiError({ status: 403, code: 'INVITATION_PASSWORD_WRONG', field: 'password' });
  if (!account) refuseWeakPassword(body.password);
  const passwordHash = account ? null : await hashPassword(body.password);
  return app.db
    .transaction(async (tx) => {
      const invitation = await openInvitation(app, tenant.id, token, tx);
      const userId = await joinStaff(tx, invitation, passwordHash, body.name);
      await markInvitationAccepted(tx, tenant.id, invitation.id);
      await recordChange(
        tx,
        { tenantId: tenant.id, id: userId, email: invitation.email, role: invitation.role, ip },
        {
          action: 'staff.invite',
          subjectType: 'staff-invitation',
          subjectId: invitation.id,
          summary: `${invitation.email} accepted`,
          after: { role: invitation.role },
        },
      );
      return { email: invitation.email, role: invitation.role };
    })
    .catch((error: unknown) => {
      // An account with the address registered between joinStaff's read and its insert.
      if (isUniqueViolation(error, 'users_tenant_email_idx')) throw gone();
      throw error;
    });
}

/**
 * The invited person's account, made or found, now of the staff; answers its id. Read again here,
 * under the invitation's lock: an account registered since the request's own read (`passwordHash`
 * set: it came as a new person) was not proven theirs by its password, so it gains no role.
 */
async function joinStaff(tx: Tx, invitation: InvitationRow, passwordHash: string | null, name?: string) {
  const { tenantId, email } = invitation;
  const existing = await findUserByEmail(tx, tenantId, email);
  if (existing?.role === 'admin') throw gone();
  if (existing && passwordHash) throw gone();
  if (existing) {
    await setStaffRole(tx, tenantId, existing.id, invitation.role);
    await markEmailVerified(tx, tenantId, existing.id);
    return existing.id;
  }
  if (!passwordHash) throw gone();
  const id = await insertStaffAccount(tx, tenantId, email, passwordHash, invitation.role);
  if (name) await insertStaffName(tx, tenantId, id, name);
  return id;
}
