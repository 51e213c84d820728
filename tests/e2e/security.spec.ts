import { expect, test } from '@playwright/test';
import { adminToken, apiJson, listProducts } from './support/api';
import { E2E_API_URL, E2E_WEB_PORT } from './support/ports';
import { signIn } from './support/shopper';

const NORTH = `http://north.localhost:${E2E_WEB_PORT}`;
const internalHeaders = (headers: Record<string, string>) =>
  Object.keys(headers).filter((name) => name.startsWith('x-middleware-'));

test('pages carry the security headers and run under their Content-Security-Policy, live socket included', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  const [product] = await listProducts();
  // The page's own scripts open the live socket: proof they ran and that connect-src allows it.
  const socket = page.waitForEvent('websocket', {
    predicate: (ws) => ws.url().includes('/socket.io/'),
    timeout: 15_000,
  });
  const response = await page.goto(`/product/${product.id}`);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect((await socket).isClosed()).toBe(false);
  expect(violations).toEqual([]);
});

test('a browser cannot buy more registrations by rotating its own X-Forwarded-For', async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    const response = await request.post('/api/account/register', {
      headers: {
        'x-forwarded-for': `198.51.100.${i}`,
        origin: new URL(test.info().project.use.baseURL!).origin,
      },
      data: { email: `rotating-${Date.now()}-${i}@example.test`, password: 'Rotating-address-1!' },
    });
    statuses.push(response.status());
  }
  // The api sees one address (the browser's connection), so its limit of 10 a minute holds.
  expect(statuses).toContain(429);
  expect(statuses.slice(statuses.indexOf(429)).every((status) => status === 429)).toBe(true);
});

test('a dotted address goes through the proxy like any other: the policy, the guard, and the host’s own store', async ({
  page,
  request,
}) => {
  // North's name in a path on demo's host is no page of demo's, and never north's page.
  const dotted = await request.get('/north/x.y', { maxRedirects: 0 });
  expect(dotted.status()).toBe(307);
  expect(dotted.headers()['content-security-policy']).toContain("object-src 'none'");
  expect(new URL(dotted.headers()['location']!, 'http://x').pathname).toBe('/');
  await page.goto('/north/x.y');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.title()).not.toContain('North Star Fibre');
  // The back-office guard holds for a dotted address too.
  const admin = await request.get('/admin/report.csv', { maxRedirects: 0 });
  expect([302, 307]).toContain(admin.status());
  expect(admin.headers()['content-security-policy']).toContain("object-src 'none'");
});

test('no internal header of the web reaches the browser, on pages, redirects or the BFF', async ({
  request,
}) => {
  for (const path of ['/', '/shop', '/north/x.y', '/api/products']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([path, internalHeaders(response.headers())]).toEqual([path, []]);
  }
});

test('an SVG logo served through the web keeps the api’s sandbox, and only on its own store’s host', async ({
  page,
  request,
}) => {
  const token = await adminToken();
  const store = await apiJson<{ _id: string }>('/api/stores/by-identifier/demo');
  const form = new FormData();
  form.append(
    'file',
    new Blob(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#1F5F5B"/></svg>',
      ],
      { type: 'image/svg+xml' },
    ),
    'logo.svg',
  );
  const uploaded = await fetch(`${E2E_API_URL}/api/stores/${store._id}/media/logo`, {
    method: 'POST',
    headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };

  const own = await request.get(url);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('image/svg+xml');
  expect(own.headers()['content-security-policy']).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  );
  expect(own.headers()['x-content-type-options']).toBe('nosniff');
  // The browser resolves *.localhost itself.
  const elsewhere = await page.goto(`${NORTH}${url}`);
  expect(elsewhere!.status()).toBe(404);
  expect(await elsewhere!.text()).not.toContain('<svg');
});

test('a link from another site to an api address does not sign the user out', async ({ page }) => {
  await signIn(page, 'shopper@demo.test');
  await page.goto('/api/orders', { referer: 'https://elsewhere.example/' });
  await page.goto('/customer/dashboard');
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test('a sign-in whose callback address is a look-alike host is sent to the store’s own page, not answered 500', async ({
  request,
  baseURL,
}) => {
  for (const callbackUrl of [
    'localhost.evil.test',
    `http://localhost:${E2E_WEB_PORT}.evil.test/`,
    'http://[',
  ]) {
    const response = await request.get(`/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`, {
      maxRedirects: 0,
    });
    expect([callbackUrl, response.status()]).toEqual([callbackUrl, 302]);
    const location = new URL(response.headers()['location']!, baseURL);
    expect(location.origin).toBe(new URL(baseURL!).origin);
    expect(decodeURIComponent(location.search)).not.toContain('evil');
  }
});
