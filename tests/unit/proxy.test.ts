/**
 * Every page address goes through the proxy, dotted last segments included: it gets the
 * Content-Security-Policy and the route guard, and is rewritten to the host's own store, so a path
 * that names another store (`/north/x.y` on demo's host) never renders that store.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
// Before Next's modules: the proxy's old-address lookup fetches through Next's fetch.
import '../support/next-async-storage';
import {
  getRedirectUrl,
  getRewrittenUrl,
  unstable_doesMiddlewareMatch,
} from 'next/experimental/testing/server';
import type { StaffRole } from '@/lib/constants/staff';
import { isTenantId, PUBLIC_FOLDERS } from '@/lib/tenant-id';

/** The stand-in api knows demo.localhost and north.localhost; other hosts are nobody's (the default store). */
const api = http.createServer((request, response) => {
  const url = new URL(request.url!, 'http://x');
  const tenantId =
    url.pathname === '/api/tenants/resolve'
      ? /^(demo|north)\.localhost$/.exec(url.searchParams.get('host') ?? '')?.[1]
      : undefined;
  response
    .writeHead(tenantId ? 200 : 404, { 'content-type': 'application/json' })
    .end(JSON.stringify(tenantId ? { tenantId } : { code: 'NOT_FOUND' }));
});

let proxyModule: typeof import('@/proxy');
let NextRequest: typeof import('next/server').NextRequest;

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  // The web reads its environment once, at import.
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env.DEFAULT_TENANT = 'demo';
  process.env.NEXTAUTH_SECRET = 'test-nextauth-secret-test-nextauth-secret';
  proxyModule = await import('@/proxy');
  ({ NextRequest } = await import('next/server'));
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

const matches = (url: string) => unstable_doesMiddlewareMatch({ config: proxyModule.config, url });

describe("the proxy's matcher", () => {
  it('takes every page address, whatever its last segment looks like', () => {
    for (const url of [
      '/',
      '/shop',
      '/north/x.y',
      '/product/abc.def',
      '/admin/x.y',
      '/customer/orders/a.b',
      '/gallery',
      '/events',
      '/.well-known/x',
    ]) {
      expect([url, matches(url)]).toEqual([url, true]);
    }
  });

  it('leaves the BFF, backups, Next’s assets, root files and public/’s files alone', () => {
    for (const url of [
      '/api/orders',
      '/api',
      '/_next/static/chunks/app.js',
      '/backups/notion-backup-2026-01-01.json',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemap/1.xml',
      '/icon.svg',
      '/hero-default.webp',
      '/gallery/4_800.webp',
      '/events/market-1_800.webp',
      '/templates/home-classic.svg',
    ]) {
      expect([url, matches(url)]).toEqual([url, false]);
    }
  });

  it('skips exactly the folders of public/, and no store may be named like one', () => {
    const folders = fs
      .readdirSync(path.join(process.cwd(), 'public'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...folders].sort()).toEqual([...PUBLIC_FOLDERS].sort());
    for (const folder of folders) {
      expect(matches(`/${folder}/a.webp`)).toBe(false);
      expect(isTenantId(folder)).toBe(false);
    }
  });
});

describe('a dotted address on a store’s host', () => {
  const visit = (url: string, cookie?: string) =>
    proxyModule.proxy(
      new NextRequest(url, { headers: { host: new URL(url).host, ...(cookie ? { cookie } : {}) } }),
    );

  it('naming another store is no page of this one: sent home on the host’s own store, never rendered as the other', async () => {
    const response = await visit('http://demo.localhost:3000/north/x.y');
    expect(getRewrittenUrl(response)).toBeNull();
    expect(getRedirectUrl(response)).toBe('http://demo.localhost:3000/');
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('of a page is rewritten to the host’s store with the Content-Security-Policy', async () => {
    const response = await visit('http://demo.localhost:3000/product/abc.def');
    expect(getRewrittenUrl(response)).toBe('http://demo.localhost:3000/demo/product/abc.def');
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('meets the route guard like any other page: a visitor is sent away from the back-office', async () => {
    const response = await visit('http://north.localhost:3000/admin/report.csv');
    expect(getRedirectUrl(response)).toMatch(/^http:\/\/north\.localhost:3000\//);
    expect(getRewrittenUrl(response)).toBeNull();
  });
});

describe("a back-office page the admin's role does not reach", () => {
  const asAdmin = async (url: string, staffRole: StaffRole | undefined) => {
    const { encode } = await import('next-auth/jwt');
    const token = await encode({
      token: {
        role: 'admin',
        ...(staffRole ? { staffRole } : {}),
        tenantId: 'north',
        userId: 'u1',
        apiToken: 'api-token',
        apiTokenExpires: Math.floor(Date.now() / 1000) + 3600,
      },
      secret: process.env.NEXTAUTH_SECRET!,
    });
    return proxyModule.proxy(
      new NextRequest(url, {
        headers: {
          host: 'north.localhost:3000',
          cookie: `next-auth.session-token=${token}`,
          // The browser cannot mark a page for the layout itself.
          'x-sitka-no-access': '1',
        },
      }),
    );
  };
  const marked = (response: Response) => response.headers.get('x-middleware-request-x-sitka-no-access');

  it('is marked for the layout to answer 403; a page the role reaches is not', async () => {
    const denied = await asAdmin('http://north.localhost:3000/admin/payment-settings', 'orders');
    expect(getRewrittenUrl(denied)).toBe('http://north.localhost:3000/north/admin/payment-settings');
    expect(marked(denied)).toBe('1');
    expect(marked(await asAdmin('http://north.localhost:3000/admin/orders/42', 'orders'))).toBeNull();
    expect(marked(await asAdmin('http://north.localhost:3000/admin/payment-settings', 'owner'))).toBeNull();
    expect(marked(await asAdmin('http://north.localhost:3000/admin/staff', undefined))).toBeNull();
  });
});
