import { getDashboardSummary } from '@/lib/api/admin-dashboard';
import { getOwnerPolicies } from '@/lib/api/policies';
import { getStore } from '@/lib/api/stores';
import { getAppSession } from '@/lib/auth/session';
import { staffRoleOf } from '@/lib/auth/staff-role';
import { mayAccess } from '@/lib/staff-access';
import type { DashboardPanel } from '@/lib/constants/admin';
import { AdminDashboard } from './admin-dashboard';
import { DayAtAGlance } from './day-at-a-glance';
import { PolicyReminder } from './policy-reminder';
import '@/app/styles/admin-dashboard.css';
import '@/app/styles/admin-payments.css';
import '@/app/styles/admin-notion.css';
import '@/components/admin/analytics/analytics.css';

/**
 * /admin and /admin/dashboard: the store's name, the dashboard, and the owner's day beside its
 * cards; `open` is the panel the address asked to open.
 */
export async function DashboardPage({
  tenant,
  open = null,
}: {
  tenant: string;
  open?: DashboardPanel | null;
}) {
  const role = staffRoleOf((await getAppSession(tenant)).user);
  const [store, summary, policies] = await Promise.all([
    getStore(tenant),
    getDashboardSummary(tenant),
    // The policy pages are the settings' (owner and managers): nobody else is reminded of them.
    mayAccess(role, 'settings') ? getOwnerPolicies(tenant) : null,
  ]);
  return (
    <div className="container page admin-page">
      <header className="page-header dashboard__header">
        <p className="eyebrow">Dashboard</p>
        <h1 className="page-title" data-testid="admin-store-name">
          {store?.storeName ?? tenant}
        </h1>
      </header>
      <PolicyReminder policies={policies} />
      <AdminDashboard
        glance={<DayAtAGlance summary={summary} role={role} />}
        role={role}
        initialOpen={open}
      />
    </div>
  );
}
