import '@/app/styles/reviews.css';
/** A rating as stars: filled up to the rating (rounded to a half), read aloud as "4.5 out of 5 stars". */
export function Stars({ rating, testId }: { rating: number; testId?: string }) {
  const shown = Math.round(rating * 2) / 2;
  return (
    <span className="stars" role="img" aria-label={`${shown} out of 5 stars`} data-testid={testId}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span
          key={star}
          aria-hidden="true"
          className={
            shown >= star
              ? 'stars__star stars__star--full'
              : shown >= star - 0.5
                ? 'stars__star stars__star--half'
                : 'stars__star'
          }
        >
          ★
        </span>
      ))}
    </span>
  );
}
