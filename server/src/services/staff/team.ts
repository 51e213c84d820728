/**
 * The owner's team: the list of staff and open invitations, inviting someone by mail, changing a
 * role, taking someone off the staff, handing ownership over and the refund limit of the Orders
 * role. The routes let only the owner here (area `staff`); each change is a line of the activity log.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ERRORS, STAFF_INVITATION_TTL_DAYS, staffInvitationPath } from '@/lib/constants/staff';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/lib/constants/staff';
import type { InviteStaffBody, StaffInvitation, StaffOverview } from '@/lib/schemas/staff';
import { ApiError, isUniqueViolation } from '@server/errors';
import { endSessionsExcept } from '@server/repositories/sessions';
import {
  findStaffSettings,
  hasOpenInvitation,
  insertInvitation,
  listOpenInvitations,
  listStaff,
  changeRoleOfStaff,
  moveOwnership,
  removeFromStaff,
  revokeInvitation as revokeOpenInvitation,
  saveRefundLimit,
  type InvitationRow,
} from '@server/repositories/staff';
import { findUser, findUserByEmail, type UserRow } from '@server/repositories/users';
import type { Tenant } from '@server/types';
import { recordChange } from '../audit/record';
import { auditActorOf } from '../audit/actor';
import { withAudit } from '../audit/audited';
import { escapeHtml } from '../auth/verification';
import { storeLink } from '../stores/domain-lookup';
import { storeNameOf } from '../auth/accounts';

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

const notFound = () => new ApiError({ status: 404, code: 'STAFF_NOT_FOUND', field: 'userId' });

export const invitationOut = (row: InvitationRow): StaffInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** The store's people, its open invitations and the owner's settings for staff. */
export async function staffOverview(app: FastifyInstance, tenantId: string): Promise<StaffOverview> {
  const [staff, invitations, settings] = await Promise.all([
    listStaff(app.db, tenantId),
    listOpenInvitations(app.db, tenantId),
    findStaffSettings(app.db, tenantId),
  ]);
  return {
    staff: staff.map((person) => ({
      id: person.id,
      email: person.email,
      name: person.name || null,
      role: person.role!,
      twoFactorEnabled: Boolean(person.twoFactorEnabledAt),
      createdAt: person.createdAt.toISOString(),
    })),
    invitations: invitations.map(invitationOut),
    settings,
  };
}

/** Mails an invitation to join the back-office with a role; refused for staff and open invitations. */
export async function inviteStaff(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: Tenant,
  body: InviteStaffBody,
): Promise<{ invitation: StaffInvitation }> {
  await app.rateLimit('staff-invite:account', request.user.sub);
  const existing = await findUserByEmail(app.db, tenant.id, body.email);
  if (existing?.role === 'admin')
    throw new ApiError({
      status: 409,
      code: 'STAFF_EXISTS',
      field: 'email',
      message: STAFF_ERRORS.alreadyStaff,
    });
  if (await hasOpenInvitation(app.db, tenant.id, body.email))
    throw new ApiError({
      status: 409,
      code: 'STAFF_ALREADY_INVITED',
      field: 'email',
      message: STAFF_ERRORS.alreadyInvited,
    });
  const token = randomBytes(32).toString('base64url');
  const storeName = await storeNameOf(app, tenant);
  const actor = await auditActorOf(app, request);
  const { row, mailId } = await app.db.transaction(async (tx) => {
    const row = await insertInvitation(tx, {
      tenantId: tenant.id,
      email: body.email,
      role: body.role,
      tokenHash: hashInvitationToken(token),
      invitedBy: request.user.sub,
      expiresAt: new Date(Date.now() + STAFF_INVITATION_TTL_DAYS * 86_400_000),
    });
    const link = await storeLink(app, tenant.id, staffInvitationPath(token), tx);
    const mailId = await app.mailer.queue(tx, {
      tenantId: tenant.id,
      ...invitationMail(storeName, body, link),
    });
    await recordChange(tx, actor, {
      action: 'staff.invite',
      subjectType: 'staff-invitation',
      subjectId: row.id,
      summary: body.email,
      after: { email: body.email, role: body.role },
    });
    return { row, mailId };
  });
  await app.mailer.nudge([mailId]);
  return { invitation: invitationOut(row) };
}

