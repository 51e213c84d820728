import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { QuickCreate } from '@/components/admin/wizard/quick-create';
import { StoreWizard } from '@/components/admin/wizard/store-wizard';
import { shopFacets } from '@/lib/api/categories';
import { getStoreRecord } from '@/lib/api/stores';
import '@/components/admin/wizard/wizard.css';
// The Payments step shows the store's Stripe account as Payment settings does, badges included.
import '@/app/styles/admin-settings.css';
import '@/app/styles/admin-dashboard.css';
import '@/app/styles/admin-payments.css';

export const metadata: Metadata = { title: 'Store setup', robots: { index: false } };

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<{ mode?: string | string[]; edit?: string | string[] }>;
};

/**
 * The setup wizard: 'Set Up Your Store' while the tenant has no store, 'Edit Your Store' with its
 * current values once it has one (Edit with Wizard links here with ?edit=1). ?mode=quick is
 * Quick Create, only for a store that does not exist yet.
 */
export default async function StoreSetupPage({ params, searchParams }: Props) {
  const [{ tenant }, query] = await Promise.all([params, searchParams]);
  const store = await getStoreRecord(tenant);
  if (query.mode === 'quick') {
    if (store) redirect('/admin/store');
    return <QuickCreate />;
  }
  // Editing: Product Settings ticks the categories the store has now (a new store has none).
  const categories = store ? (await shopFacets(tenant)).categories : [];
  return (
    <StoreWizard
      key={store?._id ?? 'new'}
      store={store}
      categories={categories.map(({ name, slug }) => ({ name, slug }))}
    />
  );
}
