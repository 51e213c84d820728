/**
 * Product lists never depend on the session (spec §6): the shop's loader goes through the real BFF
 * route to a local stand-in for the api, with session cookies that grant nothing on this store.
 * The answer must be the api's live list, never the backup, and no bearer token may reach the api.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encode, type JWT } from 'next-auth/jwt';
import { NextRequest } from 'next/server';

const SECRET = 'catalog-session-test-secret-0123456789';
const SESSION_COOKIE = 'next-auth.session-token';
const nowSeconds = () => Math.floor(Date.now() / 1000);

const product = {
  id: 'p-1',
  name: 'Tide Line Ring',
  price: 45,
  description: 'Sterling silver.',
  size: '7',
  totalInventory: 3,
  Metal: ['Sterling silver'],
  Gemstone: [],
  featured: false,
  archived: false,
  productImage: null,
  tenantId: 'demo',
};

/** What the stand-in api was asked: path and authorization header of each call. */
const seen: { path: string; authorization: string | undefined; tenant: string | undefined }[] = [];
let api: http.Server;
let route: typeof import('@/app/api/[...path]/route');
let loadProductPage: typeof import('@/lib/catalog/load-products').loadProductPage;
const realFetch = global.fetch;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api.test');
    seen.push({
      path: url.pathname,
      authorization: req.headers.authorization,
      tenant: req.headers['x-tenant-id'] as string | undefined,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/tenants/resolve') return send(200, { tenantId: 'demo' });
    if (url.pathname === '/api/products/regular')
      return send(200, { products: [product], dataSource: 'live' });
    if (url.pathname.startsWith('/api/user-profile/')) return send(200, { email: 'ann@example.com' });
    send(404, { error: 'Not found', code: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  // The web's configuration is read when its modules load, so they are loaded after this.
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env.NEXTAUTH_SECRET = SECRET;
  process.env.DEFAULT_TENANT = 'demo';
  route = await import('@/app/api/[...path]/route');
  ({ loadProductPage } = await import('@/lib/catalog/load-products'));
});

afterAll(async () => {
  global.fetch = realFetch;
  await new Promise((resolve) => api.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

const session = (token: Partial<JWT>) =>
  encode({
    token: {
      sub: 'u-1',
      email: 'ann@example.com',
      role: 'customer',
      userId: 'u-1',
      tenantId: 'demo',
      needsProfile: false,
      apiToken: 'api-token-of-ann',
      apiTokenExpires: nowSeconds() + 3600,
      ...token,
    },
    secret: SECRET,
  });

/**
 * The browser as the shop's loader sees it: calls to this site go through the BFF route with the
 * given session cookie; the backup files are not there; anything else is the real network.
 */
function browserWithCookie(cookie: string | null) {
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof input === 'string' && input.startsWith('/')) {
      const url = new URL(input, 'http://shop.test');
      if (!url.pathname.startsWith('/api/')) return new Response('Not found', { status: 404 });
      const headers = new Headers(init?.headers);
      headers.set('host', 'shop.test');
      if (cookie) headers.set('cookie', `${SESSION_COOKIE}=${cookie}`);
      const request = new NextRequest(url, { ...init, headers } as ConstructorParameters<
        typeof NextRequest
      >[1]);
      const path = url.pathname.split('/').filter(Boolean).slice(1);
      return route.GET(request, { params: Promise.resolve({ path }) });
    }
    return realFetch(input, init);
  }) as typeof fetch;
}

const regular = () => loadProductPage('regular', 'demo');

describe('the product list with a session cookie that grants nothing here', () => {
  it.each([
    ['another store’s session', () => session({ tenantId: 'north', apiToken: 'api-token-of-north' })],
    ['a session whose api token has run out', () => session({ apiTokenExpires: nowSeconds() - 60 })],
    ['a session whose refresh failed', () => session({ error: 'SessionExpired' })],
    ['a cookie that does not decrypt', async () => 'not-a-session-at-all'],
  ])('is the live list, not the backup, with %s', async (_name, cookie) => {
    browserWithCookie(await cookie());
    const list = await regular();
    expect(list.dataSource).toBe('live');
    expect(list.products.map((item) => item.name)).toEqual(['Tide Line Ring']);
    const productCalls = seen.filter((call) => call.path === '/api/products/regular');
    expect(productCalls).toHaveLength(1);
    expect(productCalls[0]).toMatchObject({ authorization: undefined, tenant: 'demo' });
  });
});

describe('bearer tokens', () => {
  it('are never sent with product calls, even for a live session of this store', async () => {
    browserWithCookie(await session({}));
    const list = await regular();
    expect(list.dataSource).toBe('live');
    expect(seen.find((call) => call.path === '/api/products/regular')?.authorization).toBeUndefined();
  });

  it('are still sent with an account call of a live session', async () => {
    browserWithCookie(await session({}));
    const response = await fetch('/api/user-profile/ann@example.com');
    expect(response.status).toBe(200);
    expect(seen.find((call) => call.path.startsWith('/api/user-profile/'))?.authorization).toBe(
      'Bearer api-token-of-ann',
    );
  });

  it('a lapsed session still ends on an account call, and the api is not asked', async () => {
    browserWithCookie(await session({ apiTokenExpires: nowSeconds() - 60 }));
    const response = await fetch('/api/user-profile/ann@example.com');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(seen.some((call) => call.path.startsWith('/api/user-profile/'))).toBe(false);
  });
});
