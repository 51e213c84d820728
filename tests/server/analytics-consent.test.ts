/**
 * No analytics event is stored from a browser that has not consented where the store must ask:
 * the store's setting (consentRequiredFor), the country the edge names, and the visitor's choice
 * as the web passes it on from the consent cookie.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CONSENT_HEADER } from '@/lib/constants/consent';
import { analyticsEvents } from '@/server/src/db/schema';
import { saveConsumerSettingsRow } from '@server/repositories/consumer-settings';
import { buildTestApp, demo, type TestApp } from './support/build-app';

let t: TestApp;
let productId: string;
const north = { 'x-tenant-id': 'north' };

beforeAll(async () => {
  t = await buildTestApp();
  [{ id: productId }] = (await t.app.inject({ url: '/api/products', headers: demo })).json().products;
});
afterAll(() => t.close());

const settings = {
  returnDays: 14,
  returnsFor: 'everyone',
  legalName: null,
  companyRegistration: null,
} as const;
const setConsentFor = (tenantId: string, consentRequiredFor: 'eu' | 'everyone') =>
  saveConsumerSettingsRow(t.database.db, tenantId, { ...settings, consentRequiredFor });

const eventsOf = (sessionId: string) =>
  t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId));

/** Sends one page view, one product click and one basket add for a new visit; its stored rows. */
async function visit(headers: Record<string, string>) {
  const sessionId = randomUUID();
  const statuses: number[] = [];
  for (const [url, payload] of [
    ['/api/analytics/page-view', { pageId: '/shop', sessionId }],
    ['/api/analytics/product-click', { productId, sessionId, pageId: '/shop' }],
    ['/api/analytics/cart-add', { productId, sessionId, pageId: '/product' }],
  ] as const)
    statuses.push((await t.app.inject({ method: 'POST', url, headers, payload })).statusCode);
  return { statuses, stored: (await eventsOf(sessionId)).length };
}

const NOT_STORED = { statuses: [204, 204, 204], stored: 0 };
const STORED = { statuses: [202, 202, 202], stored: 3 };

describe("under the 'eu' setting (the default)", () => {
  beforeAll(() => setConsentFor('demo', 'eu'));

  it('stores nothing from an EU visitor who has not chosen, and answers 204 with no body', async () => {
    expect(await visit({ ...demo, 'cf-ipcountry': 'DE' })).toEqual(NOT_STORED);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { ...demo, 'x-vercel-ip-country': 'fr' },
      payload: { pageId: '/', sessionId: randomUUID() },
    });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('stores nothing when no country is named (no edge in front, or its unknown code)', async () => {
    expect(await visit(demo)).toEqual(NOT_STORED);
    expect(await visit({ ...demo, 'cf-ipcountry': 'XX' })).toEqual(NOT_STORED);
  });

  it('stores nothing from the UK, Switzerland or Norway either', async () => {
    for (const country of ['GB', 'CH', 'NO'])
      expect(await visit({ ...demo, 'cloudfront-viewer-country': country })).toEqual(NOT_STORED);
  });

  it('stores each event once from an EU visitor who accepted', async () => {
    expect(await visit({ ...demo, 'cf-ipcountry': 'DE', [CONSENT_HEADER]: 'accepted' })).toEqual(STORED);
  });

  it('stores the events of a visitor outside the EU without asking, as before', async () => {
    expect(await visit({ ...demo, 'cf-ipcountry': 'US' })).toEqual(STORED);
  });

  it('stores nothing from a visitor outside the EU who rejected', async () => {
    expect(await visit({ ...demo, 'cf-ipcountry': 'US', [CONSENT_HEADER]: 'rejected' })).toEqual(NOT_STORED);
  });

  it('takes no other word for consent than the one the web sets', async () => {
    expect(await visit({ ...demo, 'cf-ipcountry': 'DE', [CONSENT_HEADER]: 'yes' })).toEqual(NOT_STORED);
  });
});

describe("under the 'everyone' setting", () => {
  beforeAll(() => setConsentFor('demo', 'everyone'));
  afterAll(() => setConsentFor('demo', 'eu'));

  it('stores nothing from a visitor outside the EU who has not chosen', async () => {
    expect(await visit({ ...demo, 'cf-ipcountry': 'US' })).toEqual(NOT_STORED);
  });

  it('stores the events of any visitor who accepted', async () => {
    expect(await visit({ ...demo, 'cf-ipcountry': 'US', [CONSENT_HEADER]: 'accepted' })).toEqual(STORED);
  });

  it("leaves another store's setting alone: a visitor outside the EU is still counted there", async () => {
    const northProduct = (await t.app.inject({ url: '/api/products', headers: north })).json().products[0];
    const sessionId = randomUUID();
    const headers = { ...north, 'cf-ipcountry': 'US' };
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers,
      payload: { pageId: '/', sessionId },
    });
    const click = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/product-click',
      headers,
      payload: { productId: northProduct.id, sessionId, pageId: '/' },
    });
    expect([view.statusCode, click.statusCode]).toEqual([202, 202]);
    const rows = await eventsOf(sessionId);
    expect(rows.map((row) => row.tenantId)).toEqual(['north', 'north']);
  });
});

it('documents the 204 beside the 202 of each analytics record', async () => {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
  for (const path of ['/api/analytics/page-view', '/api/analytics/product-click', '/api/analytics/cart-add'])
    expect(Object.keys(doc.paths[path].post.responses)).toEqual(expect.arrayContaining(['202', '204']));
});
