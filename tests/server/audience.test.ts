import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { analyticsEvents, newsletterSubscribers } from '@/server/src/db/schema';
import { CONSENT_HEADER } from '@/lib/constants/consent';
import { NEWSLETTER_CHECK_INBOX } from '@/lib/constants/newsletter';
import { buildTestApp, demo, type TestApp } from './support/build-app';

let t: TestApp;
let demoProduct: { id: string; name: string };
let northProduct: { id: string; name: string };

const north = { 'x-tenant-id': 'north' };

beforeAll(async () => {
  t = await buildTestApp();
  [demoProduct] = (await t.app.inject({ url: '/api/products', headers: demo })).json().products;
  [northProduct] = (await t.app.inject({ url: '/api/products', headers: north })).json().products;
});
afterAll(() => t.close());

// A visitor who accepted analytics, as the web passes the consent cookie on (analytics-consent.test.ts
// covers the others); the newsletter does not look at it.
const visitor = { ...demo, [CONSENT_HEADER]: 'accepted' };

const post = (url: string, payload: unknown, headers: Record<string, string> = visitor) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

const subscribersOf = (tenantId: string) =>
  t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.tenantId, tenantId));

const eventsOf = (sessionId: string) =>
  t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId));

describe('POST /api/newsletter/subscribe', () => {
  it('asks the subscriber to confirm and keeps one row however often they subscribe', async () => {
    const first = await post('/api/newsletter/subscribe', { email: 'fan@example.com' });
    const second = await post('/api/newsletter/subscribe', { email: 'fan@example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: NEWSLETTER_CHECK_INBOX });
    // The answer must not tell whether the address was already on the list.
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const rows = (await subscribersOf('demo')).filter((row) => row.email === 'fan@example.com');
    expect(rows).toHaveLength(1);
  });

  it('stores the address trimmed and lower-cased, so case does not make a second subscriber', async () => {
    const response = await post('/api/newsletter/subscribe', { email: '  Reader@Example.COM ' });
    expect(response.statusCode).toBe(200);
    await post('/api/newsletter/subscribe', { email: 'reader@example.com' });
    const rows = (await subscribersOf('demo')).filter(
      (row) => row.email.toLowerCase() === 'reader@example.com',
    );
    expect(rows.map((row) => row.email)).toEqual(['reader@example.com']);
  });

  it("files the subscriber under the request's store only", async () => {
    await post('/api/newsletter/subscribe', { email: 'only-north@example.com' }, north);
    expect((await subscribersOf('north')).map((row) => row.email)).toContain('only-north@example.com');
    expect((await subscribersOf('demo')).map((row) => row.email)).not.toContain('only-north@example.com');
  });

  it('answers 400 naming the email when it is not an address, and stores nothing', async () => {
    const before = (await subscribersOf('demo')).length;
    for (const email of ['not-an-email', '', 'a@', 42]) {
      const response = await post('/api/newsletter/subscribe', { email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: expect.any(String),
        code: 'VALIDATION_ERROR',
        field: 'email',
      });
    }
    const malformed = await post('/api/newsletter/subscribe', { email: 'not-an-email' });
    expect(malformed.json().error).toBe('Please enter a valid email address.');
    expect(await subscribersOf('demo')).toHaveLength(before);
  });
});

describe('POST /api/analytics/page-view', () => {
  it('accepts the view with 202 and stores it under the store named by the header', async () => {
    const sessionId = randomUUID();
    // The body's tenantId is what the spec's client sends; the header decides, so it cannot be forged.
    const response = await post('/api/analytics/page-view', {
      pageId: 'home',
      sessionId,
      tenantId: 'north',
      referrer: 'https://example.com/',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true });
    const rows = await eventsOf(sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: 'demo',
      kind: 'page_view',
      pageId: 'home',
      referrer: 'https://example.com/',
      productId: null,
    });
  });

  it('accepts a view without a referrer', async () => {
    const sessionId = randomUUID();
    const response = await post('/api/analytics/page-view', { pageId: 'shop', sessionId, referrer: null });
    expect(response.statusCode).toBe(202);
    expect((await eventsOf(sessionId))[0]).toMatchObject({ pageId: 'shop', referrer: null });
  });

  it('answers 400 naming the field for a missing page or a session that is not a UUID', async () => {
    const noPage = await post('/api/analytics/page-view', { sessionId: randomUUID() });
    expect(noPage.statusCode).toBe(400);
    expect(noPage.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'pageId' });
    const badSession = await post('/api/analytics/page-view', { pageId: 'home', sessionId: 'abc' });
    expect(badSession.statusCode).toBe(400);
    expect(badSession.json()).toMatchObject({
      error: 'sessionId must be a UUID',
      code: 'VALIDATION_ERROR',
      field: 'sessionId',
    });
  });
});

