/**
 * A store's domains: the owner lists, adds, removes and verifies them; host name rules, one store
 * per name, a primary domain that stays, isolation between stores, and the web told of each change.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMAIN_MESSAGES } from '@/lib/schemas/admin-domains';
import { bearerFor, buildPeerApp, buildTestApp, type TestApp } from './support/build-app';

const SECRET = 'domains-test-revalidate-secret';
const demo = { 'x-tenant-id': 'demo' };
const north = { 'x-tenant-id': 'north' };
let t: TestApp;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let shopper: Record<string, string>;
let web: http.Server;
/** What the stand-in web was asked: hosts to forget, and cache tags to drop. */
const forgotten: string[][] = [];
const dropped: string[][] = [];

beforeAll(async () => {
  web = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.headers['x-revalidate-secret'] !== SECRET) return void response.writeHead(401).end();
      if (request.url === '/api/revalidate/hosts') forgotten.push((JSON.parse(body) as { hosts: string[] }).hosts);
      if (request.url === '/api/revalidate') dropped.push((JSON.parse(body) as { tags: string[] }).tags);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  t = await buildTestApp({ WEB_URL: `http://127.0.0.1:${(web.address() as AddressInfo).port}`, REVALIDATE_SECRET: SECRET });
  [owner, northOwner, shopper] = await Promise.all([bearerFor(t.app, 'owner@demo.test'), bearerFor(t.app, 'owner@north.test', 'north'), bearerFor(t.app, 'shopper@demo.test')]);
}, 120_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => web.close(() => resolve()));
});

type Headers = Record<string, string>;
const asDemo = () => ({ ...demo, ...owner });
const asNorth = () => ({ ...north, ...northOwner });
const list = (headers: Headers = asDemo()) => t.app.inject({ url: '/api/admin/domains', headers });
const add = (domain: unknown, headers: Headers = asDemo()) => t.app.inject({ method: 'POST', url: '/api/admin/domains', headers, payload: { domain } });
const remove = (domain: string, headers: Headers = asDemo()) => t.app.inject({ method: 'DELETE', url: `/api/admin/domains/${encodeURIComponent(domain)}`, headers });
const verify = (domain: string, headers: Headers = asDemo()) => t.app.inject({ method: 'POST', url: `/api/admin/domains/${encodeURIComponent(domain)}/verify`, headers });
const names = async (headers: Headers = asDemo()) => ((await list(headers)).json().domains as { domain: string }[]).map((d) => d.domain);
const resolvesTo = async (host: string) => (await t.app.inject({ url: `/api/tenants/resolve?host=${host}`, headers: demo })).json().tenantId;

async function waitFor(check: () => boolean, timeoutMs = 3_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe('GET /api/admin/domains', () => {
  it('lists the store’s own domains, the primary first, and the addresses to point them at', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.domains[0]).toMatchObject({ domain: 'demo.localhost', primary: true, verifiedAt: null });
    expect(body.domains.map((d: { domain: string }) => d.domain).sort()).toEqual(['127.0.0.1', 'demo.localhost', 'localhost']);
    expect(body.domains.filter((d: { primary: boolean }) => d.primary)).toHaveLength(1);
    expect(body.expectedAddresses).toEqual(['127.0.0.1', '::1']);
    expect(await names(asNorth())).toEqual(['north.localhost']);
  });
});

describe('POST /api/admin/domains', () => {
  it('adds a domain, written in any case and with a trailing dot, and the api serves the store on it', async () => {
    const response = await add('  Shop.Sitka-Silver.example. ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ domain: 'shop.sitka-silver.example', primary: false, verifiedAt: null });
    expect(await names()).toContain('shop.sitka-silver.example');
    expect(await resolvesTo('shop.sitka-silver.example')).toBe('demo');
  });

  it('tells the web to forget what it knew of the name, and to drop the store’s cached pages', async () => {
    expect((await add('fresh.sitka-silver.example')).statusCode).toBe(201);
    expect(await waitFor(() => forgotten.some((hosts) => hosts.includes('fresh.sitka-silver.example')))).toBe(true);
    expect(await waitFor(() => dropped.some((tags) => tags.includes('store:demo')))).toBe(true);
  });

  it.each([
    ['', DOMAIN_MESSAGES.required],
    ['https://shop.example.com', DOMAIN_MESSAGES.notHostName],
    ['shop.example.com:8080', DOMAIN_MESSAGES.notHostName],
    ['shop.example.com/about', DOMAIN_MESSAGES.notHostName],
    ['shop_1.example.com', DOMAIN_MESSAGES.notHostName],
    ['-shop.example.com', DOMAIN_MESSAGES.notHostName],
    ['shop..example.com', DOMAIN_MESSAGES.notHostName],
    ['shop example.com', DOMAIN_MESSAGES.notHostName],
    ['shop', DOMAIN_MESSAGES.needsDot],
    ['203.0.113.9', DOMAIN_MESSAGES.noAddresses],
    ['[::1]', DOMAIN_MESSAGES.noAddresses],
    ['shop.example.123', DOMAIN_MESSAGES.noAddresses],
    [`${'a'.repeat(64)}.example.com`, DOMAIN_MESSAGES.labelTooLong],
    [`${'abcdefghi.'.repeat(26)}example.com`, DOMAIN_MESSAGES.tooLong],
  ])('refuses %j with 400 naming the field', async (domain, message) => {
    const response = await add(domain);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR', field: 'domain' });
  });

  it('refuses a body without a text domain with 400', async () => {
    for (const domain of [undefined, 42, ['a.example.com'], 'shop\u0000.example.com']) {
      const response = await add(domain);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'domain' });
    }
  });

  it('409 for a domain another store serves, which stays that store’s', async () => {
    const response = await add('north.localhost');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: DOMAIN_MESSAGES.taken('north.localhost'), code: 'DOMAIN_TAKEN', field: 'domain' });
    expect(await names(asNorth())).toEqual(['north.localhost']);
    expect(await resolvesTo('north.localhost')).toBe('north');
  });

  it('409 for a domain the store already has', async () => {
    const response = await add('DEMO.localhost');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DOMAIN_EXISTS', field: 'domain' });
  });

  it('two stores racing for one name: exactly one gets it', async () => {
    const [a, b] = await Promise.all([add('contested.example.org'), add('contested.example.org', asNorth())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const holders = [(await names()).includes('contested.example.org'), (await names(asNorth())).includes('contested.example.org')];
    expect(holders.filter(Boolean)).toHaveLength(1);
    // The winner gives the name up again, so the race leaves neither store changed.
    expect((await remove('contested.example.org', holders[0] ? undefined : asNorth())).statusCode).toBe(200);
  });
});

