'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { LoadState } from '@/components/ui/load-state';
import { adminReviewsKey, fetchAdminReviews, REVIEW_PAGE_MESSAGES } from '@/lib/client/reviews';
import { AdminReviewCard } from './admin-review-card';
import '@/app/styles/reviews.css';

const FILTERS = [
  ['', 'All'],
  ['pending', 'Waiting for approval'],
  ['published', 'Published'],
  ['hidden', 'Hidden'],
] as const;

/** The store's reviews, newest first, filtered by status, a page at a time. */
export function ReviewsManager() {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useSWR(adminReviewsKey(status, page), fetchAdminReviews);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby="reviews-list-heading" className="admin-reviews">
      <h2 id="reviews-list-heading">Reviews</h2>
      <label className="field admin-field">
        <span className="field__label">Show</span>
        <select
          className="input"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
          data-testid="review-status-filter"
        >
          {FILTERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {!data ? (
        <LoadState error={error} failed={REVIEW_PAGE_MESSAGES.listFailed} />
      ) : data.reviews.length === 0 ? (
        <p>No reviews here yet.</p>
      ) : (
        <ul className="admin-reviews__list" data-testid="admin-reviews">
          {data.reviews.map((review) => (
            <AdminReviewCard
              key={`${review.id}-${review.status}-${review.reply ?? ''}`}
              review={review}
              onChanged={() => void mutate()}
            />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Review pages" className="admin-reviews__filters">
          <button
            type="button"
            className="button button--ghost"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}
