'use client';

import type { Session } from 'next-auth';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { fetchSession, onSessionChange, refreshSession, writeSession } from '@/lib/auth/session-api';

/** Sends `data` into the session (the jwt callback's 'update'); without it, reads the session again. */
type UpdateSession = (data?: Record<string, unknown>) => Promise<Session | null>;

/** What useSession() gives, shaped as next-auth's own. */
export type SessionValue =
  | { data: Session; status: 'authenticated'; update: UpdateSession }
  | { data: null; status: 'loading' | 'unauthenticated'; update: UpdateSession };

const SIGNED_OUT: SessionValue = { data: null, status: 'unauthenticated', update: async () => null };

const SessionContext = createContext<SessionValue | undefined>(undefined);

/**
 * The session of the page: `{ data, status, update }`. Outside a provider (a page with no
 * chrome, the back-office's store preview) nobody is signed in.
 */
export function useSession(): SessionValue {
  return useContext(SessionContext) ?? SIGNED_OUT;
}

/** Its children see the store as a shopper who is not signed in does. */
export function SignedOutSession({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={SIGNED_OUT}>{children}</SessionContext.Provider>;
}

type State = { data: Session | null; loading: boolean };

type Props = {
  /** The session the server already read; undefined lets the browser ask once hydrated. */
  session?: Session | null;
  /** Seconds between checks while signed in; each check refreshes the api token when it is due. */
  refetchInterval: number;
  children: ReactNode;
};

/**
 * Holds the session for client components. Without one from the server it asks
 * GET /api/auth/session after hydration (the page paints first). While signed in it asks again
 * every `refetchInterval` seconds and when the tab comes back into view, unless offline; a sign-in
 * or sign-out here or in another tab of the browser makes it ask at once.
 */
export function SessionProvider({ session, refetchInterval, children }: Props) {
  const given = session !== undefined;
  const [state, setState] = useState<State>(() => ({ data: session ?? null, loading: !given }));
  const current = useRef(state.data);
  // Only the newest answer counts: one sent earlier may arrive later.
  const asked = useRef(0);

  const apply = useCallback((data: Session | null) => {
    asked.current += 1;
    current.current = data;
    setState({ data, loading: false });
  }, []);

  const ask = useCallback(async () => {
    const turn = ++asked.current;
    try {
      const data = await fetchSession();
      if (turn === asked.current) apply(data);
    } catch {
      // No answer: a session already known stands (its expiry is watched); none known, nobody is in.
      if (turn === asked.current) setState((was) => (was.loading ? { data: null, loading: false } : was));
    }
  }, [apply]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state is set once the answer arrives, not here
    if (!given) void ask();
  }, [given, ask]);

  useEffect(() => {
    const stopListening = onSessionChange((data) => (data === undefined ? void ask() : apply(data)));
    return stopListening;
  }, [ask, apply]);

  useEffect(() => {
    const check = () => {
      if (current.current && navigator.onLine) void ask();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = refetchInterval > 0 ? setInterval(check, refetchInterval * 1000) : undefined;
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refetchInterval, ask]);

  const value = useMemo<SessionValue>(() => {
    const update: UpdateSession = (data) => (data ? writeSession(data) : refreshSession());
    if (state.loading) return { data: null, status: 'loading', update };
    return state.data
      ? { data: state.data, status: 'authenticated', update }
      : { data: null, status: 'unauthenticated', update };
  }, [state]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
