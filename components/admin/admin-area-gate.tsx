'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { mayOpen } from '@/lib/admin-areas';
import type { StaffRole } from '@/lib/constants/staff';
import { NoAccess } from './no-access';

/**
 * The back-office's one check of a page against the person's role (lib/admin-areas.ts): a page
 * the role does not reach, by a typed address or an old link, shows NoAccess instead. It reads the
 * address on every navigation, which the shared layout above it does not see.
 */
export function AdminAreaGate({ role, children }: { role: StaffRole | null; children: ReactNode }) {
  const pathname = usePathname() ?? '/admin';
  return mayOpen(role, pathname) ? children : <NoAccess />;
}
