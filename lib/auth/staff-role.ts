import type { StaffRole } from '@/lib/constants/staff';
import type { SessionUser } from './types';

/**
 * The back-office role a signed-in person acts with, or null for a customer. A store admin's
 * session signed in before roles were kept names none: it counts as the owner's here, and the api
 * decides on every call either way.
 */
export function staffRoleOf(
  user: Pick<SessionUser, 'role' | 'staffRole'> | null | undefined,
): StaffRole | null {
  if (user?.role !== 'admin') return null;
  return user.staffRole ?? 'owner';
}
