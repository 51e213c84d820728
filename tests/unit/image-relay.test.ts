/**
 * The web server relays product image renditions to the api before Next: the bytes and caching
 * headers pass both ways, the web's api key and the shopper's address are added, nothing else the
 * browser sent reaches the api, and an api that is down or silent is a 502 in the usual shape.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { imageRelay, renditionPath } from '@/lib/image-relay';

const FILE = '0b5e3a4c-8d2f-4e6a-9c1b-2f3d4e5a6b7c_400.webp';
const BYTES = Buffer.from('RIFF....WEBPVP8 pretend-image-bytes');
const ETAG = '"23-18f"';

type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders };

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An api that serves one rendition as the real one does, and remembers what it was asked. */
async function fakeApi(options: { silent?: boolean } = {}) {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers });
    if (options.silent) return;
    if (request.headers['if-none-match'] === ETAG) {
      response.writeHead(304, { etag: ETAG, 'cache-control': 'public, max-age=60, must-revalidate' });
      response.end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'image/webp',
      'content-length': BYTES.length,
      etag: ETAG,
      'cache-control': 'public, max-age=31536000, immutable',
      'set-cookie': 'api=internal',
      'x-powered-by': 'the api',
    });
    response.end(request.method === 'HEAD' ? undefined : BYTES);
  });
  return { url: await listen(server), seen, close: () => stop(server) };
}

function stop(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The web's listener: the relay first, and a stand-in for Next behind it. */
async function web(apiUrl: string, options: { apiKey?: string; timeoutMs?: number } = {}) {
  const relay = imageRelay({ apiUrl, ...options });
  const server = http.createServer((request, response) => {
    request.headers['x-forwarded-for'] = '203.0.113.9';
    if (relay(request, response)) return;
    response.writeHead(299, { 'content-type': 'text/plain' });
    response.end('next');
  });
  return { url: await listen(server), close: () => stop(server) };
}

const servers: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function setUp(
  apiOptions?: { silent?: boolean },
  webOptions?: { apiKey?: string; timeoutMs?: number },
) {
  const api = await fakeApi(apiOptions);
  const front = await web(api.url, { apiKey: 'web-key', ...webOptions });
  servers.push(front, api);
  return { api, front };
}

describe('renditionPath', () => {
  it('takes GET and HEAD of a rendition name, with or without a query', () => {
    expect(renditionPath('GET', `/api/images/${FILE}`)).toBe(`/api/images/${FILE}`);
    expect(renditionPath('HEAD', `/api/images/${FILE}?v=2`)).toBe(`/api/images/${FILE}`);
  });

  it('leaves every other request to Next', () => {
    expect(renditionPath('POST', `/api/images/${FILE}`)).toBeNull();
    expect(renditionPath('GET', '/api/images/not-an-image.png')).toBeNull();
    expect(renditionPath('GET', `/api/images/${FILE.replace('_400', '_1200')}`)).toBeNull();
    expect(renditionPath('GET', `/api/images/../admin/${FILE}`)).toBeNull();
    expect(renditionPath('GET', `/api/products/${FILE}`)).toBeNull();
    expect(renditionPath('GET', `/shop`)).toBeNull();
  });
});

describe('imageRelay', () => {
  it("streams the api's image with its caching headers and nothing the api keeps to itself", async () => {
    const { front } = await setUp();
    const response = await fetch(`${front.url}/api/images/${FILE}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(BYTES);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('etag')).toBe(ETAG);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it("sends the web's key and the shopper's address, and none of the browser's cookies", async () => {
    const { api, front } = await setUp();
    await fetch(`${front.url}/api/images/${FILE}`, {
      headers: {
        cookie: 'next-auth.session-token=secret',
        authorization: 'Bearer stolen',
        'x-tenant-id': 'other',
      },
    }).then((response) => response.arrayBuffer());
    expect(api.seen).toHaveLength(1);
    const [{ url, method, headers }] = api.seen;
    expect([method, url]).toEqual(['GET', `/api/images/${FILE}`]);
    expect(headers['x-api-key']).toBe('web-key');
    expect(headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-tenant-id']).toBeUndefined();
  });

  it('answers a revalidation with 304 and no body, and HEAD with headers only', async () => {
    const { front } = await setUp();
    const again = await fetch(`${front.url}/api/images/${FILE}`, { headers: { 'if-none-match': ETAG } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(ETAG);
    expect(await again.text()).toBe('');
    const head = await fetch(`${front.url}/api/images/${FILE}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(BYTES.length));
  });

  it('leaves a malformed name and other methods to Next', async () => {
    const { api, front } = await setUp();
    expect((await fetch(`${front.url}/api/images/nope.webp`)).status).toBe(299);
    expect((await fetch(`${front.url}/api/images/${FILE}`, { method: 'DELETE' })).status).toBe(299);
    expect(api.seen).toHaveLength(0);
  });

  it('answers 502 in the usual shape when the api is down', async () => {
    const front = await web('http://127.0.0.1:1');
    servers.push(front);
    const response = await fetch(`${front.url}/api/images/${FILE}`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'The store service is unavailable',
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('answers 502, and keeps serving, when the api is named with a capitalised https scheme and is down', async () => {
    const front = await web('HTTPS://127.0.0.1:1');
    servers.push(front);
    expect((await fetch(`${front.url}/api/images/${FILE}`)).status).toBe(502);
    expect((await fetch(`${front.url}/api/images/${FILE}`)).status).toBe(502);
  });

  it('asks again on a new connection when a kept-alive one was closed under it', async () => {
    // The api drops the second request that comes on a connection it has already answered on.
    let answered = 0;
    const served = new WeakSet<object>();
    const api = http.createServer((request, response) => {
      if (served.has(request.socket)) {
        request.socket.destroy();
        return;
      }
      served.add(request.socket);
      answered += 1;
      response.writeHead(200, { 'content-type': 'image/webp', 'content-length': BYTES.length });
      response.end(BYTES);
    });
    const apiUrl = await listen(api);
    const front = await web(apiUrl);
    servers.push(front, { close: () => stop(api) });
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${front.url}/api/images/${FILE}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(BYTES);
    }
    expect(answered).toBe(3);
  });

  it('answers 502 when the api says nothing in time', async () => {
    const { front } = await setUp({ silent: true }, { timeoutMs: 200 });
    const response = await fetch(`${front.url}/api/images/${FILE}`);
    expect(response.status).toBe(502);
    expect((await response.json()).code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