describe('POST /api/analytics/product-click', () => {
  it("accepts a click on the store's product with 202 and stores it", async () => {
    const sessionId = randomUUID();
    const response = await post('/api/analytics/product-click', {
      productId: demoProduct.id,
      sessionId,
      pageId: 'shop',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true });
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.sessionId, sessionId), eq(analyticsEvents.kind, 'product_click')));
    expect(rows).toHaveLength(1);
    // Without a name from the client, the product's own name is recorded.
    expect(rows[0]).toMatchObject({
      tenantId: 'demo',
      productId: demoProduct.id,
      productName: demoProduct.name,
      pageId: 'shop',
    });
  });

  it("answers 404 for another store's product and stores nothing", async () => {
    const sessionId = randomUUID();
    const response = await post('/api/analytics/product-click', {
      productId: northProduct.id,
      productName: 'x',
      sessionId,
      pageId: 'shop',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Product not found or unavailable', code: 'PRODUCT_NOT_FOUND' });
    expect(await eventsOf(sessionId)).toHaveLength(0);
  });

  it('answers 400 naming sessionId when it is not a UUID', async () => {
    for (const sessionId of ['not-a-session', '', 12345, null]) {
      const response = await post('/api/analytics/product-click', {
        productId: demoProduct.id,
        sessionId,
        pageId: 'shop',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'sessionId' });
    }
  });

  it('answers 400 naming productId when it is not a UUID', async () => {
    const response = await post('/api/analytics/product-click', {
      productId: 'ring-1',
      sessionId: randomUUID(),
      pageId: 'shop',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'productId must be a UUID',
      code: 'VALIDATION_ERROR',
      field: 'productId',
    });
  });
});

describe('rate limits', () => {
  const from = (address: string) => ({ ...visitor, 'x-forwarded-for': address });

  it('takes 10 newsletter sign-ups from one address per 10 minutes, then 429 with Retry-After, writing nothing more', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push(
        (await post('/api/newsletter/subscribe', { email: `flood-${i}@example.com` }, from('198.51.100.80')))
          .statusCode,
      );
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    const limited = await post(
      '/api/newsletter/subscribe',
      { email: 'flood-x@example.com' },
      from('198.51.100.80'),
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: expect.stringContaining('Too many attempts'),
    });
    expect((await subscribersOf('demo')).filter((row) => row.email.startsWith('flood-'))).toHaveLength(10);
    // Someone else signing up is not held back.
    expect(
      (await post('/api/newsletter/subscribe', { email: 'neighbour@example.com' }, from('198.51.100.81')))
        .statusCode,
    ).toBe(200);
  });

  it('records 120 analytics events a minute from one address, page views and clicks together, then 429', async () => {
    const sessionId = randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) {
      const response =
        i % 2
          ? await post(
              '/api/analytics/product-click',
              { productId: demoProduct.id, sessionId, pageId: 'shop' },
              from('198.51.100.90'),
            )
          : await post('/api/analytics/page-view', { pageId: 'home', sessionId }, from('198.51.100.90'));
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 202)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect(await eventsOf(sessionId)).toHaveLength(120);
  });
});
