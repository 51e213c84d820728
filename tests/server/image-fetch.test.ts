import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import sharp from 'sharp';
import { IMAGE_FETCH_MESSAGES } from '@/lib/messages';
import { loadConfig } from '@/server/src/config';
import { fetchImageBytes } from '@/server/src/services/catalog/image-fetch';

/**
 * The guard on images fetched from addresses a store owner names: only http(s), only public
 * addresses (checked on the address connected to, not the name), a size cap, a time limit.
 * A local server stands in for an image host; it counts what reached it.
 */
let server: http.Server;
let base = '';
let port = 0;
let hits: string[] = [];
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/ring.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (path === '/moved') return response.writeHead(302, { location: '/ring.png' }).end();
    if (path === '/loop') return response.writeHead(302, { location: '/loop' }).end();
    if (path === '/to-file') return response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (path === '/big')
      return response
        .writeHead(200, { 'content-type': 'image/png', 'content-length': '2048' })
        .end(Buffer.alloc(2048));
    if (path === '/big-chunked') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(Buffer.alloc(1500));
      return response.end(Buffer.alloc(1500));
    }
    if (path === '/slow') return; // never answers
    response.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  hits = [];
});

const open = { allowPrivate: true, maxBytes: 1024 * 1024 };
const closed = { allowPrivate: false, maxBytes: 1024 * 1024 };
/** A resolver that answers one address for every name, as a DNS answer would. */
const resolvesTo =
  (address: string, family: 4 | 6 = 4): LookupFunction =>
  (_hostname, options, callback) =>
    options.all
      ? (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(
          null,
          [{ address, family }],
        )
      : callback(null, address, family);

describe('fetching an image from an address', () => {
  it('downloads the bytes from an address it may reach, following a redirect', async () => {
    expect((await fetchImageBytes(`${base}/ring.png`, open)).equals(png)).toBe(true);
    expect((await fetchImageBytes(`${base}/moved`, open)).equals(png)).toBe(true);
    expect(hits).toEqual(['/ring.png', '/moved', '/ring.png']);
  });

  it('refuses loopback, private and link-local addresses unless allowed, without connecting', async () => {
    for (const address of [
      `${base}/ring.png`,
      `http://localhost:${port}/ring.png`,
      `http://[::1]:${port}/ring.png`,
      `http://0.0.0.0:${port}/ring.png`,
    ]) {
      await expect(fetchImageBytes(address, closed)).rejects.toThrow(IMAGE_FETCH_MESSAGES.privateAddress);
    }
    // The address a name resolves to is what counts: a harmless-looking name on a private or link-local address is refused.
    for (const address of ['10.0.0.7', '192.168.1.20', '169.254.169.254', '127.0.0.1']) {
      await expect(
        fetchImageBytes(`http://images.example.test:${port}/ring.png`, {
          ...closed,
          lookup: resolvesTo(address),
        }),
      ).rejects.toThrow(IMAGE_FETCH_MESSAGES.privateAddress);
    }
    await expect(
      fetchImageBytes(`http://images.example.test:${port}/ring.png`, {
        ...closed,
        lookup: resolvesTo('fe80::1', 6),
      }),
    ).rejects.toThrow(IMAGE_FETCH_MESSAGES.privateAddress);
    expect(hits).toEqual([]);
    // Allowed explicitly, the same name reaches the local server.
    expect(
      (
        await fetchImageBytes(`http://images.example.test:${port}/ring.png`, {
          ...open,
          lookup: resolvesTo('127.0.0.1'),
        })
      ).equals(png),
    ).toBe(true);
  });

  it('only fetches http and https, without credentials, and refuses a redirect elsewhere', async () => {
    for (const address of [
      'file:///etc/passwd',
      'ftp://images.example.test/ring.png',
      'data:image/png;base64,AAAA',
      'not an address',
      `http://owner:secret@127.0.0.1:${port}/ring.png`,
    ]) {
      await expect(fetchImageBytes(address, open)).rejects.toThrow(IMAGE_FETCH_MESSAGES.badAddress);
    }
    await expect(fetchImageBytes(`${base}/to-file`, open)).rejects.toThrow(IMAGE_FETCH_MESSAGES.badAddress);
    await expect(fetchImageBytes(`${base}/loop`, open)).rejects.toThrow(
      IMAGE_FETCH_MESSAGES.tooManyRedirects,
    );
    expect(hits.filter((hit) => hit === '/loop')).toHaveLength(4);
  });

  it('reports a missing file, one over the size cap (declared or not) and one too slow', async () => {
    await expect(fetchImageBytes(`${base}/missing.png`, open)).rejects.toThrow(
      IMAGE_FETCH_MESSAGES.status(404),
    );
    await expect(fetchImageBytes(`${base}/big`, { ...open, maxBytes: 1024 })).rejects.toThrow(
      IMAGE_FETCH_MESSAGES.tooLarge(1024),
    );
    await expect(fetchImageBytes(`${base}/big-chunked`, { ...open, maxBytes: 2048 })).rejects.toThrow(
      IMAGE_FETCH_MESSAGES.tooLarge(2048),
    );
    expect((await fetchImageBytes(`${base}/big-chunked`, { ...open, maxBytes: 3000 })).length).toBe(3000);
    const started = Date.now();
    await expect(fetchImageBytes(`${base}/slow`, { ...open, timeoutMs: 300 })).rejects.toThrow(
      IMAGE_FETCH_MESSAGES.timeout,
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('IMAGE_FETCH_ALLOW_PRIVATE', () => {
  it('is off unless set, and must be a yes or no', () => {
    expect(loadConfig({}).IMAGE_FETCH_ALLOW_PRIVATE).toBe(false);
    expect(loadConfig({ IMAGE_FETCH_ALLOW_PRIVATE: 'true' }).IMAGE_FETCH_ALLOW_PRIVATE).toBe(true);
    expect(loadConfig({ IMAGE_FETCH_ALLOW_PRIVATE: 'false' }).IMAGE_FETCH_ALLOW_PRIVATE).toBe(false);
    expect(() => loadConfig({ IMAGE_FETCH_ALLOW_PRIVATE: 'sometimes' })).toThrow(/IMAGE_FETCH_ALLOW_PRIVATE/);
  });
});
