import type { Metadata } from 'next';
import { CancelDelayedOrder } from '@/components/account/cancel-delayed-order';

export const metadata: Metadata = { title: 'Cancel your order', robots: { index: false } };

type Props = {
  params: Promise<{ tenant: string; id: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

/**
 * An order whose ship-by day moved later: the mailed link's page, where the buyer may cancel it for
 * a full refund. Opening it changes nothing; only the button's press cancels. The api checks the token.
 */
export default async function CancelDelayedOrderPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { token } = await searchParams;
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Your order</p>
        <h1 className="page-title">Cancel your order</h1>
      </header>
      <CancelDelayedOrder id={id} token={typeof token === 'string' ? token : ''} />
    </div>
  );
}
