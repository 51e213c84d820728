import type { Metadata } from 'next';
import { StaffScreen } from '@/components/admin/staff/staff-screen';
import '@/app/styles/admin-settings.css';
import '@/components/admin/staff/staff.css';

export const metadata: Metadata = { title: 'Staff', robots: { index: false } };

/** /admin/staff: the owner's team (the layout shows anyone else that it is not theirs). */
export default function AdminStaffPage() {
  return (
    <div className="container page admin-page admin-staff">
      <header className="page-header">
        <p className="eyebrow">Back-office</p>
        <h1 className="page-title">Staff</h1>
      </header>
      <StaffScreen />
    </div>
  );
}
