'use client';

import { useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/ui/form-field';
import '@/app/styles/reviews.css';

/** The stars a buyer gives, as five radio buttons ("1 star" … "5 stars") bound to `rating`. */
export function StarInput({ id }: { id: string }) {
  const { register, watch } = useFormContext<{ rating: number }>();
  const error = useFieldError<{ rating: number }>('rating');
  const chosen = Number(watch('rating')) || 0;
  const errorId = `${id}-error`;
  return (
    <fieldset className="star-input">
      <legend className="star-input__legend">Your rating</legend>
      <div className="star-input__stars">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className={star <= chosen ? 'star-input__star star-input__star--on' : 'star-input__star'}
          >
            <input
              type="radio"
              className="visually-hidden"
              value={star}
              {...register('rating')}
              aria-describedby={error ? errorId : undefined}
              data-testid={`${id}-${star}`}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{star === 1 ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
