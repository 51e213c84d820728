'use client';

import type { Session } from 'next-auth';
import { SessionProvider, useSession } from 'next-auth/react';
import { useEffect, type ReactNode } from 'react';
import { endExpiredSession } from '@/lib/auth/client-session';

/** Signs out as soon as the server reports that the session's token could not be refreshed. */
function SessionExpiryWatcher() {
  const { data } = useSession();
  const expired = data?.error === 'SessionExpired';
  useEffect(() => {
    if (expired) void endExpiredSession();
  }, [expired]);
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
    <SessionProvider session={session} refetchInterval={refetchInterval} refetchWhenOffline={false}>
      <SessionExpiryWatcher />
      <ReloadOnRestore />
      {children}
    </SessionProvider>
  );
}
