import type { Metadata } from 'next';
import { DashboardPage } from '@/components/admin/dashboard/dashboard-page';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

type Props = { params: Promise<{ tenant: string }> };

/** /admin/dashboard: the same dashboard as /admin (where the workspace connection comes back to). */
export default async function AdminDashboardPage({ params }: Props) {
  const { tenant } = await params;
  return <DashboardPage tenant={tenant} />;
}
