import { expect, test } from '@playwright/test';
import { listProducts } from './support/api';

test('pages carry the security headers and run under their Content-Security-Policy, live socket included', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  const [product] = await listProducts();
  // The page's own scripts open the live socket: proof they ran and that connect-src allows it.
  const socket = page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/socket.io/'), timeout: 15_000 });
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
      headers: { 'x-forwarded-for': `198.51.100.${i}`, origin: new URL(test.info().project.use.baseURL!).origin },
      data: { email: `rotating-${Date.now()}-${i}@example.test`, password: 'Rotating-address-1!' },
    });
    statuses.push(response.status());
  }
  // The api sees one address (the browser's connection), so its limit of 10 a minute holds.
  expect(statuses).toContain(429);
  expect(statuses.slice(statuses.indexOf(429)).every((status) => status === 429)).toBe(true);
});
