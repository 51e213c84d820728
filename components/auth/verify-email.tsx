'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { ScreenMessage } from '@/components/ui/screen-message';
import { verifyEmail } from '@/lib/client/account';

type State = { state: 'verifying' } | { state: 'success' | 'already' | 'error'; message: string };

/**
 * Email verification: verifying, then success (to /login) or error (to /register). A link whose
 * address is already verified (a second click) says so, with the way to log in.
 */
export function VerifyEmail({ token }: { token: string }) {
  const [status, setStatus] = useState<State>({ state: 'verifying' });
  // A link works once; React's strict mode must not spend it on a second, discarded call.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void verifyEmail(token).then((result) =>
      setStatus(
        'error' in result
          ? { state: 'error', message: result.error }
          : { state: result.alreadyVerified ? 'already' : 'success', message: result.message },
      ),
    );
  }, [token]);

  if (status.state === 'verifying') {
    return (
      <ScreenMessage title="Verifying your email…" testId="verify-email">
        <p className="page-lead" role="status">
          One moment while we confirm your address.
        </p>
      </ScreenMessage>
    );
  }
  if (status.state === 'success' || status.state === 'already') {
    return (
      <ScreenMessage
        title={status.state === 'success' ? 'Email verified' : 'Email already verified'}
        testId="verify-email"
        action={
          <Link href="/login" className="button" data-testid="verify-email-login">
            {status.state === 'success' ? 'Go to Login' : 'Log In'}
          </Link>
        }
      >
        <p className="page-lead" role="status">
          {status.message}
        </p>
      </ScreenMessage>
    );
  }
  return (
    <ScreenMessage
      title="Verification failed"
      testId="verify-email"
      action={
        <Link href="/register" className="button" data-testid="verify-email-register">
          Register again
        </Link>
      }
    >
      <p className="page-lead" role="alert">
        {status.message}
      </p>
    </ScreenMessage>
  );
}
