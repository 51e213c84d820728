/**
 * A store's domains: the owner lists, adds, removes and verifies them; host name rules, a name
 * served only once its TXT record and addresses prove it (asked of a local DNS server), one store
 * per verified name, the platform's own names kept, a primary and a last verified domain that stay,
 * isolation between stores, and the web told of each change.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { DOMAIN_MESSAGES } from '@/lib/schemas/admin-domains';
import { tagStateKeys } from '@/lib/shared-cache/tag-state';
import { TAGS } from '@/lib/tags';
import { tenantDomains } from '@/server/src/db/schema';
import { createTenant } from '@/server/src/services/stores/tenants';
import { bearerFor, buildPeerApp, buildTestApp, demo, type TestApp } from './support/build-app';
import { domainCalls, type Listed, PLATFORM_V4, PLATFORM_V6 } from './support/domain-fixtures';
import { startFakeDns, type FakeDns } from './support/fake-dns';

const SECRET = 'domains-test-revalidate-secret';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let t: TestApp;
let dns: FakeDns;
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
      if (request.url === '/api/revalidate/hosts')
        forgotten.push((JSON.parse(body) as { hosts: string[] }).hosts);
      if (request.url === '/api/revalidate') dropped.push((JSON.parse(body) as { tags: string[] }).tags);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  dns = await startFakeDns();
  t = await buildTestApp({
    WEB_URL: `http://127.0.0.1:${(web.address() as AddressInfo).port}`,
    WEB_ORIGINS: 'http://localhost:3000,https://shops.sitka.example',
    PLATFORM_HOSTS: 'api.sitka.example, Sitka.Example',
    REVALIDATE_SECRET: SECRET,
    DNS_SERVERS: dns.server,
    STORE_ADDRESSES: `${PLATFORM_V4},${PLATFORM_V6}`,
  });
  [owner, northOwner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
}, 120_000);
afterAll(async () => {
  await t.close();
  await dns.close();
  await new Promise<void>((resolve) => web.close(() => resolve()));
});

type Headers = Record<string, string>;
const { asDemo, asNorth, list, add, remove, verify, names, entry, resolve, resolvesTo, tokenOf } =
  domainCalls(() => ({ t, owner, northOwner }));
/** Publishes what proves `domain` for the store of `headers`: its TXT record and an A record at the platform. */
async function prove(domain: string, headers: Headers = asDemo()) {
  dns.set(`_sitka-verify.${domain}`, { txt: [await tokenOf(headers)] });
  dns.set(domain, { a: [PLATFORM_V4] });
}

async function waitFor(check: () => boolean, timeoutMs = 3_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe('GET /api/admin/domains', () => {
  it('lists the store’s own domains, the primary first, each with the TXT record that proves it', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.domains[0]).toMatchObject({
      domain: 'demo.localhost',
      primary: true,
      verifiedAt: expect.any(String),
    });
    expect(body.domains.map((d: Listed) => d.domain).sort()).toEqual([
      '127.0.0.1',
      'demo.localhost',
      'localhost',
    ]);
    expect(body.domains.filter((d: Listed) => d.primary)).toHaveLength(1);
    // The seeded names are verified, so the demo stores answer where they always did.
    expect(body.domains.every((d: Listed) => d.verifiedAt)).toBe(true);
    expect(body.domains[0].txtRecord).toEqual({
      name: '_sitka-verify.demo.localhost',
      value: expect.stringMatching(/^sitka-verify=[0-9a-f]{32}$/),
    });
    // One value per store, another store's is different.
    expect(new Set(body.domains.map((d: Listed) => d.txtRecord.value)).size).toBe(1);
    expect(await tokenOf(asNorth())).not.toBe(body.domains[0].txtRecord.value);
    expect(body.expectedAddresses).toEqual([PLATFORM_V4, PLATFORM_V6]);
    expect(await names(asNorth())).toEqual(['north.localhost']);
    expect(await resolvesTo('localhost')).toBe('demo');
    expect(await resolvesTo('north.localhost')).toBe('north');
  });
});

