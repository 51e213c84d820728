import { connectBackoffMs } from '@/lib/realtime/inventory-socket';
import { loadEnv } from '@/lib/env';
import { galleryIndices } from '@/lib/gallery';
import { isTenantId, requestHostname, requestOrigin } from '@/lib/tenant';

describe('requestHostname', () => {
  it('prefers the forwarded host and drops the port', () => {
    expect(requestHostname(new Headers({ host: 'localhost:3000' }))).toBe('localhost');
    expect(requestHostname(new Headers({ host: 'a.test', 'x-forwarded-host': 'Shop.Example.com:443' }))).toBe('shop.example.com');
    expect(requestHostname(new Headers({ host: '[::1]:3000' }))).toBe('[::1]');
  });

  it('builds the origin for absolute URLs', () => {
    expect(requestOrigin(new Headers({ host: 'shop.test', 'x-forwarded-proto': 'https' }))).toBe('https://shop.test');
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
    expect(env).toMatchObject({ API_URL: 'http://localhost:4000', DEFAULT_TENANT: 'demo', PRODUCT_TIMEOUT_MS: 3000, LIST_TIMEOUT_MS: 30000 });
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
