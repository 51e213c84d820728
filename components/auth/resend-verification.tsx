'use client';

import { useState } from 'react';
import { resendVerification } from '@/lib/client/account';
import '@/app/styles/account.css';

type State = { state: 'idle' | 'sending' } | { state: 'done' | 'failed'; message: string };

/** Sends a fresh verification link to the address typed in the form. */
export function ResendVerification({ email }: { email: () => string }) {
  const [status, setStatus] = useState<State>({ state: 'idle' });

  const resend = async () => {
    setStatus({ state: 'sending' });
    const result = await resendVerification(email());
    setStatus(
      'error' in result
        ? { state: 'failed', message: result.error }
        : { state: 'done', message: result.message },
    );
  };

  return (
    <div className="resend">
      <button
        type="button"
        className="link-button"
        onClick={resend}
        disabled={status.state === 'sending'}
        data-testid="resend-verification"
      >
        Resend verification email
      </button>
      {(status.state === 'done' || status.state === 'failed') && <p role="status">{status.message}</p>}
    </div>
  );
}
