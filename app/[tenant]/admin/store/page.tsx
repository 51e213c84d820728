import type { Metadata } from 'next';
import { StoreManager } from '@/components/admin/store/store-manager';
// The green notice (.notice--success) that says a save went through.
import '@/app/styles/admin-dashboard.css';

export const metadata: Metadata = { title: 'Store', robots: { index: false } };

type Props = { params: Promise<{ tenant: string }> };

/** Store management: theme, page layouts, business information and the live preview. */
export default async function AdminStorePage({ params }: Props) {
  const { tenant } = await params;
  return (
    <div className="container page admin-page">
      <StoreManager tenant={tenant} />
    </div>
  );
}
