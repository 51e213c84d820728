'use client';

import type { Session } from 'next-auth';
import { useEffect, type ReactNode } from 'react';
import { endExpiredSession } from '@/lib/auth/client-session';
import { fetchSession } from '@/lib/auth/session-api';
import { SessionProvider, useSession } from './session-context';

// setTimeout holds at most 2^31 - 1 ms; a later expiry is simply looked at again then.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A session that still carries a live api token at this moment. */
function stillValid(session: Session | null): boolean {
  return Boolean(
    session?.user && !session.error && session.tokenExpires && session.tokenExpires * 1000 > Date.now(),
  );
}

/**
 * Signs out as soon as the server reports that the session's token could not be refreshed, and at
 * the latest when the token runs out: then the server is asked once more (which tries a last
 * refresh) and, unless it hands back a live token, the user goes to /login?expired=true. So a
 * refresh that kept failing (no answer, a 5xx, a 401) never leaves a page signed in past expiry.
 */
function SessionExpiryWatcher() {
  const { data } = useSession();
  const expired = data?.error === 'SessionExpired';
  const tokenExpires = data?.tokenExpires;
  useEffect(() => {
    if (expired) void endExpiredSession();
  }, [expired]);
  useEffect(() => {
    if (!tokenExpires || expired) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let expiresAt = tokenExpires;
    const check = async () => {
      if (cancelled) return;
      // A far expiry wakes the timer early (its cap); it just waits on.
      if (expiresAt * 1000 > Date.now()) return waitFor(expiresAt);
      const fresh = await fetchSession().catch(() => null);
      if (cancelled) return;
      if (!stillValid(fresh)) return void endExpiredSession();
      expiresAt = fresh!.tokenExpires!;
      waitFor(expiresAt);
    };
    const waitFor = (at: number) => {
      timer = setTimeout(() => void check(), Math.min(Math.max(0, at * 1000 - Date.now()), MAX_TIMER_MS));
    };
    waitFor(expiresAt);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [tokenExpires, expired]);
  return null;
}

/** A page restored from the back/forward cache may show a session that has ended since. */
function ReloadOnRestore() {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  return null;
}

type Props = {
  /** The session the server already read; undefined lets the browser fetch it. */
  session?: Session | null;
  /** Seconds between session checks; each check refreshes the api token when it is due. */
  refetchInterval: number;
  children: ReactNode;
};

/** The session for client components, checked every `refetchInterval` seconds and on focus. */
export function AuthSessionProvider({ session, refetchInterval, children }: Props) {
  return (
    <SessionProvider session={session} refetchInterval={refetchInterval}>
      <SessionExpiryWatcher />
      <ReloadOnRestore />
      {children}
    </SessionProvider>
  );
}
