import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminAreaGate } from '@/components/admin/admin-area-gate';
import { AdminHeader } from '@/components/admin/admin-header';
import { EarlyTaps } from '@/components/app-shell/early-taps';
import { ScrollToTop } from '@/components/app-shell/scroll-to-top';
import { AuthSessionProvider } from '@/components/auth/session-provider';
import { SessionGate } from '@/components/auth/session-gate';
import { SecurityPage } from '@/components/admin/security/security-page';
import { NO_ACCESS_HEADER } from '@/lib/admin-areas';
import { getSecurityStatus } from '@/lib/api/security';
import { getStore } from '@/lib/api/stores';
import { getAppSession } from '@/lib/auth/session';
import { staffRoleOf } from '@/lib/auth/staff-role';
import { ADMIN_TOKEN_CHECK_MS } from '@/lib/constants/auth';
import '@/app/styles/admin.css';
import '@/app/styles/admin-security.css';

// Every page here is personal: rendered per request, never cached.
export const dynamic = 'force-dynamic';

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

/**
 * The back-office: store admins only, checked here as well as in the proxy. The token is checked
 * every minute (spec §4); an expired one logs out to /login?expired=true. Like the storefront, every
 * route change starts at the top (spec §2). While the store requires two-factor sign-in of a person
 * who has not set it up, every back-office page shows the Security page instead. The sections and
 * pages are those of the person's role (lib/admin-areas.ts); any other page says they have no access:
 * answered 403 when opened by its address (the proxy marks it), and in place of the page when
 * reached by a link within the back-office, where this layout is not rendered again.
 */
export default async function AdminLayout({ children, params }: Props) {
  const { tenant } = await params;
  const { user, session, expired } = await getAppSession(tenant);
  if (!user) redirect(expired ? '/login?expired=true' : '/login');
  if (user.role !== 'admin') redirect('/');
  // A page opened by its address that the role does not reach: 403, with the way back (forbidden.tsx).
  if ((await headers()).get(NO_ACCESS_HEADER)) forbidden();
  const staffRole = staffRoleOf(user);
  const [store, security] = await Promise.all([getStore(tenant), getSecurityStatus(tenant)]);
  return (
    <AuthSessionProvider session={session} refetchInterval={ADMIN_TOKEN_CHECK_MS / 1000}>
      <EarlyTaps />
      <ScrollToTop />
      <AdminHeader storeName={store?.storeName ?? tenant} role={staffRole} />
      <main id="main" className="site-main admin-main">
        <SessionGate>
          {security?.setupRequired ? (
            <SecurityPage />
          ) : (
            <AdminAreaGate role={staffRole}>{children}</AdminAreaGate>
          )}
        </SessionGate>
      </main>
    </AuthSessionProvider>
  );
}
