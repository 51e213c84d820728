'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { LoadState } from '@/components/ui/load-state';
import {
  endOtherSessions,
  endSession,
  fetchSessions,
  SECURITY_MESSAGES,
  SESSIONS_PATH,
} from '@/lib/client/security';
import { describeDevice } from '@/lib/user-agent';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the person is signed in: each session's device, address and last use, with End. */
export function SessionsList() {
  const { data, error, mutate } = useSWR(SESSIONS_PATH, fetchSessions, { revalidateOnFocus: false });
  const [message, setMessage] = useState<string | null>(null);
  if (!data) return <LoadState error={error} failed={SECURITY_MESSAGES.loadFailed} />;

  const run = async (action: () => Promise<{ error: string } | object>) => {
    setMessage(null);
    const result = await action();
    if ('error' in result) setMessage(String(result.error));
    await mutate();
  };
  const others = data.filter((session) => !session.current);

  return (
    <div className="security-sessions">
      <ul className="security-sessions__list" data-testid="sessions-list">
        {data.map((session) => (
          <li key={session.id} className="security-sessions__item">
            <div>
              <strong>{describeDevice(session.userAgent)}</strong>
              {session.current && <span className="badge"> This device</span>}
              <p className="admin-settings__muted">
                {session.ip ?? 'Unknown address'} · Last seen {when(session.lastSeenAt)}
              </p>
            </div>
            {!session.current && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => run(() => endSession(session.id))}
                aria-label={`End the session on ${describeDevice(session.userAgent)}`}
              >
                End
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => run(endOtherSessions)}
          data-testid="end-other-sessions"
        >
          Sign out everywhere else
        </button>
      )}
      {message && (
        <p className="notice notice--error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
