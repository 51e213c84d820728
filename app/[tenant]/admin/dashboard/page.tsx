import type { Metadata } from 'next';
import { DashboardPage } from '@/components/admin/dashboard/dashboard-page';
import { DASHBOARD_OPEN_PARAM, dashboardPanelOf } from '@/lib/constants/admin';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /admin/dashboard: the same dashboard as /admin (where the workspace connection comes back to). */
export default async function AdminDashboardPage({ params, searchParams }: Props) {
  const [{ tenant }, query] = await Promise.all([params, searchParams]);
  return <DashboardPage tenant={tenant} open={dashboardPanelOf(query[DASHBOARD_OPEN_PARAM])} />;
}
