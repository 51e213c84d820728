import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  acceptedInvitationSchema,
  acceptInvitationBodySchema,
  changeStaffRoleBodySchema,
  invitationPreviewSchema,
  inviteStaffBodySchema,
  staffInvitationSchema,
  staffOverviewSchema,
  staffSettingsBodySchema,
  staffSettingsSchema,
} from '@/lib/schemas/staff';
import { acceptInvitation, previewInvitation } from '@server/services/staff/invitations';
import {
  changeStaffRole,
  inviteStaff,
  removeStaff,
  revokeInvitation,
  saveStaffSettings,
  staffOverview,
  transferOwnership,
} from '@server/services/staff/team';
import type { RouteScope } from '@server/types';

const failure = errorResponseSchema;
const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 429: failure };
const admin = { tags: ['admin', 'staff'], security: [{ bearerAuth: [] }] };
const userParams = z.object({ userId: z.uuid({ error: 'Staff member not found' }) });
const invitationParams = z.object({ id: z.uuid({ error: 'Invitation not found' }) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const member = z.object({ id: z.string(), role: z.enum(['owner', 'manager', 'orders', 'catalog']) });

/** A person of the staff: another role, off the staff, or the store handed to them. */
function staffMemberRoutes(app: RouteScope) {
  app.patch(
    '/staff/:userId',
    {
      schema: {
        ...admin,
        summary: "Change a staff member's role (not the owner's, not one's own)",
        params: userParams,
        body: changeStaffRoleBodySchema,
        response: { 200: member, ...errors },
      },
    },
    async (request) => changeStaffRole(app, request, request.params.userId, request.body.role),
  );

  app.delete(
    '/staff/:userId',
    {
      schema: {
        ...admin,
        summary:
          'Take someone off the staff: their back-office access ends with every session (a customer account stays a customer account)',
        params: userParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeStaff(app, request, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/staff/:userId/ownership',
    {
      schema: {
        ...admin,
        summary: 'Hand the store to another staff member; the owner becomes a Manager',
        params: userParams,
        response: { 200: member, ...errors },
      },
    },
    async (request) => transferOwnership(app, request, request.params.userId),
  );
}

/** The owner's team: people, invitations, roles, ownership and the Orders role's refund limit. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('staff');

  app.get(
    '/staff',
    {
      schema: {
        ...admin,
        summary: "The store's staff, its open invitations and the owner's settings for staff",
        response: { 200: staffOverviewSchema, ...errors },
      },
    },
    async (request) => staffOverview(app, request.tenant.id),
  );

  app.post(
    '/staff/invitations',
    {
      schema: {
        ...admin,
        summary:
          "Invite someone by email to join the back-office with a role (not owner): the link, on the store's own address, is good for 7 days",
        body: inviteStaffBodySchema,
        response: { 201: z.object({ invitation: staffInvitationSchema }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteStaff(app, request, request.tenant, request.body)),
  );

  app.delete(
    '/staff/invitations/:id',
    {
      schema: {
        ...admin,
        summary: 'Revoke an open invitation: its link stops working',
        params: invitationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeInvitation(app, request, request.params.id);
      return reply.code(204).send(null);
    },
  );

  staffMemberRoutes(app);

  app.put(
    '/staff/settings',
    {
      schema: {
        ...admin,
        summary: 'The most a person of the Orders role may refund at a time, in cents (null: no limit)',
        body: staffSettingsBodySchema,
        response: { 200: staffSettingsSchema, ...errors },
      },
    },
    async (request) => saveStaffSettings(app, request, request.body.ordersRefundLimitCents),
  );
};

/** An invitation's own page: what it offers, and accepting it. */
export const staffInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invitations/:token',
    {
      schema: {
        tags: ['staff'],
        summary:
          'What an open invitation offers: the store, the address, the role, whether it has an account',
        params: tokenParams,
        response: { 200: invitationPreviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return previewInvitation(app, request.tenant, request.params.token, request.ip);
    },
  );

  app.post(
    '/invitations/:token/accept',
    {
      schema: {
        tags: ['staff'],
        summary:
          "Accept an invitation: a new account with this password, or the invited address's customer account (its password) gains the role. Once only",
        params: tokenParams,
        body: acceptInvitationBodySchema,
        response: { 200: acceptedInvitationSchema, ...errors },
      },
    },
    async (request) => acceptInvitation(app, request.tenant, request.params.token, request.body, request.ip),
  );
};
