/**
 * next-auth's callback address is checked against the store's own origin before next-auth sees it:
 * a look-alike host, another site or a value that is no address becomes the store's home page,
 * rather than an error inside next-auth (its own check throws on anything that is not a URL).
 */
import { NextRequest } from 'next/server';
import { storeCallbackUrl, storeOriginOf, withStoreCallbackUrl } from '@/lib/auth/callback-url';

const ORIGIN = 'http://demo.localhost:3000';

describe('storeCallbackUrl', () => {
  it('keeps a path of the store, or an address of its very origin', () => {
    expect(storeCallbackUrl('/customer/orders?x=1', ORIGIN)).toBe(`${ORIGIN}/customer/orders?x=1`);
    expect(storeCallbackUrl(`${ORIGIN}/login`, ORIGIN)).toBe(`${ORIGIN}/login`);
  });

  it.each([
    'demo.localhost.evil.test',
    'http://demo.localhost.evil.test:3000/login',
    'http://demo.localhost:3000@evil.test/',
    'https://demo.localhost:3000/',
    '//evil.test/login',
    '/\\evil.test',
    'javascript:alert(1)',
    'http://[',
    '',
    undefined,
  ])('sends %p to the store’s home', (value) => {
    expect(storeCallbackUrl(value, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('takes the origin from the host the request was made to', () => {
    expect(storeOriginOf(new Headers({ host: 'north.localhost:3000' }))).toBe('http://north.localhost:3000');
  });
});

describe('withStoreCallbackUrl', () => {
  it('rewrites the query’s callback address and keeps everything else', async () => {
    const request = new NextRequest(
      `${ORIGIN}/api/auth/signin?callbackUrl=demo.localhost.evil.test&error=x`,
      { headers: { host: 'demo.localhost:3000' } },
    );
    const checked = await withStoreCallbackUrl(request, ORIGIN);
    expect(checked.nextUrl.searchParams.get('callbackUrl')).toBe(`${ORIGIN}/`);
    expect(checked.nextUrl.searchParams.get('error')).toBe('x');
    expect(checked.headers.get('host')).toBe('demo.localhost:3000');
  });

  it('rewrites a form body’s callback address, keeping its other fields', async () => {
    const body = new URLSearchParams({
      csrfToken: 'abc',
      callbackUrl: 'http://evil.test/',
      json: 'true',
    }).toString();
    const request = new NextRequest(`${ORIGIN}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const fields = new URLSearchParams(await (await withStoreCallbackUrl(request, ORIGIN)).text());
    expect(Object.fromEntries(fields)).toEqual({ csrfToken: 'abc', callbackUrl: `${ORIGIN}/`, json: 'true' });
  });

  it('rewrites a JSON body’s callback address', async () => {
    const request = new NextRequest(`${ORIGIN}/api/auth/signout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ csrfToken: 'abc', callbackUrl: '/customer/dashboard' }),
    });
    expect(await (await withStoreCallbackUrl(request, ORIGIN)).json()).toEqual({
      csrfToken: 'abc',
      callbackUrl: `${ORIGIN}/customer/dashboard`,
    });
  });
});
