'use client';

import { useState } from 'react';
import { Stars } from '@/components/reviews/stars';
import { isClientError } from '@/lib/client/bff-call';
import { answerReview } from '@/lib/client/reviews';
import type { AdminReview, AdminReviewPatch } from '@/lib/schemas/reviews';
import '@/app/styles/reviews.css';

const STATUS_LABEL = { pending: 'Waiting for approval', published: 'Published', hidden: 'Hidden' } as const;

/** One review for the owner: what the buyer wrote, Publish or Hide, and the public reply. */
export function AdminReviewCard({ review, onChanged }: { review: AdminReview; onChanged: () => void }) {
  const [reply, setReply] = useState(review.reply ?? '');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const replyId = `reply-${review.id}`;

  const send = async (patch: AdminReviewPatch, done: string) => {
    setBusy(true);
    setMessage(null);
    const result = await answerReview(review.id, patch);
    setBusy(false);
    if (isClientError(result)) return setMessage({ ok: false, text: result.error });
    setMessage({ ok: true, text: done });
    onChanged();
  };

  return (
    <li className="admin-review" data-testid="admin-review">
      <p>
        <Stars rating={review.rating} /> <strong>{review.title}</strong>
      </p>
      <p className="review__by">
        {review.authorName} · {review.productName} · Order {review.orderNumber} ·{' '}
        <span data-testid="admin-review-status">{STATUS_LABEL[review.status]}</span>
      </p>
      <p className="review__body">{review.body}</p>
      <div className="admin-review__actions">
        {review.status !== 'published' ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => send({ status: 'published' }, 'Published.')}
          >
            Publish
          </button>
        ) : null}
        {review.status !== 'hidden' ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => send({ status: 'hidden' }, 'Hidden from the product page.')}
          >
            Hide
          </button>
        ) : null}
      </div>
      <form
        className="admin-review__reply"
        onSubmit={(event) => {
          event.preventDefault();
          void send({ reply }, reply.trim() ? 'Reply saved.' : 'Reply removed.');
        }}
      >
        <label htmlFor={replyId} className="field__label">
          Public reply
        </label>
        <textarea
          id={replyId}
          className="input"
          rows={3}
          value={reply}
          maxLength={2000}
          onChange={(event) => setReply(event.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {review.reply ? 'Update reply' : 'Reply'}
        </button>
      </form>
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'notice' : 'auth-form__error'}>
          {message.text}
        </p>
      ) : null}
    </li>
  );
}
