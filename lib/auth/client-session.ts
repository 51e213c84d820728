/**
 * The browser's side of ending a session: logout, a session the api no longer accepts, and the
 * fetch wrapper that notices the latter on any BFF call.
 */
import { clearCheckoutForm } from '@/lib/checkout/checkout-form-key';
import { goTo } from './navigate';
import { signOutSession } from './session-api';
import { SESSION_EXPIRED_CODE } from './types';

let leaving = false;

/** True once the page is on its way out of the session; guards stop reacting then. */
export function isLeavingSession(): boolean {
  return leaving;
}

/**
 * Revokes the api's tokens, clears the session cookie and what this tab kept for checkout (spec
 * §4: the next person at this browser does not find the details), and goes home.
 */
export async function logout(): Promise<void> {
  leaving = true;
  clearCheckoutForm();
  await fetch('/api/account/logout', { method: 'POST' }).catch(() => undefined);
  await signOutSession().catch(() => undefined);
  goTo('/');
}

/** The session is over on the api's side: sign out here too and ask to sign in again. */
export async function endExpiredSession(): Promise<void> {
  if (leaving) return;
  leaving = true;
  await signOutSession().catch(() => undefined);
  goTo('/login?expired=true');
}

/** fetch for the BFF: an answer of SESSION_EXPIRED ends the session; the response is returned as is. */
export async function bffFetch(input: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.status === 401) {
    // Read a copy, so the caller can still read the body.
    const copy = typeof response.clone === 'function' ? response.clone() : response;
    const body = (await copy.json().catch(() => null)) as { code?: unknown } | null;
    if (body?.code === SESSION_EXPIRED_CODE) void endExpiredSession();
  }
  return response;
}

/** JSON body helper for BFF writes. */
export function jsonRequest(method: 'POST' | 'PUT' | 'PATCH', body: unknown): RequestInit {
  return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
