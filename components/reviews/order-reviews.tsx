'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { fetchReviewForm, reviewFormKey, REVIEW_PAGE_MESSAGES } from '@/lib/client/reviews';
import { lineLabel, productImageUrl } from '@/lib/product';
import { productPath } from '@/lib/product-address';
import { ReviewLineForm } from './review-line-form';
import '@/app/styles/reviews.css';
import { BackToOrders, OrderPageLoading } from '@/components/orders/order-page-parts';

type Props = {
  /** The order's uuid. */
  id: string;
  /** The mailed link's token; without it the signed-in account must be the order's. */
  token?: string;
  /** My Orders, for a signed-in buyer; null for a guest. */
  ordersHref: string | null;
};

/** An order's pieces, each with its review form (and the review written so far), and a link to the piece. */
export function OrderReviews({ id, token, ordersHref }: Props) {
  const { data, error } = useSWR(reviewFormKey(id, token), fetchReviewForm, { revalidateOnFocus: false });

  if (!data)
    return (
      <OrderPageLoading
        className="order-reviews"
        testId="order-reviews-state"
        error={error}
        failed={REVIEW_PAGE_MESSAGES.fetchFailed}
        ordersHref={ordersHref}
      />
    );
  return (
    <div className="order-reviews" data-testid="order-reviews">
      <h2 className="order-reviews__number">Order {data.orderNumber}</h2>
      {data.lines.map((line) => {
        const image = productImageUrl(line.image, 'small');
        return (
          <section
            key={line.orderItemId}
            className="order-reviews__piece"
            aria-labelledby={`piece-${line.orderItemId}`}
          >
            <div className="order-reviews__head">
              {image ? (
                // eslint-disable-next-line @next/next/no-img-element -- the order line's own photo
                <img src={image} alt="" width={64} height={64} className="order-reviews__image" />
              ) : null}
              <h3 id={`piece-${line.orderItemId}`} className="order-reviews__name">
                {line.productId ? (
                  // Not prefetched: the piece's page is asked for when followed, after the review
                  // is saved, not kept from before it.
                  <Link href={productPath({ id: line.productId })} prefetch={false}>
                    {lineLabel(line)}
                  </Link>
                ) : (
                  lineLabel(line)
                )}
              </h3>
            </div>
            <ReviewLineForm orderId={data.orderId} token={token} line={line} />
          </section>
        );
      })}
      <BackToOrders href={ordersHref} />
    </div>
  );
}
