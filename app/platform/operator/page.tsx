import type { Metadata } from 'next';
import { OperatorStores } from '@/components/platform/operator-stores';
import '@/app/styles/admin.css';
import '@/app/styles/admin-catalog.css';

export const metadata: Metadata = { title: 'Operator', robots: { index: false, follow: false } };

/**
 * The platform operator's page (`/operator` on the platform's hosts): sign in with the operator
 * token, then every store with its figures and Suspend or Resume. Nothing is read on the server:
 * the page's calls go through the BFF, which holds the token in an httpOnly cookie.
 */
export default function OperatorPage() {
  return <OperatorStores />;
}
