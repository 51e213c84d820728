import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CustomerDetail } from '@/components/admin/customers/customer-detail';
import { customerIdParamsSchema } from '@/lib/schemas/admin-customers';
import '@/app/styles/admin-orders.css';
import '@/app/styles/admin-customers.css';

export const metadata: Metadata = { title: 'Customer', robots: { index: false } };

type Props = { params: Promise<{ tenant: string; id: string }> };

/** One customer, guest or account: contact, addresses, orders, lifetime value and notes. */
export default async function AdminCustomerPage({ params }: Props) {
  const { id } = await params;
  if (!customerIdParamsSchema.safeParse({ id }).success) notFound();
  return (
    <div className="container page admin-page">
      <CustomerDetail id={id} />
    </div>
  );
}
