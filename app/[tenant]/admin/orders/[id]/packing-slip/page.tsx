import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PackingSlip } from '@/components/admin/orders/packing-slip';
import { getStore } from '@/lib/api/stores';
import { adminOrderParamsSchema } from '@/lib/schemas/admin-orders';
import { DEFAULT_THEME } from '@/lib/schemas/store';
import '@/app/styles/admin-orders.css';
import '@/app/styles/packing-slip.css';

export const metadata: Metadata = { title: 'Packing slip', robots: { index: false } };

type Props = { params: Promise<{ tenant: string; id: string }> };

/** One order's packing slip, to print and put in the parcel: who it goes to and what is inside. */
export default async function PackingSlipPage({ params }: Props) {
  const { tenant, id } = await params;
  if (!adminOrderParamsSchema.safeParse({ id }).success) notFound();
  const store = await getStore(tenant);
  return (
    <div className="container page admin-page">
      <PackingSlip
        id={id}
        storeName={store?.storeName ?? tenant}
        logo={store?.theme.logo ?? DEFAULT_THEME.logo}
      />
    </div>
  );
}
