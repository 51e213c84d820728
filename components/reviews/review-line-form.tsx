'use client';

import { useState } from 'react';
import { Form, FormMessage, SubmitActions, refusal, useZodForm, type Outcome } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { isClientError } from '@/lib/client/bff-call';
import { reviewLinePath, reviewPhotoPath, saveReview } from '@/lib/client/reviews';
import {
  REVIEW_MESSAGES,
  reviewFormBodySchema,
  type ReviewBody,
  type ReviewFormLine,
} from '@/lib/schemas/reviews';
import { ReviewPhoto } from './review-photo';
import { StarInput } from './star-input';
import '@/app/styles/reviews.css';

type Props = { orderId: string; token?: string; line: ReviewFormLine };

const FIELDS = new Set(['rating', 'title', 'body', 'photo']);

/** The review of one piece: stars, a title, the text and a photo; Save writes it (or replaces the earlier one). */
export function ReviewLineForm({ orderId, token, line }: Props) {
  const own = line.review;
  const form = useZodForm(reviewFormBodySchema, {
    defaultValues: own
      ? { rating: String(own.rating), title: own.title, body: own.body, photo: own.photo }
      : { title: '', body: '', photo: null },
  });
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const prefix = `review-${line.orderItemId}`;

  const send = async (body: ReviewBody) => {
    setPending(true);
    setOutcome(null);
    const result = await saveReview(reviewLinePath(orderId, line.orderItemId, token), body);
    setPending(false);
    if (!isClientError(result)) {
      const message = result.status === 'pending' ? REVIEW_MESSAGES.savedPending : REVIEW_MESSAGES.saved;
      return setOutcome({ ok: true, message });
    }
    if (result.field && FIELDS.has(result.field))
      form.setError(result.field as keyof ReviewBody, { message: result.error }, { shouldFocus: true });
    else setOutcome(refusal(result.error));
  };

  return (
    <Form
      form={form}
      onSubmit={send}
      label={`Review of ${line.name}`}
      className="review-form"
      testId="review-form"
    >
      <StarInput id={`${prefix}-rating`} />
      <FormField name="title" id={`${prefix}-title`} label="Title" testId="review-title" maxLength={120} />
      <FormField
        name="body"
        id={`${prefix}-body`}
        label="Your review"
        control="textarea"
        rows={4}
        testId="review-body"
      />
      <ReviewPhoto
        id={`${prefix}-photo`}
        path={reviewPhotoPath(orderId, token)}
        initialUrl={own?.photoUrl ?? null}
      />
      <SubmitActions
        label={own ? 'Update review' : 'Save review'}
        pendingLabel="Saving…"
        pending={pending}
        buttonClassName="button button--primary"
        testId="review-submit"
        message={<FormMessage outcome={outcome} testId="review-outcome" />}
      />
    </Form>
  );
}