describe('DELETE /api/admin/domains/:domain', () => {
  it('removes a secondary domain; the api no longer serves the store there, and the web is told', async () => {
    expect((await add('gone.sitka-silver.example')).statusCode).toBe(201);
    const response = await remove('gone.sitka-silver.example');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, domain: 'gone.sitka-silver.example' });
    expect(await names()).not.toContain('gone.sitka-silver.example');
    expect((await t.app.inject({ url: '/api/tenants/resolve?host=gone.sitka-silver.example', headers: demo })).statusCode).toBe(404);
    expect(await waitFor(() => forgotten.filter((hosts) => hosts.includes('gone.sitka-silver.example')).length >= 2)).toBe(true);
  });

  it('the primary domain cannot be removed (409) and stays', async () => {
    const response = await remove('demo.localhost');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: DOMAIN_MESSAGES.primary('demo.localhost'), code: 'PRIMARY_DOMAIN', field: 'domain' });
    expect((await list()).json().domains[0]).toMatchObject({ domain: 'demo.localhost', primary: true });
    expect((await remove('north.localhost', asNorth())).statusCode).toBe(409);
  });

  it('404 for a domain the store does not have, including another store’s, which stays', async () => {
    expect((await remove('nowhere.example.net')).json()).toMatchObject({ code: 'DOMAIN_NOT_FOUND' });
    expect((await remove('north.localhost')).statusCode).toBe(404);
    expect(await names(asNorth())).toEqual(['north.localhost']);
    expect((await add('theirs.north.example', asNorth())).statusCode).toBe(201);
    expect((await remove('theirs.north.example')).statusCode).toBe(404);
    expect(await names(asNorth())).toContain('theirs.north.example');
  });

  it('400 for a path that is no host name', async () => {
    const response = await remove('shop!.example.com');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'domain' });
  });
});

describe('POST /api/admin/domains/:domain/verify', () => {
  it('verifies a domain whose DNS answer is one of the platform’s addresses, and keeps the time', async () => {
    const response = await verify('localhost');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ verified: true, message: DOMAIN_MESSAGES.verified('localhost'), expectedAddresses: ['127.0.0.1', '::1'] });
    expect(body.addresses).toContain('127.0.0.1');
    expect(Date.parse(body.domain.verifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    const listed = (await list()).json().domains.find((d: { domain: string }) => d.domain === 'localhost');
    expect(listed.verifiedAt).toBe(body.domain.verifiedAt);
  });

  it('names under .localhost resolve to loopback, as browsers resolve them', async () => {
    expect((await verify('demo.localhost')).json()).toMatchObject({ verified: true });
  });

  it('a name that does not resolve is not verified and says so', async () => {
    expect((await add('unpointed.invalid')).statusCode).toBe(201);
    const body = (await verify('unpointed.invalid')).json();
    expect(body).toMatchObject({ verified: false, addresses: [], message: DOMAIN_MESSAGES.notResolving('unpointed.invalid'), domain: { verifiedAt: null } });
  });

  it('a name that resolves elsewhere is not verified', async () => {
    const elsewhere = await buildPeerApp(t, { STORE_ADDRESSES: '203.0.113.7' });
    try {
      const response = await elsewhere.app.inject({ method: 'POST', url: '/api/admin/domains/127.0.0.1/verify', headers: asDemo() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ verified: false, addresses: ['127.0.0.1'], expectedAddresses: ['203.0.113.7'], message: DOMAIN_MESSAGES.elsewhere('127.0.0.1') });
    } finally {
      await elsewhere.close();
    }
  });

  it('404 for another store’s domain', async () => {
    expect((await verify('north.localhost')).statusCode).toBe(404);
    expect((await verify('demo.localhost', asNorth())).statusCode).toBe(404);
  });
});

describe('only the store’s own owner', () => {
  it('401 without a token, 403 for a customer and for another store’s owner, on every route', async () => {
    for (const request of [
      (h: Headers) => list(h),
      (h: Headers) => add('intruder.example.com', h),
      (h: Headers) => remove('localhost', h),
      (h: Headers) => verify('localhost', h),
    ]) {
      expect((await request(demo)).statusCode).toBe(401);
      expect((await request({ ...demo, ...shopper })).statusCode).toBe(403);
      expect((await request({ ...demo, ...northOwner })).statusCode).toBe(403);
    }
    expect(await names()).toContain('localhost');
    expect(await names()).not.toContain('intruder.example.com');
  });
});
