import type { Metadata } from 'next';
import { OrderReviews } from '@/components/reviews/order-reviews';
import { CUSTOMER_ORDERS_PATH } from '@/lib/constants/orders';
import { REVIEWS_HEADING } from '@/lib/constants/reviews';

export const metadata: Metadata = { title: 'Review your order', robots: { index: false } };

type Props = {
  params: Promise<{ tenant: string; id: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

/**
 * A buyer's reviews of an order's pieces: from the review request mail's link (its token) or from
 * My Orders signed in. The api decides who may write; this page only carries the token along.
 */
export default async function OrderReviewPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { token } = await searchParams;
  const linkToken = typeof token === 'string' && token ? token : undefined;
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">{REVIEWS_HEADING}</p>
        <h1 className="page-title">Review your order</h1>
      </header>
      <OrderReviews id={id} token={linkToken} ordersHref={linkToken ? null : CUSTOMER_ORDERS_PATH} />
    </div>
  );
}
