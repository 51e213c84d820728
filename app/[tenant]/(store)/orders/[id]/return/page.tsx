import type { Metadata } from 'next';
import { OrderReturns } from '@/components/returns/order-returns';
import { CUSTOMER_ORDERS_PATH } from '@/lib/constants/orders';

export const metadata: Metadata = { title: 'Return or withdraw', robots: { index: false } };

type Props = {
  params: Promise<{ tenant: string; id: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

/**
 * An order's returns and the EU withdrawal: its own account signed in (from My Orders), or anyone
 * with the confirmation mail's link and its token. The api decides who may ask; this page only
 * carries the token along.
 */
export default async function OrderReturnPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { token } = await searchParams;
  const linkToken = typeof token === 'string' && token ? token : undefined;
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Returns</p>
        <h1 className="page-title">Return or withdraw</h1>
      </header>
      <OrderReturns id={id} token={linkToken} ordersHref={linkToken ? null : CUSTOMER_ORDERS_PATH} />
    </div>
  );
}
