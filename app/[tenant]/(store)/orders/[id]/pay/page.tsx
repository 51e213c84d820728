import type { Metadata } from 'next';
import { PayBackorder } from '@/components/account/pay-backorder';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Pay your order', robots: { index: false } };

type Props = {
  params: Promise<{ tenant: string; id: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

/**
 * A backorder's payment: its own account signed in (from My Orders), or anyone with the mailed
 * link's token. The api decides who may pay; this page only carries the token along.
 */
export default async function PayBackorderPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { token } = await searchParams;
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Backorder</p>
        <h1 className="page-title">Pay your order</h1>
      </header>
      <PayBackorder
        id={id}
        token={typeof token === 'string' ? token : undefined}
        ordersHref="/customer/orders"
        publishableKey={env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY}
      />
    </div>
  );
}
