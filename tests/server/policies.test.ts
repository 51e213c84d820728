import { POLICY_BODY_MAX_LENGTH } from '@/lib/constants/policies';
import type { Policy, PolicyList } from '@/lib/schemas/policies';
import { TAGS } from '@/lib/tags';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { startRevalidationListener } from './support/revalidation-listener';

const SECRET = 'revalidate-secret-for-tests-0123456789';
let t: TestApp;
let listener: Awaited<ReturnType<typeof startRevalidationListener>>;
let owner: Record<string, string>;
let shopper: Record<string, string>;
let northOwner: Record<string, string>;

const north = { 'x-tenant-id': 'north' };

beforeAll(async () => {
  listener = await startRevalidationListener(SECRET);
  t = await buildTestApp({ WEB_URL: listener.url, REVALIDATE_SECRET: SECRET });
  [owner, shopper, northOwner] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'shopper@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
});
afterAll(async () => {
  await t.close();
  await listener.close();
});

const publicPolicy = async (kind: string, headers: Record<string, string> = demo) =>
  t.app.inject({ url: `/api/store/policies/${kind}`, headers });
const save = (kind: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/policies/${kind}`, headers, payload: payload as object });

describe('a store’s policy pages before the owner saves them', () => {
  it('shows each page’s template, filled in with the store’s own name, contact and return window', async () => {
    const terms = await publicPolicy('terms');
    expect(terms.statusCode).toBe(200);
    expect(terms.headers['cache-control']).toBe('no-cache');
    expect(terms.json()).toMatchObject({
      kind: 'terms',
      title: 'Terms of sale',
      saved: false,
      updatedAt: null,
    });
    expect(terms.json().body).toContain('Sitka Silver & Clay');

    const returns = (await publicPolicy('returns')).json() as Policy;
    expect(returns.title).toBe('Returns and refunds');
    expect(returns.body).toContain('**14 days**');
    expect(returns.body).toContain('hello@demo.test');

    const legal = (await publicPolicy('legal')).json() as Policy;
    expect(legal.title).toBe('Legal notice');
    expect(legal.body).toContain('**Seller:** Sitka Silver & Clay');
    expect(legal.body).toContain('201 Lincoln St, Sitka, AK 99835, United States');
    expect(legal.body).toContain('(907) 555-0142');

    const northTerms = (await publicPolicy('terms', north)).json() as Policy;
    expect(northTerms.body).toContain('North Star Fibre');
    expect(northTerms.body).not.toContain('Sitka Silver & Clay');
  });

  it('names the shipping methods the store offers, and the tax numbers it registered', async () => {
    const shipping = (await publicPolicy('shipping')).json() as Policy;
    expect(shipping.body).toMatch(/offers .*national shipping/);

    const tax = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/tax-settings',
      headers: { ...north, ...northOwner },
      payload: {
        pricesIncludeTax: false,
        provider: 'builtin',
        registrations: [{ country: 'DE', region: null, rate: null, number: 'DE123456789' }],
      },
    });
    expect(tax.statusCode).toBe(200);
    const legal = (await publicPolicy('legal', north)).json() as Policy;
    expect(legal.body).toContain('**Tax registration (Germany):** DE123456789');
    expect(((await publicPolicy('legal')).json() as Policy).body).not.toContain('DE123456789');
  });

  it('answers 400 naming the kind for a page that does not exist', async () => {
    const response = await publicPolicy('cookies');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: expect.any(String),
      error: expect.stringContaining('kind'),
    });
  });
});

describe('the owner’s policy pages', () => {
  it('saves a page: the storefront shows the saved text and its tag expires; the other store keeps its template', async () => {
    const body = '# Our returns\n\nSend it back within **30 days**.';
    const saved = await save('returns', { ...demo, ...owner }, { body: `  ${body}\n` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ kind: 'returns', body, saved: true, updatedAt: expect.any(String) });
    expect(await listener.waitForTag(TAGS.policies('demo'))).toBe(true);

    expect(((await publicPolicy('returns')).json() as Policy).body).toBe(body);
    const northReturns = (await publicPolicy('returns', north)).json() as Policy;
    expect(northReturns).toMatchObject({ saved: false });
    expect(northReturns.body).not.toContain('30 days');

    const list = await t.app.inject({ url: '/api/admin/policies', headers: { ...demo, ...owner } });
    expect(list.statusCode).toBe(200);
    const policies = (list.json() as PolicyList).policies;
    expect(policies.map((p) => [p.kind, p.saved])).toEqual([
      ['terms', false],
      ['returns', true],
      ['privacy', false],
      ['shipping', false],
      ['legal', false],
    ]);
    const northList = await t.app.inject({
      url: '/api/admin/policies',
      headers: { ...north, ...northOwner },
    });
    expect((northList.json() as PolicyList).policies.find((p) => p.kind === 'returns')).toMatchObject({
      saved: false,
    });
    const one = await t.app.inject({ url: '/api/admin/policies/returns', headers: { ...demo, ...owner } });
    expect(one.json()).toMatchObject({ body, saved: true });
  });

  it('stores a script tag as the text it is, never as markup of its own', async () => {
    const body = 'Hello <script>alert(1)</script> <img src=x onerror=alert(2)>';
    const saved = await save('privacy', { ...demo, ...owner }, { body });
    expect(saved.statusCode).toBe(200);
    const page = await publicPolicy('privacy');
    expect(page.headers['content-type']).toContain('application/json');
    expect((page.json() as Policy).body).toBe(body);
  });

  it('lets only the store’s owner read the editor or save', async () => {
    const payload = { body: 'Ours.' };
    expect((await save('terms', demo, payload)).statusCode).toBe(401);
    expect((await save('terms', { ...demo, ...shopper }, payload)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/admin/policies', headers: { ...demo, ...shopper } })).statusCode,
    ).toBe(403);
    // The other store's owner, sending demo's tenant: refused, and demo's page is untouched.
    expect((await save('terms', { ...demo, ...northOwner }, payload)).statusCode).toBe(403);
    expect(((await publicPolicy('terms')).json() as Policy).saved).toBe(false);
  });

  it('answers 400 naming the field for an empty, too long or non-text body, and for an unknown kind', async () => {
    const headers = { ...demo, ...owner };
    for (const payload of [
      { body: '   ' },
      { body: 'x'.repeat(POLICY_BODY_MAX_LENGTH + 1) },
      { body: 42 },
      {},
    ]) {
      const response = await save('terms', headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'body',
        error: expect.any(String),
        code: expect.any(String),
      });
    }
    const nul = await save('terms', headers, { body: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ field: 'body' });
    const kind = await save('cookies', headers, { body: 'Ours.' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error).toContain('kind');
    expect(((await publicPolicy('terms')).json() as Policy).saved).toBe(false);
  });
});