describe('POST /api/admin/domains', () => {
  it('lists a domain, written in any case and with a trailing dot, unverified and not served until it is proved', async () => {
    const response = await add('  Shop.Sitka-Silver.example. ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      domain: 'shop.sitka-silver.example',
      primary: false,
      verifiedAt: null,
      txtRecord: { name: '_sitka-verify.shop.sitka-silver.example', value: await tokenOf() },
    });
    expect(await names()).toContain('shop.sitka-silver.example');
    expect((await resolve('shop.sitka-silver.example')).statusCode).toBe(404);
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

  it('409 for a domain another store has verified, which stays that store’s', async () => {
    const response = await add('north.localhost');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: DOMAIN_MESSAGES.taken('north.localhost'),
      code: 'DOMAIN_TAKEN',
      field: 'domain',
    });
    expect(await names(asNorth())).toEqual(['north.localhost']);
    expect(await resolvesTo('north.localhost')).toBe('north');
    // The default store's names are no one else's either.
    expect((await add('demo.localhost', asNorth())).json()).toMatchObject({ code: 'DOMAIN_TAKEN' });
  });

  // www.{PLATFORM_DOMAIN} (localhost here) serves the platform's own pages.
  it.each(['sitka.example', 'api.sitka.example', 'shops.sitka.example', 'www.localhost'])(
    '409 for %s, one of the platform’s own names',
    async (domain) => {
      const response = await add(domain);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: DOMAIN_MESSAGES.platform(domain),
        code: 'PLATFORM_DOMAIN',
        field: 'domain',
      });
      expect(await names()).not.toContain(domain);
    },
  );

  it('409 for a domain the store already has', async () => {
    const response = await add('DEMO.localhost');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: DOMAIN_MESSAGES.alreadyYours('demo.localhost'),
      code: 'DOMAIN_EXISTS',
      field: 'domain',
    });
  });

  it('a name another store only listed can be listed too: it is served by whichever store proves it', async () => {
    expect((await add('contested.example.org', asNorth())).statusCode).toBe(201);
    expect((await add('contested.example.org')).statusCode).toBe(201);
    await prove('contested.example.org');
    expect((await verify('contested.example.org')).json()).toMatchObject({ verified: true });
    expect(await resolvesTo('contested.example.org')).toBe('demo');
    // The other store's Verify, even with its own record published, cannot take it over.
    await prove('contested.example.org', asNorth());
    const late = await verify('contested.example.org', asNorth());
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: DOMAIN_MESSAGES.taken('contested.example.org'),
      code: 'DOMAIN_TAKEN',
    });
    expect((await entry('contested.example.org', asNorth()))?.verifiedAt).toBeNull();
    expect(await resolvesTo('contested.example.org')).toBe('demo');
    expect((await remove('contested.example.org', asNorth())).statusCode).toBe(200);
  });
});

