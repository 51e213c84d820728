/**
 * The newsletter by the rules: a sign-up counts once its mailed link confirmed it, marketing mail
 * reaches confirmed addresses only and carries a one-click unsubscribe (link and headers) that
 * works once and for good, and the owner sees the list with its states and exports it as CSV.
 */
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import {
  NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_CSV_HEADER,
  NEWSLETTER_MESSAGES,
} from '@/lib/constants/newsletter';
import { newsletterSubscribers } from '@/server/src/db/schema';
import { RATE_LIMITS } from '@/server/src/plugins/rate-limits';
import { buildTestApp, type TestApp } from './support/build-app';
import { startSmtpMailbox } from './support/smtp';
import { prepareTwoStores, type TwoStores } from './support/two-stores';

let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
let t: TestApp;
let stores: TwoStores;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let customerA: Record<string, string>;
const A = () => stores.headers('A');
const B = () => stores.headers('B');

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  const generous = Object.keys(RATE_LIMITS)
    .map((name) => `${name}=1000000/1`)
    .join(',');
  t = await buildTestApp({ SMTP_URL: smtp.url, WEB_URL: 'http://shop.test', RATE_LIMITS: generous });
  stores = await prepareTwoStores(t.app);
  adminA = await stores.token('adminA');
  adminB = await stores.token('adminB');
  customerA = await stores.token('customerA');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = A()) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const subscribe = (email: string, headers = A()) => post('/api/newsletter/subscribe', { email }, headers);
const confirmTokenFor = (email: string) => {
  const match = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(smtp.lastMailTo(email));
  if (!match) throw new Error(`no confirmation link to ${email}`);
  return match[1];
};
const rowOf = async (tenantId: string, email: string) =>
  (
    await t.app.db
      .select()
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.tenantId, tenantId), eq(newsletterSubscribers.email, email)))
  )[0];

/** Sends a newsletter as store A's owner; how many it queued. */
async function sendNewsletter(subject: string, headers = { ...A(), ...adminA }) {
  const response = await post(
    '/api/admin/newsletter/send',
    { subject, text: 'New rings this week.' },
    headers,
  );
  expect(response.statusCode).toBe(200);
  await t.app.mailer.settled();
  return response.json().queued as number;
}
const newsletterMails = (email: string, subject: string) => smtp.mailsAbout(email, subject);

/** Signs `email` up in store A and confirms with the mailed link. */
async function confirmed(email: string) {
  expect((await subscribe(email)).statusCode).toBe(200);
  await smtp.waitForMail(email);
  const response = await post('/api/newsletter/confirm', { token: confirmTokenFor(email) });
  expect(response.statusCode).toBe(200);
}

describe('double opt-in', () => {
  it('mails a confirmation link, keeps the consent, and sends no marketing mail until confirmed', async () => {
    const before = Date.now();
    expect((await subscribe('pending@example.com')).statusCode).toBe(200);
    await smtp.waitForMail('pending@example.com');
    expect(smtp.lastMailTo('pending@example.com')).toMatch(
      /http:\/\/[\w.]+\/newsletter\/confirm\?token=[\w-]+/,
    );
    const row = await rowOf(stores.A.tenant, 'pending@example.com');
    expect(row).toMatchObject({ status: 'pending', consentText: NEWSLETTER_CONSENT_TEXT });
    expect(row.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    await sendNewsletter('Spring pieces');
    expect(newsletterMails('pending@example.com', 'Spring pieces')).toHaveLength(0);
  });

  it('confirms with the link once; the second use is refused', async () => {
    await subscribe('twice@example.com');
    await smtp.waitForMail('twice@example.com');
    const token = confirmTokenFor('twice@example.com');
    const first = await post('/api/newsletter/confirm', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.confirmed });
    expect(await rowOf(stores.A.tenant, 'twice@example.com')).toMatchObject({ status: 'confirmed' });

    const again = await post('/api/newsletter/confirm', { token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'NEWSLETTER_LINK_INVALID',
      error: NEWSLETTER_MESSAGES.linkInvalid,
    });
    // Another store's host cannot use it either, nor a made-up token.
    expect((await post('/api/newsletter/confirm', { token: 'made-up' })).statusCode).toBe(404);
    expect((await post('/api/newsletter/confirm', { token: '' })).statusCode).toBe(400);

    // Signing up again once confirmed sends no new confirmation and changes nothing.
    const mails = smtp.mailsTo('twice@example.com').length;
    await subscribe('twice@example.com');
    await t.app.mailer.settled();
    expect(smtp.mailsTo('twice@example.com')).toHaveLength(mails);
    expect(await rowOf(stores.A.tenant, 'twice@example.com')).toMatchObject({ status: 'confirmed' });
  });

  it('does not confirm a store’s sign-up through another store', async () => {
    await subscribe('crossing@example.com');
    await smtp.waitForMail('crossing@example.com');
    const token = confirmTokenFor('crossing@example.com');
    expect((await post('/api/newsletter/confirm', { token }, B())).statusCode).toBe(404);
    expect(await rowOf(stores.A.tenant, 'crossing@example.com')).toMatchObject({ status: 'pending' });
  });
});

