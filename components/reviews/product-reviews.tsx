'use client';

import { useState } from 'react';
import { REVIEWS_HEADING } from '@/lib/constants/reviews';
import { fetchProductReviews } from '@/lib/client/product-reviews';
import type { ProductReviews as Reviews, PublicReview } from '@/lib/schemas/reviews';
import { ReviewItem } from './review-item';
import { Stars } from './stars';
import '@/app/styles/reviews.css';

const countText = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/**
 * The product page's reviews from verified buyers: the average stars and count, the newest reviews
 * with the shop's replies, and "Show more reviews" for the next page.
 */
export function ProductReviews({ productId, initial }: { productId: string; initial: Reviews }) {
  const [reviews, setReviews] = useState<PublicReview[]>(initial.reviews);
  const [page, setPage] = useState(initial.page);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const more = reviews.length < initial.count;

  const showMore = async () => {
    setLoading(true);
    setError(null);
    const result = await fetchProductReviews(productId, page + 1);
    setLoading(false);
    if ('error' in result) return setError(result.error);
    setReviews((shown) => [...shown, ...result.reviews.filter((r) => !shown.some((s) => s.id === r.id))]);
    setPage(result.page);
  };

  return (
    <section
      className="product-reviews"
      aria-labelledby="product-reviews-heading"
      id="reviews"
      data-testid="product-reviews"
    >
      <h2 id="product-reviews-heading" className="product-reviews__heading">
        {REVIEWS_HEADING}
      </h2>
      {initial.count > 0 && initial.average !== null ? (
        <p className="product-reviews__summary" data-testid="review-summary">
          <Stars rating={initial.average} />
          <span>
            {initial.average.toFixed(1)} out of 5 · {countText(initial.count)}
          </span>
        </p>
      ) : (
        <p className="product-reviews__none">No reviews yet. Only buyers of this piece can review it.</p>
      )}
      {reviews.length > 0 ? (
        <ul className="product-reviews__list">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      {more ? (
        <button type="button" className="button button--secondary" onClick={showMore} disabled={loading}>
          {loading ? 'Loading…' : 'Show more reviews'}
        </button>
      ) : null}
    </section>
  );
}
