'use client';

import { useState } from 'react';
import { ScreenMessage } from '@/components/ui/screen-message';
import { confirmNewsletter, unsubscribeNewsletter } from '@/lib/client/newsletter';

type Kind = 'confirm' | 'unsubscribe';
type State = { state: 'idle' | 'sending' } | { state: 'done' | 'error'; message: string };

const WORDS: Record<Kind, { title: string; lead: string; button: string; done: string }> = {
  confirm: {
    title: 'Confirm your subscription',
    lead: 'Press the button to start receiving this store’s newsletter.',
    button: 'Confirm subscription',
    done: 'Subscription confirmed',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    lead: 'Press the button to stop receiving this store’s newsletter.',
    button: 'Unsubscribe',
    done: 'Unsubscribed',
  },
};

/**
 * A newsletter mail's link: the page asks for a press before it spends the link, so a mail
 * scanner that opens links confirms or unsubscribes nothing. A link works once.
 */
export function NewsletterLink({ kind, token }: { kind: Kind; token: string }) {
  const [status, setStatus] = useState<State>({ state: 'idle' });
  const words = WORDS[kind];

  const press = async () => {
    setStatus({ state: 'sending' });
    const result = await (kind === 'confirm' ? confirmNewsletter : unsubscribeNewsletter)(token);
    setStatus(
      'error' in result
        ? { state: 'error', message: result.error }
        : { state: 'done', message: result.message },
    );
  };

  if (status.state === 'done' || status.state === 'error')
    return (
      <ScreenMessage title={status.state === 'done' ? words.done : words.title} testId={`newsletter-${kind}`}>
        <p className="page-lead" role={status.state === 'done' ? 'status' : 'alert'}>
          {status.message}
        </p>
      </ScreenMessage>
    );
  return (
    <ScreenMessage
      title={words.title}
      testId={`newsletter-${kind}`}
      action={
        <button
          type="button"
          className="button"
          onClick={press}
          disabled={!token || status.state === 'sending'}
        >
          {words.button}
        </button>
      }
    >
      <p className="page-lead">{words.lead}</p>
    </ScreenMessage>
  );
}
