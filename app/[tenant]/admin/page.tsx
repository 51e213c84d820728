import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DashboardPage } from '@/components/admin/dashboard/dashboard-page';
import { getOpening } from '@/lib/api/opening';
import { getStore } from '@/lib/api/stores';
import { DASHBOARD_OPEN_PARAM, dashboardPanelOf } from '@/lib/constants/admin';
import { SETUP_WIZARD_PATH } from '@/lib/constants/platform';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The admin dashboard (the layout has checked the store's admin is signed in). The owner of a store
 * just signed up for, not open and with no store record yet, starts in the setup wizard instead.
 */
export default async function AdminPage({ params, searchParams }: Props) {
  const [{ tenant }, query] = await Promise.all([params, searchParams]);
  const opening = await getOpening(tenant);
  if (opening && !opening.open && !(await getStore(tenant))) redirect(SETUP_WIZARD_PATH);
  return <DashboardPage tenant={tenant} open={dashboardPanelOf(query[DASHBOARD_OPEN_PARAM])} />;
}
