/**
 * A store page reaches the browser with Next's start-up scripts turned into inert markers and a
 * loader that brings them back after the first paint (lib/paint-first.ts), however Next writes the
 * page: in one piece with its length, or streamed in chunks that cut tags and characters, and
 * through the web server's compression.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeCompression } from '@/lib/node-compression';
import { AFTER_PAINT_ATTRIBUTE, paintFirst, paintsFirst, scriptDeferrer } from '@/lib/paint-first';

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" fetchPriority="high" href="/api/images/a_400.webp"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<title>Sitka Silver &amp; Clay — Sterling · Ceramics 🏔</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><main><h1>Denali Cuff — ✦ handmade</h1><img src="/api/images/a_400.webp" fetchPriority="high"/></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script src="https://js.stripe.com/v3" async=""></script></body></html>',
].join('');

const marker = (src: string) =>
  `<script type="text/x-after-paint" ${AFTER_PAINT_ATTRIBUTE}="/_next/static/chunks/${src}"></script>`;

function rewriteWhole(html: string): string {
  const deferrer = scriptDeferrer();
  return deferrer.push(Buffer.from(html)) + deferrer.end();
}

describe('store pages whose scripts wait for the first paint', () => {
  it.each(['/', '/shop', '/shop?category=rings&page=2', '/gallery', '/events', '/about', '/product/abc-123'])(
    '%s is one',
    (url) => {
      expect(paintsFirst('GET', url)).toBe(true);
      expect(paintsFirst('HEAD', url)).toBe(true);
    },
  );

  it.each([
    ['GET', '/admin'],
    ['GET', '/checkout'],
    ['GET', '/cart'],
    ['GET', '/customer/shop'],
    ['GET', '/login'],
    ['GET', '/api/products'],
    ['GET', '/_next/static/chunks/page.js'],
    ['GET', '/product/abc/reviews'],
    ['POST', '/'],
  ])('%s %s is left as Next writes it', (method, url) => expect(paintsFirst(method, url)).toBe(false));
});

describe('the page rewrite', () => {
  const out = rewriteWhole(PAGE);

  it("turns each of Next's start-up scripts into a marker in its own place", () => {
    expect(out).toContain(marker('react.js') + marker('page.js'));
    expect(out).toContain(`<script>(self.__next_f=self.__next_f||[]).push([0])</script>${marker('boot.js')}`);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|page|boot)\.js"/);
  });

  it('drops the early request for the bootstrap script and keeps the photo, stylesheet and other scripts', () => {
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain(
      '<link rel="preload" as="image" fetchPriority="high" href="/api/images/a_400.webp"/>',
    );
    expect(out).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    );
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('<script src="https://js.stripe.com/v3" async=""></script>');
  });

  it('puts the loader once, at the end of the head', () => {
    expect(out.match(/'visibilitychange'/g)).toHaveLength(1);
    expect(out.indexOf('visibilitychange')).toBeLessThan(out.indexOf('</head>'));
    expect(out.indexOf('visibilitychange')).toBeGreaterThan(out.indexOf('noModule'));
  });

  it('still brings the loader when the head never closes', () => {
    const headless = PAGE.replace('</head>', '');
    const rewritten = rewriteWhole(headless);
    expect(rewritten).toContain(marker('react.js'));
    expect(rewritten.match(/'visibilitychange'/g)).toHaveLength(1);
    expect(rewriteWhole('<p>no scripts</p>')).toBe('<p>no scripts</p>');
  });

  it('gives the same page when it streams in pieces cut anywhere, inside tags and characters', () => {
    const bytes = Buffer.from(PAGE);
    for (const size of [1, 2, 3, 7, 64, 500]) {
      const deferrer = scriptDeferrer();
      let text = '';
      for (let at = 0; at < bytes.length; at += size) text += deferrer.push(bytes.subarray(at, at + size));
      expect(text + deferrer.end()).toBe(out);
    }
  });
});

type Answer = (response: http.ServerResponse) => void;

/** Serves `answer` at `path` behind compression and paintFirst, as scripts/web-server.ts does. */
async function fetchThrough(path: string, answer: Answer, init?: RequestInit) {
  const compress = nodeCompression();
  const server = http.createServer((request, response) =>
    compress(request, response, () => {
      paintFirst(request, response);
      answer(response);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, init);
    return { response, body: await response.text() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('a store page through the web server', () => {
  const html = (response: http.ServerResponse) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-length', Buffer.byteLength(PAGE));
  };

  it.each<[string, Answer]>([
    ['in one piece with its length', (response) => (html(response), response.end(PAGE))],
    [
      'with its length given to writeHead',
      (response) =>
        response
          .writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Length': Buffer.byteLength(PAGE),
          })
          .end(PAGE),
    ],
    [
      'streamed in chunks',
      (response) => {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        const bytes = Buffer.from(PAGE);
        for (let at = 0; at < bytes.length; at += 100) response.write(bytes.subarray(at, at + 100));
        response.end();
      },
    ],
  ])('arrives whole and rewritten, %s, compressed or not', async (_how, answer) => {
    for (const encoding of ['gzip', 'br', 'identity']) {
      const { response, body } = await fetchThrough('/shop', answer, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(body).toBe(rewriteWhole(PAGE));
      expect(response.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
    }
  });

  it('is not rewritten when it is not HTML, nor when it is not a store page', async () => {
    const json = JSON.stringify({ page: PAGE });
    const asJson = await fetchThrough('/shop', (response) => {
      response.setHeader('content-type', 'application/json');
      response.end(json);
    });
    expect(asJson.body).toBe(json);
    const checkout = await fetchThrough('/checkout', (response) => (html(response), response.end(PAGE)));
    expect(checkout.body).toBe(PAGE);
  });
});
