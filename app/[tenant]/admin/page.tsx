import type { Metadata } from 'next';
import { DashboardPage } from '@/components/admin/dashboard/dashboard-page';
import { DASHBOARD_OPEN_PARAM, dashboardPanelOf } from '@/lib/constants/admin';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The admin dashboard (the layout has checked the store's admin is signed in). */
export default async function AdminPage({ params, searchParams }: Props) {
  const [{ tenant }, query] = await Promise.all([params, searchParams]);
  return <DashboardPage tenant={tenant} open={dashboardPanelOf(query[DASHBOARD_OPEN_PARAM])} />;
}