describe('POST /api/admin/domains/:domain/verify', () => {
  it('verifies a name whose TXT record holds the store’s value and which points at the platform; from then on it is served, and the web is told', async () => {
    const domain = 'proved.sitka-silver.example';
    expect((await add(domain)).statusCode).toBe(201);
    await prove(domain);
    const response = await verify(domain);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      verified: true,
      problems: [],
      message: DOMAIN_MESSAGES.verified(domain),
      expectedAddresses: [PLATFORM_V4, PLATFORM_V6],
    });
    expect(Date.parse(body.domain.verifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await entry(domain))?.verifiedAt).toBe(body.domain.verifiedAt);
    expect(await resolvesTo(domain)).toBe('demo');
    expect(dns.questions).toEqual(expect.arrayContaining([`TXT _sitka-verify.${domain}`, `A ${domain}`]));
    expect(await waitFor(() => forgotten.some((hosts) => hosts.includes(domain)))).toBe(true);
    expect(await waitFor(() => dropped.some((tags) => tags.includes('store:demo')))).toBe(true);
  });

  it('an AAAA record at the platform counts as pointing at it', async () => {
    const domain = 'six.sitka-silver.example';
    await add(domain);
    dns.set(`_sitka-verify.${domain}`, { txt: [await tokenOf()] });
    dns.set(domain, { aaaa: [PLATFORM_V6] });
    expect((await verify(domain)).json()).toMatchObject({ verified: true });
  });

  it('without the TXT record and pointing elsewhere: not verified, not served, and says what to fix without the resolver’s answer', async () => {
    const domain = 'elsewhere.sitka-silver.example';
    await add(domain);
    dns.set(domain, { a: ['198.51.100.77'] });
    const response = await verify(domain);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const problems = [DOMAIN_MESSAGES.noTxt(`_sitka-verify.${domain}`), DOMAIN_MESSAGES.notPointing(domain)];
    expect(body).toEqual({
      domain: expect.objectContaining({ domain, verifiedAt: null }),
      verified: false,
      problems,
      expectedAddresses: [PLATFORM_V4, PLATFORM_V6],
      message: problems.join(' '),
    });
    expect(problems).toEqual([
      `No TXT record found at _sitka-verify.${domain}.`,
      `${domain} does not point at this platform.`,
    ]);
    expect(response.body).not.toContain('198.51.100.77');
    expect((await resolve(domain)).statusCode).toBe(404);
  });

  it('a name pointing at the platform is not enough: without the store’s TXT record it is not verified', async () => {
    const domain = 'pointed.sitka-silver.example';
    await add(domain);
    dns.set(domain, { a: [PLATFORM_V4] });
    expect((await verify(domain)).json()).toMatchObject({
      verified: false,
      problems: [DOMAIN_MESSAGES.noTxt(`_sitka-verify.${domain}`)],
    });
    // Another store's value proves nothing for this one.
    dns.set(`_sitka-verify.${domain}`, { txt: [await tokenOf(asNorth())] });
    expect((await verify(domain)).json()).toMatchObject({
      verified: false,
      problems: [DOMAIN_MESSAGES.wrongTxt(`_sitka-verify.${domain}`)],
    });
    expect((await resolve(domain)).statusCode).toBe(404);
  });

  it('the right TXT record on a name that points elsewhere is not verified', async () => {
    const domain = 'half.sitka-silver.example';
    await add(domain);
    dns.set(`_sitka-verify.${domain}`, { txt: [await tokenOf()] });
    expect((await verify(domain)).json()).toMatchObject({
      verified: false,
      problems: [DOMAIN_MESSAGES.notPointing(domain)],
    });
  });

  it('a name that does not resolve at all is not verified', async () => {
    const domain = 'nowhere.sitka-silver.example';
    await add(domain);
    expect((await verify(domain)).json()).toMatchObject({
      verified: false,
      problems: [DOMAIN_MESSAGES.noTxt(`_sitka-verify.${domain}`), DOMAIN_MESSAGES.notPointing(domain)],
    });
  });

  it('outside production a name under .localhost is verified without asking DNS', async () => {
    const domain = 'studio.localhost';
    expect((await add(domain)).statusCode).toBe(201);
    expect((await verify(domain)).json()).toMatchObject({
      verified: true,
      message: DOMAIN_MESSAGES.verified(domain),
    });
    expect(dns.questions.some((question) => question.includes(domain))).toBe(false);
    expect(await resolvesTo(domain)).toBe('demo');
  });

  it('404 for another store’s domain', async () => {
    expect((await verify('north.localhost')).statusCode).toBe(404);
    expect((await verify('demo.localhost', asNorth())).statusCode).toBe(404);
  });

  it('a store without a primary domain gets its first verified one as primary, and its pages name it', async () => {
    await createTenant(t.database.db, {
      slug: 'birch',
      name: 'Birch Bark',
      adminEmail: 'owner@birch.test',
      adminPassword: 'Kiln-fired-2026!',
    });
    const birch = {
      'x-tenant-id': 'birch',
      ...(await bearerFor(t.app, 'owner@birch.test', 'birch', 'Kiln-fired-2026!')),
    };
    await add('birch-bark.example', birch);
    expect((await entry('birch-bark.example', birch))?.primary).toBe(false);
    await prove('birch-bark.example', birch);
    expect((await verify('birch-bark.example', birch)).json().domain).toMatchObject({
      primary: true,
      verifiedAt: expect.any(String),
    });
    expect(
      (await t.app.inject({ url: '/api/tenants/current', headers: { 'x-tenant-id': 'birch' } })).json(),
    ).toEqual({ tenantId: 'birch', primaryDomain: 'birch-bark.example' });
  });
});

