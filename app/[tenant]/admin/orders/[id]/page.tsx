import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderDetail } from '@/components/admin/orders/order-detail';
import { adminOrderParamsSchema } from '@/lib/schemas/admin-orders';
import '@/app/styles/admin-orders.css';

export const metadata: Metadata = { title: 'Order', robots: { index: false } };

type Props = { params: Promise<{ tenant: string; id: string }> };

/** One order: items, customer, payment, timeline, and its next status. */
export default async function AdminOrderPage({ params }: Props) {
  const { id } = await params;
  if (!adminOrderParamsSchema.safeParse({ id }).success) notFound();
  return (
    <div className="container page admin-page">
      <OrderDetail id={id} />
    </div>
  );
}
