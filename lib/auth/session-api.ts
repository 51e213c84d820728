/**
 * next-auth's session endpoints, called from the browser without next-auth's client (which only
 * the sign-in form loads): read the session, write the one field the browser may change, sign
 * out; and the note that tells this tab's session provider and the browser's other tabs that the
 * session changed here.
 */
import type { Session } from 'next-auth';

const AUTH_BASE = '/api/auth';
/** The localStorage key whose change reaches the other tabs as a storage event. */
export const SESSION_CHANGED_KEY = 'sitka.session-changed';

/** A listener gets the session when the caller knows it, or undefined: ask the server. */
type SessionListener = (session?: Session | null) => void;
const listeners = new Set<SessionListener>();

async function readJson(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url || AUTH_BASE} answered ${response.status}`);
  return response.json();
}

/** next-auth answers `{}` when nobody is signed in. */
function sessionOf(body: unknown): Session | null {
  return body && typeof body === 'object' && Object.keys(body).length > 0 ? (body as Session) : null;
}

/**
 * GET /api/auth/session: the session (the server refreshes its api token when due), null when
 * nobody is signed in. Rejects when there is no usable answer.
 */
export async function fetchSession(): Promise<Session | null> {
  const response = await fetch(`${AUTH_BASE}/session`, { cache: 'no-store' });
  return sessionOf(await readJson(response));
}

async function csrfToken(): Promise<string> {
  const body = (await readJson(await fetch(`${AUTH_BASE}/csrf`, { cache: 'no-store' }))) as {
    csrfToken?: string;
  };
  return body.csrfToken ?? '';
}

/**
 * POST /api/auth/session: hands `data` to the jwt callback (trigger 'update'); the new session.
 * Like next-auth's own update(), it never rejects: with no usable answer it resolves to null and
 * the tabs ask the server at their next check.
 */
export async function writeSession(data: Record<string, unknown>): Promise<Session | null> {
  try {
    const response = await fetch(`${AUTH_BASE}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ csrfToken: await csrfToken(), data }),
    });
    const session = sessionOf(await readJson(response));
    announceSession(session);
    return session;
  } catch {
    return null;
  }
}

/** One sign-out POST; true when next-auth cleared the cookie (a csrf refusal names `csrf=true`). */
async function postSignOut(): Promise<boolean> {
  const body = new URLSearchParams({
    csrfToken: await csrfToken(),
    callbackUrl: window.location.href,
    json: 'true',
  });
  const answer = (await readJson(
    await fetch(`${AUTH_BASE}/signout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }),
  )) as { url?: string };
  return !String(answer?.url ?? '').includes('csrf=true');
}

/**
 * POST /api/auth/signout (with the csrf token it asks for): clears the session cookie. A refused
 * token is fetched again once; when the server still has not signed out, this rejects and the
 * tabs are told to ask the server rather than shown a sign-out that did not happen.
 */
export async function signOutSession(): Promise<void> {
  let done = false;
  try {
    done = (await postSignOut()) || (await postSignOut());
  } finally {
    announceSession(done ? null : undefined);
  }
  if (!done) throw new Error('The sign-out was refused');
}

/**
 * Reads the session again and hands it to this tab's provider and the other tabs: after a
 * sign-in, so the header shows the account at once. Null when nobody is signed in or no answer.
 */
export async function refreshSession(): Promise<Session | null> {
  const session = await fetchSession().catch(() => undefined);
  if (session === undefined) return null;
  announceSession(session);
  return session;
}

/** Tells this tab's listeners (with the session when known) and the other tabs (they ask the server). */
export function announceSession(session?: Session | null): void {
  for (const listener of listeners) listener(session);
  try {
    // A new value each time: the storage event fires only on a change.
    localStorage.setItem(SESSION_CHANGED_KEY, `${Date.now()}:${Math.random()}`);
  } catch {
    // Storage may be off (private mode, quota): the other tabs catch up at their next check.
  }
}

/** Calls `listener` whenever the session changed, in this tab or another. Returns the unsubscribe. */
export function onSessionChange(listener: SessionListener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_CHANGED_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