function invitationMail(storeName: string, body: InviteStaffBody, link: string) {
  const role = STAFF_ROLE_LABELS[body.role];
  const intro = `You are invited to help run ${storeName} as ${role}.`;
  const outro = `The link is valid for ${STAFF_INVITATION_TTL_DAYS} days. If you did not expect this, ignore this email.`;
  return {
    to: body.email,
    subject: `You are invited to ${storeName}`,
    text: `${intro}\n\nOpen this link to accept:\n${link}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Accept the invitation</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

/** Revokes an open invitation; its link stops working. */
export async function revokeInvitation(app: FastifyInstance, request: FastifyRequest, id: string) {
  const revoked = await withAudit(
    app,
    request,
    { action: 'staff.invite', subjectType: 'staff-invitation', subjectId: id, summary: 'revoked' },
    () => revokeOpenInvitation(app.db, request.tenant.id, id),
  );
  if (!revoked)
    throw new ApiError({
      status: 404,
      code: 'INVITATION_NOT_FOUND',
      field: 'id',
      message: STAFF_ERRORS.invitationNotFound,
    });
}

/** Another person of the staff, not the caller: what a role change or a removal acts on. */
async function otherStaff(app: FastifyInstance, request: FastifyRequest, userId: string): Promise<UserRow> {
  if (userId === request.user.sub)
    throw new ApiError({
      status: 409,
      code: 'STAFF_SELF',
      field: 'userId',
      message: STAFF_ERRORS.notYourself,
    });
  const person = await findUser(app.db, request.tenant.id, userId);
  if (!person || person.role !== 'admin' || !person.staffRole) throw notFound();
  return person;
}

const ownerFixed = () =>
  new ApiError({ status: 409, code: 'STAFF_OWNER_FIXED', field: 'userId', message: STAFF_ERRORS.ownerFixed });

/** Why a write on a person found no row: they became the owner meanwhile (409), or left the staff (404). */
async function refusalOf(app: FastifyInstance, tenantId: string, userId: string): Promise<ApiError> {
  const person = await findUser(app.db, tenantId, userId);
  return person?.role === 'admin' && person.staffRole === 'owner' ? ownerFixed() : notFound();
}

/** Gives a person of the staff another role (never to or from owner). */
export async function changeStaffRole(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  role: Exclude<StaffRole, 'owner'>,
) {
  const person = await otherStaff(app, request, userId);
  if (person.staffRole === 'owner') throw ownerFixed();
  const changed = await withAudit(
    app,
    request,
    {
      action: 'staff.role',
      subjectType: 'user',
      subjectId: userId,
      summary: person.email,
      before: async () => ({ role: person.staffRole }),
      after: () => ({ role }),
    },
    // Written only while the person is of the staff and not the owner (a hand-over may land first).
    () => changeRoleOfStaff(app.db, request.tenant.id, userId, role),
  );
  if (!changed) throw await refusalOf(app, request.tenant.id, userId);
  return { id: userId, role };
}

/** Takes a person off the staff: a customer again, every session ended, every token refused. */
export async function removeStaff(app: FastifyInstance, request: FastifyRequest, userId: string) {
  const person = await otherStaff(app, request, userId);
  if (person.staffRole === 'owner') throw ownerFixed();
  const actor = await auditActorOf(app, request);
  const removed = await app.db.transaction(async (tx) => {
    if (!(await removeFromStaff(tx, request.tenant.id, userId))) return false;
    await endSessionsExcept(tx, request.tenant.id, userId, undefined);
    await recordChange(tx, actor, {
      action: 'staff.remove',
      subjectType: 'user',
      subjectId: userId,
      summary: person.email,
      before: { role: person.staffRole },
      after: { role: null },
    });
    return true;
  });
  if (!removed) throw await refusalOf(app, request.tenant.id, userId);
}

/** Hands the store to another person of the staff; the owner becomes a Manager. One owner always. */
export async function transferOwnership(app: FastifyInstance, request: FastifyRequest, userId: string) {
  const person = await otherStaff(app, request, userId);
  const tenantId = request.tenant.id;
  const actor = await auditActorOf(app, request);
  try {
    await app.db.transaction(async (tx) => {
      const owner = await findUser(tx, tenantId, request.user.sub);
      if (owner?.staffRole !== 'owner') throw new ApiError({ status: 403, code: 'ROLE_NOT_ALLOWED' });
      // Conditional writes: a removal or a role change may have landed since the checks above.
      const moved = await moveOwnership(tx, tenantId, owner.id, person.id);
      if (!moved.owner) throw new ApiError({ status: 403, code: 'ROLE_NOT_ALLOWED' });
      if (!moved.promoted) throw notFound();
      await recordChange(tx, actor, {
        action: 'staff.ownership',
        subjectType: 'user',
        subjectId: person.id,
        summary: person.email,
        before: { owner: owner.email },
        after: { owner: person.email },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_tenant_owner_idx'))
      throw new ApiError({
        status: 409,
        code: 'STAFF_OWNER_FIXED',
        field: 'userId',
        message: STAFF_ERRORS.ownerFixed,
      });
    throw error;
  }
  return { id: person.id, role: 'owner' as const };
}

/** The most a person of the Orders role may refund on one order (null: only the order's own total). */
export async function saveStaffSettings(
  app: FastifyInstance,
  request: FastifyRequest,
  ordersRefundLimitCents: number | null,
) {
  const tenantId = request.tenant.id;
  await withAudit(
    app,
    request,
    {
      action: 'staff.settings',
      subjectType: 'store',
      subjectId: tenantId,
      summary: 'Refund limit of the Orders role',
      before: async () => ({
        ordersRefundLimitCents: (await findStaffSettings(app.db, tenantId)).ordersRefundLimitCents,
      }),
      after: () => ({ ordersRefundLimitCents }),
    },
    async () => {
      await saveRefundLimit(app.db, tenantId, ordersRefundLimitCents);
      return true;
    },
  );
  return findStaffSettings(app.db, tenantId);
}
