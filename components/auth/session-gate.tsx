'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { ScreenMessage } from '@/components/ui/screen-message';
import { isLeavingSession } from '@/lib/auth/client-session';
import { checkSession } from '@/lib/client/account';
import { MESSAGES } from '@/lib/messages';
import { useSession } from './session-context';

/**
 * Guards signed-in pages on the client. While the session loads: 'Loading...'. When a check
 * comes back empty, asks the session endpoint once more: an empty answer means the user signed
 * out (elsewhere), so to /login; no answer at all is the authentication error screen.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (status !== 'unauthenticated' || isLeavingSession()) return;
    let cancelled = false;
    void checkSession().then((result) => {
      if (cancelled) return;
      if ('error' in result) return setFailed(true);
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load drops the ended session's state
      if (!result.signedIn && !isLeavingSession()) window.location.assign('/login');
    });
    return () => {
      cancelled = true;
    };
  }, [status]);

  if (failed) {
    return (
      <ScreenMessage
        title="Error"
        action={
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {MESSAGES.refreshPage}
          </button>
        }
      >
        <p className="page-lead" role="alert">
          {MESSAGES.authenticationFailed}
        </p>
      </ScreenMessage>
    );
  }
  if (status !== 'authenticated') {
    return (
      <div className="container page page--centered" role="status">
        {MESSAGES.loading}
      </div>
    );
  }
  return <>{children}</>;
}
