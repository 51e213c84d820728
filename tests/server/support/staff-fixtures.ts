/**
 * What the store's team tests do: call the api as someone, sign in, invite by mail (the link's
 * token read from the mail) and join as a new person, and find and sign in as whoever owns the
 * demo store now, as ownership moves.
 */
import { and, eq } from 'drizzle-orm';
import { users } from '@/server/src/db/schema';
import { bearerFor, demo, type TestApp } from './build-app';
import type { startSmtpMailbox } from './smtp';

export const PASSWORD = 'Sitka-demo-2026!';
export type Headers = Record<string, string>;

export type StaffStore = {
  t: TestApp;
  smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
  /** The owner's headers as the test file holds them (asOwner updates them through ownerIs). */
  owner: Headers;
};

/**
 * The team tests' steps, in the store `store()` answers once it is built; `ownerIs` is told the
 * headers of whoever owns the store when asOwner signs them in.
 */
export function staffSteps(store: () => StaffStore, ownerIs: (headers: Headers) => void) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) =>
    store().t.app.inject({ method, url, headers: { ...demo, ...headers }, ...(payload ? { payload } : {}) });
  const login = (email: string, password = PASSWORD) =>
    call('POST', '/api/auth/login', {}, { email, password });
  const inviteToken = (email: string) =>
    /\/invite\/([A-Za-z0-9_-]+)/.exec(store().smtp.lastMailTo(email))![1];

  /** Invites `email` with `role` and answers the mailed link's token. */
  async function invite(email: string, role: string): Promise<string> {
    const response = await call('POST', '/api/admin/staff/invitations', store().owner, { email, role });
    expect(response.statusCode).toBe(201);
    expect(response.json().invitation).toMatchObject({ email, role });
    await store().smtp.waitForMail(email);
    return inviteToken(email);
  }

  /** A new account made by accepting an invitation; answers its bearer headers. */
  async function join(email: string, role: string): Promise<Headers> {
    const token = await invite(email, role);
    expect(
      (await call('POST', `/api/staff/invitations/${token}/accept`, {}, { password: PASSWORD })).statusCode,
    ).toBe(200);
    return bearerFor(store().t.app, email);
  }

  /** The store's owners, with their account's role. */
  const ownersOfDemo = () =>
    store()
      .t.database.db.select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(and(eq(users.tenantId, 'demo'), eq(users.staffRole, 'owner')));

  /** Tokens by address: a token carries the account's role as it is now, so one sign-in each will do. */
  const signedIn = new Map<string, Headers>();

  /** Signs in as whoever owns the store now (ownership moves in the tests that use it). */
  async function asOwner(): Promise<Headers> {
    const [current] = await ownersOfDemo();
    if (!signedIn.has(current.email))
      signedIn.set(current.email, await bearerFor(store().t.app, current.email));
    const headers = signedIn.get(current.email)!;
    ownerIs(headers);
    return headers;
  }

  return { call, login, invite, join, ownersOfDemo, asOwner };
}
