import { connectBackoffMs } from '@/lib/realtime/inventory-socket';
import { loadEnv } from '@/lib/env';
import { galleryIndices } from '@/lib/gallery';
import { isTenantId, requestHostname, requestOrigin } from '@/lib/tenant-id';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { SERVER_API_TIMEOUT_MS } from '@/lib/constants/api';
import { PRODUCT_DETAIL_TIMEOUT_MS, PRODUCT_LIST_TIMEOUT_MS } from '@/lib/constants/catalog';

describe('requestHostname', () => {
  it('prefers the forwarded host and drops the port', () => {
    expect(requestHostname(new Headers({ host: 'localhost:3000' }))).toBe('localhost');
    expect(requestHostname(new Headers({ host: 'a.test', 'x-forwarded-host': 'Shop.Example.com:443' }))).toBe(
      'shop.example.com',
    );
    expect(requestHostname(new Headers({ host: '[::1]:3000' }))).toBe('[::1]');
  });

  it('builds the origin for absolute URLs', () => {
    expect(requestOrigin(new Headers({ host: 'shop.test', 'x-forwarded-proto': 'https' }))).toBe(
      'https://shop.test',
    );
  });
});

describe('isTenantId', () => {
  it('accepts slugs only', () => {
    expect(isTenantId('demo-2')).toBe(true);
    expect(isTenantId('../etc')).toBe(false);
    expect(isTenantId('Demo')).toBe(false);
  });
});

describe('loadEnv', () => {
  it('applies the defaults and points the socket at the api unless told otherwise', () => {
    const env = loadEnv({});
    // The web's server waits briefly and falls back; browsers keep the spec's 3 s and 30 s.
    expect(env).toMatchObject({
      API_URL: 'http://localhost:4000',
      DEFAULT_TENANT: 'demo',
      PRODUCT_TIMEOUT_MS: 3000,
      LIST_TIMEOUT_MS: 5000,
    });
    expect(env.realtimeUrl).toBe('http://localhost:4000');
    expect(loadEnv({ NEXT_PUBLIC_REALTIME_URL: 'https://rt.test/' }).realtimeUrl).toBe('https://rt.test');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ API_URL: 'not a url' })).toThrow(/API_URL/);
  });
});

describe('live socket and gallery constants', () => {
  it('backs off 2^n seconds up to 10 s', () => {
    expect([1, 2, 3, 4].map(connectBackoffMs)).toEqual([2000, 4000, 8000, 10000]);
  });

  it('shows 33 gallery images, 1 to 34 without 22', () => {
    const indices = galleryIndices();
    expect(indices).toHaveLength(33);
    expect(indices).not.toContain(22);
    expect(indices[indices.length - 1]).toBe(34);
  });
});

describe('timeouts', () => {
  it("keeps the web server's own waits short while browsers keep the spec's", () => {
    expect(SERVER_API_TIMEOUT_MS).toBeGreaterThanOrEqual(3000);
    expect(SERVER_API_TIMEOUT_MS).toBeLessThanOrEqual(5000);
    expect([PRODUCT_DETAIL_TIMEOUT_MS, PRODUCT_LIST_TIMEOUT_MS]).toEqual([3000, 30000]);
  });
});

describe('Content-Security-Policy', () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

  it('lets only this site frame the store, and the store connect to its own socket and Stripe', () => {
    const csp = directives(
      contentSecurityPolicy({ realtimeUrl: 'https://rt.shop.example', recaptcha: false, dev: false }),
    );
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://rt.shop.example',
        'wss://rt.shop.example',
        'https://api.stripe.com',
      ]),
    );
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']));
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(csp['script-src'].some((source: string) => source.includes('google'))).toBe(false);
  });

  it('adds reCAPTCHA only when it is configured, and eval only in development', () => {
    const csp = directives(
      contentSecurityPolicy({ realtimeUrl: 'http://localhost:4000', recaptcha: true, dev: true }),
    );
    expect(csp['script-src']).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', "'unsafe-eval'"]),
    );
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['http://localhost:4000', 'ws://localhost:4000']),
    );
  });
});