describe('marketing mail and unsubscribe', () => {
  it('reaches confirmed addresses with an unsubscribe link and the one-click headers', async () => {
    await confirmed('fan@example.com');
    expect(await sendNewsletter('Autumn pieces')).toBeGreaterThanOrEqual(1);
    const [mail] = newsletterMails('fan@example.com', 'Autumn pieces');
    expect(mail).toBeDefined();
    expect(mail.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/[\w.]+\/api\/newsletter\/unsubscribe\?token=[\w-]+>/m,
    );
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(smtp.lastMailTo('fan@example.com')).toMatch(
      /http:\/\/[\w.]+\/newsletter\/unsubscribe\?token=[\w-]+/,
    );
  });

  it('unsubscribes by the one-click post once and for good', async () => {
    await confirmed('leaving@example.com');
    await sendNewsletter('Winter pieces');
    const [mail] = newsletterMails('leaving@example.com', 'Winter pieces');
    const url = new URL(/^List-Unsubscribe:\s+<([^>]+)>/m.exec(mail.raw)![1]);

    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { ...A(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.unsubscribed });
    const row = await rowOf(stores.A.tenant, 'leaving@example.com');
    expect(row.status).toBe('unsubscribed');
    expect(row.unsubscribedAt).not.toBeNull();

    // Works once: the same link is spent.
    expect((await oneClick()).statusCode).toBe(404);
    // For good: the next newsletter does not reach the address.
    await sendNewsletter('Gift pieces');
    expect(newsletterMails('leaving@example.com', 'Gift pieces')).toHaveLength(0);
  });

  it('unsubscribes by the storefront page’s token in the body', async () => {
    await confirmed('page@example.com');
    await sendNewsletter('Market days');
    const token = /newsletter\/unsubscribe\?token=([\w-]+)/.exec(smtp.lastMailTo('page@example.com'))![1];
    // Not through another store.
    expect((await post('/api/newsletter/unsubscribe', { token }, B())).statusCode).toBe(404);
    expect((await post('/api/newsletter/unsubscribe', { token })).statusCode).toBe(200);
    expect((await post('/api/newsletter/unsubscribe', { token })).statusCode).toBe(404);
    const missing = await post('/api/newsletter/unsubscribe', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'token' });
  });
});

describe('the owner’s list', () => {
  it('shows each address with its state and exports it as formula-safe CSV', async () => {
    expect((await subscribe('+cmd@example.com')).statusCode).toBe(200);
    await subscribe('list-pending@example.com');
    await confirmed('list-confirmed@example.com');
    await subscribe('other-store@example.com', B());

    const response = await t.app.inject({
      url: '/api/admin/newsletter/subscribers',
      headers: { ...A(), ...adminA },
    });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    const stateOf = (email: string) =>
      list.subscribers.find((row: { email: string }) => row.email === email)?.status;
    expect(stateOf('list-pending@example.com')).toBe('pending');
    expect(stateOf('list-confirmed@example.com')).toBe('confirmed');
    expect(stateOf('leaving@example.com')).toBe('unsubscribed');
    expect(stateOf('other-store@example.com')).toBeUndefined();
    expect(list.counts.unsubscribed).toBeGreaterThanOrEqual(1);
    expect(list.counts.pending + list.counts.confirmed + list.counts.unsubscribed).toBe(
      list.subscribers.length,
    );

    const csv = await t.app.inject({
      url: '/api/admin/newsletter/subscribers.csv',
      headers: { ...A(), ...adminA },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows: string[][] = parse(csv.body);
    expect(rows[0]).toEqual([...NEWSLETTER_CSV_HEADER]);
    const emails = rows.slice(1).map((row) => row[0]);
    expect(emails).toContain("'+cmd@example.com");
    expect(emails).not.toContain('other-store@example.com');
    const confirmedRow = rows.find((row) => row[0] === 'list-confirmed@example.com')!;
    expect(confirmedRow[1]).toBe('confirmed');
    expect(confirmedRow[4]).toBe(NEWSLETTER_CONSENT_TEXT);

    // Store B's owner sees only B's list.
    const other = await t.app.inject({
      url: '/api/admin/newsletter/subscribers',
      headers: { ...B(), ...adminB },
    });
    expect(other.json().subscribers.map((row: { email: string }) => row.email)).toEqual([
      'other-store@example.com',
    ]);
  });

  it('is the owner’s only', async () => {
    for (const headers of [A(), { ...A(), ...customerA }]) {
      const response = await t.app.inject({ url: '/api/admin/newsletter/subscribers', headers });
      expect([401, 403]).toContain(response.statusCode);
    }
    const send = await post(
      '/api/admin/newsletter/send',
      { subject: 'x', text: 'y' },
      { ...A(), ...customerA },
    );
    expect(send.statusCode).toBe(403);
  });
});
