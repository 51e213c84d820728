import type { Metadata } from 'next';
import { SecurityPage } from '@/components/admin/security/security-page';
import '@/app/styles/admin-settings.css';
import '@/app/styles/admin-security.css';

export const metadata: Metadata = { title: 'Security', robots: { index: false } };

/** Security: two-factor sign-in, the owner's rule for staff, and signed-in sessions. */
export default function AdminSecurityPage() {
  return <SecurityPage />;
}
