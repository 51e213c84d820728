import type { Metadata } from 'next';
import { DashboardPage } from '@/components/admin/dashboard/dashboard-page';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

type Props = { params: Promise<{ tenant: string }> };

/** The admin dashboard (the layout has checked the store's admin is signed in). */
export default async function AdminPage({ params }: Props) {
  const { tenant } = await params;
  return <DashboardPage tenant={tenant} />;
}
