/**
 * The staff screen's calls through the BFF (/api/admin/staff…) and the invitation page's
 * (/api/staff/invitations/…). Each answers the api's result or `{ error, code?, field? }`.
 */
import { z } from 'zod';
import { jsonRequest } from '@/lib/auth/client-session';
import {
  acceptedInvitationSchema,
  invitationPreviewSchema,
  staffInvitationSchema,
  staffOverviewSchema,
  type AcceptInvitationBody,
  type InvitationPreview,
  type InviteStaffBody,
  type StaffOverview,
} from '@/lib/schemas/staff';
import { STAFF_ERRORS, type StaffRole } from '@/lib/constants/staff';
import { callBff, parseWith, textOf } from './bff-call';

export const STAFF_PATH = '/api/admin/staff';

export const STAFF_MESSAGES = {
  loadFailed: 'The staff list could not be loaded. Please try again.',
  saveFailed: 'That could not be done just now. Please try again.',
  invitationFailed: 'The invitation could not be opened just now. Please try again.',
} as const;

const ok = () => ({ success: true as const });
const member = (userId: string) => `${STAFF_PATH}/${encodeURIComponent(userId)}`;
const save = <T>(path: string, init: RequestInit, parse: (body: unknown) => T | null) =>
  callBff(path, init, parse, STAFF_MESSAGES.saveFailed);

/** For SWR: the store's people, open invitations and settings, or a thrown error to show. */
export async function fetchStaff(path: string = STAFF_PATH): Promise<StaffOverview> {
  const result = await callBff(
    path,
    { method: 'GET', cache: 'no-store' },
    parseWith(staffOverviewSchema),
    STAFF_MESSAGES.loadFailed,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

export const inviteStaff = (body: InviteStaffBody) =>
  save(
    `${STAFF_PATH}/invitations`,
    jsonRequest('POST', body),
    parseWith(z.object({ invitation: staffInvitationSchema })),
  );

export const revokeInvitation = (id: string) =>
  save(`${STAFF_PATH}/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }, ok);

export const changeStaffRole = (userId: string, role: StaffRole) =>
  save(member(userId), jsonRequest('PATCH', { role }), ok);

/** Removes a person from the team; their sessions end. */
export const removeStaff = (userId: string) => save(member(userId), { method: 'DELETE' }, ok);

/** Hands the store to this person; the owner becomes a Manager. */
export const makeOwner = (userId: string) => save(`${member(userId)}/ownership`, jsonRequest('POST', {}), ok);

export const saveRefundLimit = (ordersRefundLimitCents: number | null) =>
  save(`${STAFF_PATH}/settings`, jsonRequest('PUT', { ordersRefundLimitCents }), ok);

const invitation = (token: string) => `/api/staff/invitations/${encodeURIComponent(token)}`;

/** What an invitation offers; an unknown or spent one reads that it is no longer valid. */
export const fetchInvitation = (token: string) =>
  callBff<InvitationPreview>(
    invitation(token),
    { method: 'GET', cache: 'no-store' },
    parseWith(invitationPreviewSchema),
    STAFF_MESSAGES.invitationFailed,
    {
      refusal: (status, body) => ({
        error:
          textOf(body?.error) ??
          (status === 404 ? STAFF_ERRORS.invitationNotFound : STAFF_MESSAGES.invitationFailed),
        code: textOf(body?.code),
      }),
    },
  );

export const acceptInvitation = (token: string, body: AcceptInvitationBody) =>
  save(`${invitation(token)}/accept`, jsonRequest('POST', body), parseWith(acceptedInvitationSchema));
