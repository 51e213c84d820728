/**
 * The contract of a store's staff: the owner's list of people and invitations, an invitation's
 * own page and its acceptance, and the owner's settings for staff (the Orders role's refund limit).
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../constants/staff';
import { emailSchema, text } from './common';

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** The roles an invitation may give: the store has one owner, who hands ownership on instead. */
export const INVITABLE_ROLES = ['manager', 'orders', 'catalog'] as const satisfies readonly z.infer<
  typeof staffRoleSchema
>[];
export const invitableRoleSchema = z.enum(INVITABLE_ROLES, { error: 'Choose a role' });

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: staffRoleSchema,
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffSettingsSchema = z.object({
  requireTwoFactor: z.boolean(),
  /**
   * The most a person of the Orders role may refund on one order: their refund is refused when it
   * would bring the order's refunds so far (by anyone) past it. null: no limit.
   */
  ordersRefundLimitCents: z.number().int().nullable(),
});
export type StaffSettings = z.infer<typeof staffSettingsSchema>;

/** GET /api/admin/staff: the owner's view of the store's team. */
export const staffOverviewSchema = z.object({
  staff: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
  settings: staffSettingsSchema,
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;

export const inviteStaffBodySchema = z.object({ email: emailSchema, role: invitableRoleSchema });
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>;

export const changeStaffRoleBodySchema = z.object({ role: invitableRoleSchema });

/** The refund limit as the owner types it in dollars: empty for no limit. */
export const refundLimitFormSchema = z.object({
  limit: text()
    .trim()
    .max(12)
    .refine((value) => value === '' || /^\d+(\.\d{1,2})?$/.test(value), {
      error: 'Enter an amount in dollars, like 50 or 49.99, or leave it empty for no limit',
    }),
});

/** The largest refund limit: a refund itself is at most $1,000,000. */
export const REFUND_LIMIT_MAX_CENTS = 100_000_000;

export const staffSettingsBodySchema = z.object({
  ordersRefundLimitCents: z
    .number({ error: 'The refund limit is a whole number of cents, or null for no limit' })
    .int({ error: 'The refund limit is a whole number of cents, or null for no limit' })
    .min(0, { error: 'The refund limit cannot be below zero' })
    .max(REFUND_LIMIT_MAX_CENTS, { error: 'The refund limit is at most $1,000,000' })
    .nullable(),
});

/** GET /api/staff/invitations/:token: what the invited person is shown before they accept. */
export const invitationPreviewSchema = z.object({
  storeName: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** The address already has an account in this store: its password joins, no new one is made. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationBodySchema = z.object({
  password: text({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200),
  name: text().trim().max(100).optional(),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const acceptedInvitationSchema = z.object({ email: z.string(), role: staffRoleSchema });
