import type { StaffRole } from '@/lib/constants/staff';
import type { Role } from '@/lib/routing';

/** Set on a session whose api token could not be refreshed: the user must sign in again. */
export type SessionError = 'SessionExpired';

/** What the browser may know about the signed-in account (no token). */
export type SessionUser = {
  email: string;
  role: Role;
  /** An admin's role in the store's back-office (lib/staff-access.ts); null or absent for a customer. */
  staffRole?: StaffRole | null;
  userId: string;
  tenantId: string;
  needsProfile: boolean;
};

/** The BFF's answer when the api no longer accepts the session's token. */
export const SESSION_EXPIRED_CODE = 'SESSION_EXPIRED';
