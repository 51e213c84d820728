/**
 * A body over the api's limit, sent through the web's BFF: the browser gets the api's 413, not a
 * 502 from an upload the api cut off.
 */
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from './support/build-app';

let t: TestApp;
let forwardToApi: typeof import('@/lib/api/forward').forwardToApi;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  process.env.API_URL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // lib/env reads API_URL once, when it is first imported.
  ({ forwardToApi } = await import('@/lib/api/forward'));
});
afterAll(() => t.close());

const SESSION = '8b7d3b3e-8a1d-4c6e-9d9b-3f2e1b0c5a11';
const pageView = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ pageId: 'home', sessionId: SESSION, ...extra });

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request('http://demo.localhost:3000/api/analytics/page-view', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** A body sent in pieces, with no length given up front (as a browser streams an upload). */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

describe('a body over the limit through the BFF', () => {
  it('passes a body within the limit on to the api', async () => {
    // A visitor who accepted analytics: the BFF passes the consent cookie's choice on.
    const response = await forwardToApi(
      post(pageView(), { cookie: 'sitka_consent=accepted' }),
      ['analytics', 'page-view'],
      { tenant: 'demo' },
    );
    expect(response.status).toBe(202);
  });

  it('passes no consent the browser claims by header, only the cookie it keeps', async () => {
    const claimed = await forwardToApi(
      post(pageView(), { 'x-sitka-analytics-consent': 'accepted' }),
      ['analytics', 'page-view'],
      { tenant: 'demo' },
    );
    expect(claimed.status).toBe(204);
  });

  it('answers 413 { error, code, field } to a body whose length is over the limit', async () => {
    const body = pageView({ padding: 'x'.repeat(1_100_000) });
    const response = await forwardToApi(
      post(body, { 'content-length': String(Buffer.byteLength(body)) }),
      ['analytics', 'page-view'],
      { tenant: 'demo' },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: expect.any(String),
      code: 'CTP_BODY_TOO_LARGE',
      field: 'body',
    });
  });

  it('answers 413 to a streamed body that grows past the limit', async () => {
    const response = await forwardToApi(
      post(streamed(pageView({ padding: 'x'.repeat(1_100_000) }))),
      ['analytics', 'page-view'],
      { tenant: 'demo' },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'CTP_BODY_TOO_LARGE' });
  });

  it('matches what the api itself answers to the same body', async () => {
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'x-tenant-id': 'demo', 'content-type': 'application/json' },
      payload: pageView({ padding: 'x'.repeat(1_100_000) }),
    });
    expect(direct.statusCode).toBe(413);
    expect(direct.json()).toMatchObject({ code: 'CTP_BODY_TOO_LARGE', field: 'body' });
  });
});
