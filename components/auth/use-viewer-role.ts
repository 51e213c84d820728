'use client';

import { staffRoleOf } from '@/lib/auth/staff-role';
import type { StaffRole } from '@/lib/constants/staff';
import type { Role } from '@/lib/routing';
import { useSession } from './session-context';

/**
 * The signed-in viewer's role, or null for a shopper who is not signed in (or while the session
 * loads). Safe outside a session provider: a page without one has no signed-in viewer.
 */
export function useViewerRole(): Role | null {
  const { data, status } = useSession();
  if (status !== 'authenticated' || data.error) return null;
  return data.user?.role ?? null;
}

/** The signed-in person's back-office role (lib/staff-access.ts), or null for anyone else. */
export function useStaffRole(): StaffRole | null {
  const { data, status } = useSession();
  if (status !== 'authenticated' || data.error) return null;
  return staffRoleOf(data.user);
}
