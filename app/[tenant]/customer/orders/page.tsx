import type { Metadata } from 'next';
import { OrdersList } from '@/components/account/orders-list';
import { getAppSession } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Your Orders', robots: { index: false } };

type Props = { params: Promise<{ tenant: string }> };

/** The customer's order history. */
export default async function OrdersPage({ params }: Props) {
  const { tenant } = await params;
  const { user } = await getAppSession(tenant);
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">My Orders</p>
        <h1 className="page-title">Your Orders</h1>
      </header>
      <OrdersList email={user?.email ?? ''} />
    </div>
  );
}
