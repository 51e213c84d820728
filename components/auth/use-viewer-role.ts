'use client';

import type { Role } from '@/lib/role-home';
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
