/** SQL for a store's team: its staff, their invitations and the owner's settings. Every query names the tenant. */
import { and, asc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@/lib/constants/staff';
import type { Database } from '../db/client';
import { profiles, staffInvitations, storeStaffSettings, users, userTwoFactor } from '../db/schema';
import type { Tx } from './stores';

type Executor = Database | Tx;
export type InvitationRow = typeof staffInvitations.$inferSelect;

/** The store's back-office people, the owner first, with their name and whether a second factor is on. */
export async function listStaff(db: Executor, tenantId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: profiles.name,
      role: users.staffRole,
      twoFactorEnabledAt: userTwoFactor.enabledAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'admin'), isNotNull(users.staffRole)))
    .orderBy(sql`${users.staffRole} <> 'owner'`, asc(users.email));
}

const open = (now: Date) =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, now),
  );

/** Invitations not yet accepted, revoked or expired, newest first. */
export async function listOpenInvitations(db: Executor, tenantId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tenantId, tenantId), open(new Date())))
    .orderBy(sql`${staffInvitations.createdAt} desc`);
}

/** Whether this address has an open invitation to the store. */
export async function hasOpenInvitation(db: Executor, tenantId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tenantId, tenantId),
        eq(sql`lower(${staffInvitations.email})`, email.toLowerCase()),
        open(new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertInvitation(
  db: Executor,
  values: Pick<InvitationRow, 'tenantId' | 'email' | 'role' | 'tokenHash' | 'invitedBy' | 'expiresAt'>,
): Promise<InvitationRow> {
  const [row] = await db.insert(staffInvitations).values(values).returning();
  return row;
}

/** Revokes an open invitation; null when the store has none with this id. */
export async function revokeInvitation(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .update(staffInvitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffInvitations.id, id), eq(staffInvitations.tenantId, tenantId), open(new Date())))
    .returning();
  return row ?? null;
}

/** The open invitation with this token hash, locked for its acceptance when `tx` is given. */
export async function findOpenInvitation(
  db: Executor,
  tenantId: string,
  tokenHash: string,
  lock = false,
): Promise<InvitationRow | null> {
  const query = db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tenantId, tenantId),
        eq(staffInvitations.tokenHash, tokenHash),
        open(new Date()),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markInvitationAccepted(db: Executor, tenantId: string, id: string): Promise<void> {
  await db
    .update(staffInvitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(staffInvitations.id, id), eq(staffInvitations.tenantId, tenantId)));
}

/** Gives an account a back-office role (it becomes an admin account). */
export async function setStaffRole(
  db: Executor,
  tenantId: string,
  userId: string,
  staffRole: StaffRole,
): Promise<void> {
  await db
    .update(users)
    .set({ role: 'admin', staffRole })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
}

/**
 * Sets a back-office person's role in one conditional write: only while the account is still an
 * admin of the store and `still` holds. True when the row was found and written.
 */
async function setRoleWhile(
  db: Executor,
  tenantId: string,
  userId: string,
  staffRole: StaffRole,
  still: SQL,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ staffRole })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), eq(users.role, 'admin'), still))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Gives a person of the staff (a back-office account, never the owner) another role, in one
 * conditional write: false when the person is the owner by now, or no longer of the staff.
 */
export function changeRoleOfStaff(
  db: Executor,
  tenantId: string,
  userId: string,
  staffRole: Exclude<StaffRole, 'owner'>,
): Promise<boolean> {
  return setRoleWhile(
    db,
    tenantId,
    userId,
    staffRole,
    and(isNotNull(users.staffRole), sql`${users.staffRole} is distinct from 'owner'`)!,
  );
}

/**
 * Moves the store's ownership from `ownerId` to `userId` (a person still of the staff): the owner
 * becomes a Manager only while still the owner, and the other becomes the owner only while still of
 * the staff. Answers which of the two writes found its row; the caller rolls back unless both did.
 */
export async function moveOwnership(db: Executor, tenantId: string, ownerId: string, userId: string) {
  const demoted = await setRoleWhile(db, tenantId, ownerId, 'manager', eq(users.staffRole, 'owner'));
  if (!demoted) return { owner: false, promoted: false };
  const promoted = await setRoleWhile(db, tenantId, userId, 'owner', isNotNull(users.staffRole));
  return { owner: true, promoted };
}

/**
 * Takes an account off the staff: a customer again without a role, every token refused (its
 * version bumped). Never the owner.
 */
export async function removeFromStaff(db: Executor, tenantId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role: 'customer', staffRole: null, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(
      and(
        eq(users.id, userId),
        eq(users.tenantId, tenantId),
        eq(users.role, 'admin'),
        sql`${users.staffRole} is distinct from 'owner'`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The store's staff settings, defaults when the owner never saved any. */
export async function findStaffSettings(db: Executor, tenantId: string) {
  const [row] = await db.select().from(storeStaffSettings).where(eq(storeStaffSettings.tenantId, tenantId));
  return {
    requireTwoFactor: row?.requireTwoFactor ?? false,
    ordersRefundLimitCents: row?.ordersRefundLimitCents ?? null,
  };
}

export async function saveRefundLimit(db: Executor, tenantId: string, cents: number | null): Promise<void> {
  await db
    .insert(storeStaffSettings)
    .values({ tenantId, ordersRefundLimitCents: cents })
    .onConflictDoUpdate({
      target: storeStaffSettings.tenantId,
      set: { ordersRefundLimitCents: cents, updatedAt: new Date() },
    });
}

/** The most this person may refund on one order: the store's limit for the Orders role, else null. */
export async function refundLimitOf(db: Executor, tenantId: string, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ staffRole: users.staffRole, limit: storeStaffSettings.ordersRefundLimitCents })
    .from(users)
    .leftJoin(storeStaffSettings, eq(storeStaffSettings.tenantId, users.tenantId))
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .limit(1);
  return row?.staffRole === 'orders' ? (row.limit ?? null) : null;
}

/** A new back-office account for an invited person; the address counts as verified (the link was mailed to it). */
export async function insertStaffAccount(
  db: Executor,
  tenantId: string,
  email: string,
  passwordHash: string,
  staffRole: StaffRole,
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ tenantId, email, passwordHash, role: 'admin', staffRole, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  return row.id;
}

/** The name a new staff member gave, kept where a customer's is. */
export async function insertStaffName(db: Executor, tenantId: string, userId: string, name: string) {
  await db.insert(profiles).values({ tenantId, userId, name }).onConflictDoNothing();
}
