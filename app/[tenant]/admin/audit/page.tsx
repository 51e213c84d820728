import type { Metadata } from 'next';
import { AuditScreen } from '@/components/admin/audit/audit-screen';
import '@/app/styles/admin-catalog.css';
import '@/components/admin/audit/audit-log.css';

export const metadata: Metadata = { title: 'Activity log', robots: { index: false } };

/** The store's activity log: the lines load in the browser, filtered and paged there. */
export default function AdminAuditPage() {
  return (
    <div className="container page admin-page">
      <AuditScreen />
    </div>
  );
}
