/**
 * The web's server against a slow or failing api: a host keeps its store, the BFF ends a session
 * only when the api refuses its token, and a failing api is not called again and again.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
let handler: Handler = (_request, response) => response.writeHead(404).end();
const hits: string[] = [];
const api = http.createServer((request, response) => {
  hits.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''}`);
  handler(request, response);
});
const json = (response: http.ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

let tenants: typeof import('@/lib/api/tenant-hosts');
let client: typeof import('@/lib/api/client');
let forward: typeof import('@/lib/api/forward');
let bff: typeof import('@/lib/auth/bff');
let encode: typeof import('next-auth/jwt').encode;
let NextRequest: typeof import('next/server').NextRequest;

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  // The web reads its environment once, at import.
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env.NEXTAUTH_SECRET = 'test-nextauth-secret-test-nextauth-secret';
  process.env.DEFAULT_TENANT = 'demo';
  tenants = await import('@/lib/api/tenant-hosts');
  client = await import('@/lib/api/client');
  forward = await import('@/lib/api/forward');
  bff = await import('@/lib/auth/bff');
  ({ encode } = await import('next-auth/jwt'));
  ({ NextRequest } = await import('next/server'));
});
afterAll(() => new Promise((resolve) => api.close(resolve)));
afterEach(() => jest.restoreAllMocks());

/** The api names `north` for north.test, nothing for other hosts, after `delayMs`. */
function resolver(delayMs = 0): Handler {
  return (request, response) => {
    const host = new URL(request.url!, 'http://x').searchParams.get('host');
    setTimeout(
      () =>
        host === 'north.test'
          ? json(response, 200, { tenantId: 'north' })
          : json(response, 404, { code: 'NOT_FOUND' }),
      delayMs,
    );
  };
}

describe('which store a host shows', () => {
  it("keeps a host's store when the api turns slow, and never shows the default store instead", async () => {
    handler = resolver();
    expect(await tenants.resolveTenant('north.test')).toBe('north');
    // Two minutes later the cached answer is old, and the api takes longer than the web waits.
    handler = resolver(2_500);
    const later = Date.now() + 120_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    const started = performance.now();
    expect(await tenants.resolveTenant('north.test')).toBe('north');
    expect(performance.now() - started).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    expect(await tenants.resolveTenant('north.test')).toBe('north');
  });

  it('answers "unavailable" for a host it has never resolved while the api cannot answer, and the default store only when the api says no store claims the host', async () => {
    handler = resolver(2_500);
    await expect(tenants.resolveTenant('fresh.test')).rejects.toBeInstanceOf(tenants.TenantUnavailableError);
    handler = resolver();
    expect(await tenants.resolveTenant('localhost')).toBe('demo');
  });
});

describe('the BFF', () => {
  const cookieFor = async (tenantId: string) =>
    `next-auth.session-token=${await encode({ token: { sub: 'u1', role: 'customer', tenantId, apiToken: 'api-token', apiTokenExpires: Math.floor(Date.now() / 1000) + 3600 }, secret: process.env.NEXTAUTH_SECRET! })}`;
  const call = (cookie: string, host = 'north.test') =>
    new NextRequest(`http://${host}/api/orders/history`, { headers: { host, cookie } });
  const clearsCookie = (response: Response) =>
    /next-auth\.session-token=;/.test(response.headers.get('set-cookie') ?? '');

  beforeEach(() => {
    tenants.forgetTenants();
  });

  it("keeps the session cookie when it is another store's, and does not send its token", async () => {
    handler = (request, response) =>
      request.url!.startsWith('/api/tenants') ? resolver()(request, response) : json(response, 200, []);
    const foreign = await bff.forwardWithSession(call(await cookieFor('demo')), ['orders', 'history']);
    expect(foreign.status).toBe(200);
    expect(clearsCookie(foreign)).toBe(false);
    // The foreign session's token was not sent.
    expect(hits.at(-1)).toBe('GET /api/orders/history ');
  });

  it('ends the session only when the api itself answers 401 for its token', async () => {
    handler = (request, response) =>
      request.url!.startsWith('/api/tenants')
        ? resolver()(request, response)
        : json(response, 401, { code: 'TOKEN_REVOKED' });
    const refused = await bff.forwardWithSession(call(await cookieFor('north')), ['orders', 'history']);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(clearsCookie(refused)).toBe(true);
    expect(hits.at(-1)).toBe('GET /api/orders/history Bearer api-token');
  });

  it('ends the session for an expired or bad token too', async () => {
    handler = (request, response) =>
      request.url!.startsWith('/api/tenants')
        ? resolver()(request, response)
        : json(response, 401, { code: 'INVALID_TOKEN' });
    const refused = await bff.forwardWithSession(call(await cookieFor('north')), ['orders', 'history']);
    expect(await refused.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(clearsCookie(refused)).toBe(true);
  });

  it('keeps the session on a 401 that is not about its token (a link to a route that wants a store API key)', async () => {
    handler = (request, response) =>
      request.url!.startsWith('/api/tenants')
        ? resolver()(request, response)
        : json(response, 401, { error: 'An API key is required', code: 'API_KEY_REQUIRED' });
    const link = new NextRequest('http://north.test/api/orders', {
      headers: {
        host: 'north.test',
        cookie: await cookieFor('north'),
        referer: 'https://elsewhere.example/',
      },
    });
    const response = await bff.forwardWithSession(link, ['orders']);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'API_KEY_REQUIRED' });
    expect(clearsCookie(response)).toBe(false);
  });

  it('answers 503 for a host whose store cannot be resolved, keeping the cookie', async () => {
    handler = resolver(2_500);
    const response = await bff.forwardWithSession(call(await cookieFor('north'), 'unknown.test'), [
      'orders',
      'history',
    ]);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'STORE_UNAVAILABLE' });
    expect(clearsCookie(response)).toBe(false);
  });

  it('refuses a state-changing call whose Origin differs from this site in scheme or port, not only in host', () => {
    const post = (origin: string) =>
      new Request('http://shop.test:3000/api/orders', {
        method: 'POST',
        headers: { host: 'shop.test:3000', origin },
      });
    expect(forward.isCrossSite(post('http://shop.test:3000'))).toBe(false);
    expect(forward.isCrossSite(post('http://shop.test:8080'))).toBe(true);
    expect(forward.isCrossSite(post('https://shop.test:3000'))).toBe(true);
    expect(forward.isCrossSite(post('http://evil.test:3000'))).toBe(true);
    expect(forward.isCrossSite(post('null'))).toBe(true);
  });
});

describe('a failing api', () => {
  it('is left alone for a while once most calls fail: pages fall back at once instead of queueing', async () => {
    handler = (_request, response) => json(response, 500, { code: 'INTERNAL' });
    const before = hits.length;
    for (let i = 0; i < 12; i += 1)
      await expect(
        client.apiFetch('/api/products/featured', { tenant: 'demo', timeoutMs: 1_000 }),
      ).rejects.toBeInstanceOf(client.ApiUnavailableError);
    const called = hits.length - before;
    expect(client.apiBreakerOpen()).toBe(true);
    const started = performance.now();
    for (let i = 0; i < 20; i += 1)
      await expect(
        client.apiFetch('/api/products/featured', { tenant: 'demo', timeoutMs: 1_000 }),
      ).rejects.toBeInstanceOf(client.ApiUnavailableError);
    expect(hits.length - before).toBe(called);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
