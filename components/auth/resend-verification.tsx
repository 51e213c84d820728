'use client';

import { useState } from 'react';
import { jsonRequest } from '@/lib/auth/client-session';
import { MESSAGES } from '@/lib/messages';

type State = { state: 'idle' | 'sending' } | { state: 'done' | 'failed'; message: string };

/** Sends a fresh verification link to the address typed in the form. */
export function ResendVerification({ email }: { email: () => string }) {
  const [status, setStatus] = useState<State>({ state: 'idle' });

  const resend = async () => {
    setStatus({ state: 'sending' });
    try {
      const response = await fetch('/api/account/resend-verification', jsonRequest('POST', { email: email().trim().toLowerCase() }));
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (response.ok) setStatus({ state: 'done', message: body.message || 'A new verification link is on its way.' });
      else setStatus({ state: 'failed', message: body.error || MESSAGES.generic });
    } catch {
      setStatus({ state: 'failed', message: MESSAGES.generic });
    }
  };

  return (
    <div className="resend">
      <button type="button" className="link-button" onClick={resend} disabled={status.state === 'sending'} data-testid="resend-verification">
        Resend verification email
      </button>
      {(status.state === 'done' || status.state === 'failed') && <p role="status">{status.message}</p>}
    </div>
  );
}
