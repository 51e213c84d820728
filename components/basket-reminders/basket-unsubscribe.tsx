'use client';

import { useState } from 'react';
import { ScreenMessage } from '@/components/ui/screen-message';
import { unsubscribeBasketReminders } from '@/lib/client/basket-reminders';

type State = { state: 'idle' | 'sending' } | { state: 'done' | 'error'; message: string };

/**
 * A reminder's unsubscribe link: a press before anything changes, so a mail scanner that opens
 * links unsubscribes nobody.
 */
export function BasketUnsubscribe({ token }: { token: string }) {
  const [status, setStatus] = useState<State>({ state: 'idle' });

  const press = async () => {
    setStatus({ state: 'sending' });
    const result = await unsubscribeBasketReminders(token);
    setStatus(
      'error' in result
        ? { state: 'error', message: result.error }
        : { state: 'done', message: result.message },
    );
  };

  if (status.state === 'done' || status.state === 'error')
    return (
      <ScreenMessage
        title={status.state === 'done' ? 'Unsubscribed' : 'Basket reminders'}
        testId="basket-unsubscribe"
      >
        <p className="page-lead" role={status.state === 'done' ? 'status' : 'alert'}>
          {status.message}
        </p>
      </ScreenMessage>
    );
  return (
    <ScreenMessage
      title="Basket reminders"
      testId="basket-unsubscribe"
      action={
        <button
          type="button"
          className="button"
          onClick={press}
          disabled={!token || status.state === 'sending'}
        >
          Unsubscribe
        </button>
      }
    >
      <p className="page-lead">Press the button to get no more basket reminders from this store.</p>
    </ScreenMessage>
  );
}
