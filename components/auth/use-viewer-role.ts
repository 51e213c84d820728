'use client';

import { SessionContext } from 'next-auth/react';
import { createContext, useContext } from 'react';
import type { Role } from '@/lib/routing';

// A stand-in context where next-auth's is absent (a test's module double): no viewer there.
const context = SessionContext ?? (createContext<unknown>(undefined) as typeof SessionContext);

/**
 * The signed-in viewer's role, or null for a shopper who is not signed in (or while the session
 * loads). Safe outside a SessionProvider: a page without one has no signed-in viewer.
 */
export function useViewerRole(): Role | null {
  const value = useContext(context);
  if (value?.status !== 'authenticated' || value.data.error) return null;
  return value.data.user?.role ?? null;
}