describe('with the shared page cache (Redis)', () => {
  const prefix = `sitka-test-domains-${randomUUID().slice(0, 8)}`;
  let shared: Awaited<ReturnType<typeof buildPeerApp>>;
  let redis: Redis;
  beforeAll(async () => {
    shared = await buildPeerApp(t, { REDIS_URL, REDIS_PREFIX: prefix });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await shared.close();
    await redis.del(tagStateKeys(prefix).hash);
    redis.disconnect();
  });

  it('a verified name reaches every web through the shared tag state, not through one web address', async () => {
    const domain = 'every-web.sitka-silver.example';
    const headers = asDemo();
    const call = (method: 'POST', url: string, payload?: object) =>
      shared.app.inject({ method, url, headers, payload });
    expect((await call('POST', '/api/admin/domains', { domain })).statusCode).toBe(201);
    await prove(domain);
    expect((await call('POST', `/api/admin/domains/${domain}/verify`)).json()).toMatchObject({
      verified: true,
    });
    const expired = async () => redis.hget(tagStateKeys(prefix).hash, TAGS.host(domain));
    let at: string | null = null;
    for (let tries = 0; tries < 40 && !at; tries += 1) {
      at = await expired();
      if (!at) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(Number(at)).toBeGreaterThan(Date.now() - 60_000);
    expect(forgotten.some((hosts) => hosts.includes(domain))).toBe(false);
  });
});

describe('in production', () => {
  let production: Awaited<ReturnType<typeof buildPeerApp>>;
  beforeAll(async () => {
    production = await buildPeerApp(t, {
      NODE_ENV: 'production',
      FIELD_ENCRYPTION_KEY: 'a'.repeat(64),
      PAYMENTS_PROVIDER: 'test',
    });
  });
  afterAll(() => production.close());

  it('a name under .localhost cannot be listed (400 naming the field) and one listed before is not verified', async () => {
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/admin/domains',
      headers: asDemo(),
      payload: { domain: 'shop.localhost' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: DOMAIN_MESSAGES.localOnly('shop.localhost'),
      code: 'LOCAL_DOMAIN',
      field: 'domain',
    });
    const verified = await production.app.inject({
      method: 'POST',
      url: '/api/admin/domains/demo.localhost/verify',
      headers: asDemo(),
    });
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toMatchObject({ code: 'LOCAL_DOMAIN' });
  });
});

describe('DELETE /api/admin/domains/:domain', () => {
  it('removes a verified secondary domain; the api no longer serves the store there, and the web is told', async () => {
    const domain = 'gone.sitka-silver.example';
    expect((await add(domain)).statusCode).toBe(201);
    await prove(domain);
    expect((await verify(domain)).json()).toMatchObject({ verified: true });
    const response = await remove(domain);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, domain });
    expect(await names()).not.toContain(domain);
    expect((await resolve(domain)).statusCode).toBe(404);
    expect(await waitFor(() => forgotten.filter((hosts) => hosts.includes(domain)).length >= 2)).toBe(true);
  });

  it('removes a domain never verified', async () => {
    await add('unproved.sitka-silver.example');
    expect((await remove('unproved.sitka-silver.example')).statusCode).toBe(200);
    expect(await names()).not.toContain('unproved.sitka-silver.example');
  });

  it('the primary domain cannot be removed (409) and stays', async () => {
    const response = await remove('demo.localhost');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: DOMAIN_MESSAGES.primary('demo.localhost'),
      code: 'PRIMARY_DOMAIN',
      field: 'domain',
    });
    expect((await list()).json().domains[0]).toMatchObject({ domain: 'demo.localhost', primary: true });
    expect((await remove('north.localhost', asNorth())).statusCode).toBe(409);
  });

  it('a store’s last verified domain cannot be removed (409), so the store can always be reached', async () => {
    await createTenant(t.database.db, {
      slug: 'aspen',
      name: 'Aspen Looms',
      adminEmail: 'owner@aspen.test',
      adminPassword: 'Kiln-fired-2026!',
    });
    // A store from before primary domains were kept: one verified name, none marked primary.
    await t.database.db
      .insert(tenantDomains)
      .values({ tenantId: 'aspen', domain: 'aspen-looms.example', verifiedAt: new Date() });
    const aspen = {
      'x-tenant-id': 'aspen',
      ...(await bearerFor(t.app, 'owner@aspen.test', 'aspen', 'Kiln-fired-2026!')),
    };
    await add('spare.aspen-looms.example', aspen);
    const response = await remove('aspen-looms.example', aspen);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: DOMAIN_MESSAGES.lastVerified('aspen-looms.example'),
      code: 'LAST_VERIFIED_DOMAIN',
      field: 'domain',
    });
    expect(await resolvesTo('aspen-looms.example')).toBe('aspen');
    // With a second verified name, the first may go.
    await t.database.db
      .update(tenantDomains)
      .set({ verifiedAt: new Date() })
      .where(and(eq(tenantDomains.tenantId, 'aspen'), eq(tenantDomains.domain, 'spare.aspen-looms.example')));
    expect((await remove('aspen-looms.example', aspen)).statusCode).toBe(200);
  });

  it('404 for a domain the store does not have, including another store’s, which stays', async () => {
    expect((await remove('nowhere.example.net')).json()).toMatchObject({ code: 'DOMAIN_NOT_FOUND' });
    expect((await remove('north.localhost')).statusCode).toBe(404);
    expect(await names(asNorth())).toContain('north.localhost');
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
