import type { PublicReview } from '@/lib/schemas/reviews';
import { Stars } from './stars';
import '@/app/styles/reviews.css';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** One published review: stars, title, who and when, the text, its photo, and the shop's reply. */
export function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="review" data-testid="review">
      <Stars rating={review.rating} />
      <h3 className="review__title">{review.title}</h3>
      <p className="review__by">
        {review.authorName} ·{' '}
        <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
      </p>
      <p className="review__body">{review.body}</p>
      {review.photoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- the api's own rendition
        <img
          className="review__photo"
          src={review.photoUrl}
          alt={`Photo from ${review.authorName}`}
          width={160}
          loading="lazy"
        />
      ) : null}
      {review.reply ? (
        <div className="review__reply" data-testid="review-reply">
          <p className="review__reply-by">Reply from the shop</p>
          <p>{review.reply}</p>
        </div>
      ) : null}
    </li>
  );
}
