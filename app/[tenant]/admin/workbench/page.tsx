import type { Metadata } from 'next';
import { WorkbenchView } from '@/components/admin/workbench/workbench-view';
import '@/app/styles/admin-orders.css';
import '@/app/styles/admin-catalog.css';
import '@/app/styles/admin-workbench.css';

export const metadata: Metadata = { title: 'Workbench', robots: { index: false } };

/** What to make for the paid orders not yet shipped, by product and size, the soonest to ship first. */
export default function AdminWorkbenchPage() {
  return (
    <div className="container page admin-page">
      <WorkbenchView />
    </div>
  );
}
