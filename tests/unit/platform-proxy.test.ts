/**
 * The platform's own hosts serve its pages (home, sign-up, sign-in), never a store; a store its
 * owner has not opened shows shoppers "coming soon" wherever they land, and its sign-in page.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRedirectUrl, getRewrittenUrl } from 'next/experimental/testing/server';
import { slugProblem, storeHostOf } from '@/lib/constants/platform';
import { showsComingSoon } from '@/lib/opening';
import { isPlatformHost, storeSignInUrl } from '@/lib/platform-hosts';

/** The stand-in api: soon.localhost is a store not open yet, demo.localhost an open one. */
const api = http.createServer((request, response) => {
  const url = new URL(request.url!, 'http://x');
  const host = url.searchParams.get('host');
  const answer =
    host === 'soon.localhost'
      ? { tenantId: 'soon', opened: false }
      : host === 'demo.localhost'
        ? { tenantId: 'demo', opened: true }
        : null;
  response
    .writeHead(answer ? 200 : 404, { 'content-type': 'application/json' })
    .end(JSON.stringify(answer ?? { code: 'NOT_FOUND' }));
});

let proxyModule: typeof import('@/proxy');
let NextRequest: typeof import('next/server').NextRequest;

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env.DEFAULT_TENANT = 'demo';
  process.env.PLATFORM_DOMAIN = 'localhost';
  process.env.PLATFORM_HOSTS = 'sitka.localhost';
  process.env.NEXTAUTH_SECRET = 'test-nextauth-secret-test-nextauth-secret';
  proxyModule = await import('@/proxy');
  ({ NextRequest } = await import('next/server'));
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

const visit = (url: string) =>
  proxyModule.proxy(new NextRequest(url, { headers: { host: new URL(url).host } }));

describe('the proxy', () => {
  it("serves the platform's pages on www.{domain} and PLATFORM_HOSTS, with the Content-Security-Policy", async () => {
    const home = await visit('http://www.localhost:3000/');
    expect(getRewrittenUrl(home)).toBe('http://www.localhost:3000/platform');
    expect(home.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(getRewrittenUrl(await visit('http://sitka.localhost:3000/start'))).toBe(
      'http://sitka.localhost:3000/platform/start',
    );
  });

  it('keeps the default store on the bare domain', async () => {
    expect(getRewrittenUrl(await visit('http://localhost:3000/shop'))).toBe(
      'http://localhost:3000/demo/shop',
    );
  });

  it('shows a visitor of a store not open yet "coming soon", but its sign-in page as it is', async () => {
    for (const path of ['/', '/shop', '/product/abc', '/about'])
      expect(getRewrittenUrl(await visit(`http://soon.localhost:3000${path}`))).toBe(
        'http://soon.localhost:3000/soon/coming-soon',
      );
    expect(getRewrittenUrl(await visit('http://soon.localhost:3000/login'))).toBe(
      'http://soon.localhost:3000/soon/login',
    );
    expect(getRedirectUrl(await visit('http://soon.localhost:3000/admin'))).toMatch(/\/login/);
    expect(getRewrittenUrl(await visit('http://demo.localhost:3000/shop'))).toBe(
      'http://demo.localhost:3000/demo/shop',
    );
  });
});

describe('the rules behind it', () => {
  it('knows the platform hosts', () => {
    const settings = { domain: 'sitka.example', hosts: 'Start.Example, ' };
    expect(isPlatformHost('www.sitka.example', settings)).toBe(true);
    expect(isPlatformHost('start.example', settings)).toBe(true);
    expect(isPlatformHost('sitka.example', settings)).toBe(false);
    expect(isPlatformHost('clay.sitka.example', settings)).toBe(false);
    expect(isPlatformHost('', settings)).toBe(false);
  });

  it("sends the owner to their store's own sign-in page", () => {
    const local = { protocol: 'http:', port: '3000' };
    expect(storeSignInUrl(' Clay ', 'localhost', local)).toBe('http://clay.localhost:3000/login');
    expect(
      storeSignInUrl('https://shop.clay.example/x', 'sitka.example', { protocol: 'https:', port: '' }),
    ).toBe('https://shop.clay.example/login');
  });

  it("judges a store address's shape and the reserved names", () => {
    expect(slugProblem('clay-works')).toBeNull();
    expect(slugProblem('abc')).toBeNull();
    expect(slugProblem('a'.repeat(30))).toBeNull();
    // An encoded label (punycode's xn--) would show as other letters in the address bar.
    for (const bad of [
      'ab',
      'a'.repeat(31),
      '-clay',
      'clay-',
      'Clay',
      'clay_works',
      'xn--80ak6aa92e',
      'ab--cd',
    ])
      expect([bad, slugProblem(bad)]).toEqual([bad, 'shape']);
    for (const reserved of [
      'www',
      'admin',
      'api',
      'app',
      'platform',
      'mail',
      'sitka',
      'help',
      'support',
      'status',
    ])
      expect([reserved, slugProblem(reserved)]).toEqual([reserved, 'reserved']);
    expect(storeHostOf('clay', 'sitka.example')).toBe('clay.sitka.example');
  });

  it('shows "coming soon" only to shoppers of a store not open yet', () => {
    expect(showsComingSoon('/', null, false)).toBe(true);
    expect(showsComingSoon('/customer/dashboard', 'customer', false)).toBe(true);
    expect(showsComingSoon('/', 'admin', false)).toBe(false);
    expect(showsComingSoon('/verify-email/abc', null, false)).toBe(false);
    // The owner may invite a helper before opening: the mailed link's page answers.
    expect(showsComingSoon('/invite/abc123', null, false)).toBe(false);
    expect(showsComingSoon('/shop', null, true)).toBe(false);
  });
});
