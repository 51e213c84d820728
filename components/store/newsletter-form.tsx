'use client';

import { useState, type FormEvent } from 'react';
import { subscribeToNewsletter } from '@/lib/client/newsletter';
import { NEWSLETTER_CONSENT_TEXT } from '@/lib/constants/newsletter';

type Status = { state: 'idle' | 'submitting' } | { state: 'success' | 'error'; message: string };

/**
 * Newsletter sign-up through the BFF. The api validates the address and its words are shown as
 * they come, so native validation is off (`noValidate`).
 */
export function NewsletterForm({
  heading = 'Letters from the studio',
  subheading = 'New pieces, market dates and notes from the bench, a few times a year.',
}: {
  /** The home template's newsletter heading and subheading; an empty subheading is left out. */
  heading?: string;
  subheading?: string;
}) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus({ state: 'submitting' });
    const result = await subscribeToNewsletter(email);
    if ('error' in result) return setStatus({ state: 'error', message: result.error });
    setStatus({ state: 'success', message: result.message });
    setEmail('');
  };

  return (
    <form
      className="newsletter"
      data-testid="newsletter-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="newsletter-title"
    >
      <h2 id="newsletter-title" className="section__title">
        {heading}
      </h2>
      {subheading && <p className="newsletter__lead">{subheading}</p>}
      <div className="newsletter__row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          className="input"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button" disabled={status.state === 'submitting'}>
          {status.state === 'submitting' ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {/* The words kept with the sign-up as its consent. */}
      <p className="newsletter__consent">{NEWSLETTER_CONSENT_TEXT}</p>
      {'message' in status && (
        <p
          role={status.state === 'success' ? 'status' : 'alert'}
          className={`newsletter__message newsletter__message--${status.state}`}
        >
          {status.message}
        </p>
      )}
    </form>
  );
}
