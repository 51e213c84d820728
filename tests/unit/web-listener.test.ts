/**
 * The web's request listener in front of Next: the pages see the address of the connection, not
 * the one a browser writes in X-Forwarded-For (unless a trusted proxy passed it on), Next's
 * internal headers stay in the server, image renditions go to the relay, and what Next writes
 * reaches the browser as it was written.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { trustedProxies } from '@/lib/forwarded';
import { webRequestListener } from '@/lib/web-listener';

const PAGE =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async></script></head></html>';

/** A stand-in for Next's handler: the page, with the forwarding headers it was given. */
async function next(request: http.IncomingMessage, response: http.ServerResponse) {
  response.setHeader('x-middleware-rewrite', '/s/demo');
  response.setHeader('x-seen-for', String(request.headers['x-forwarded-for']));
  response.setHeader('x-seen-host', String(request.headers['x-forwarded-host']));
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(PAGE);
}

async function serve(trusted: string, relayed: string[] = []) {
  const listener = webRequestListener({
    handle: next,
    trusted: trustedProxies(trusted),
    relayImage: (request, response) => {
      if (!request.url?.startsWith('/api/images/')) return false;
      relayed.push(request.url);
      response.end('image');
      return true;
    },
  });
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (path: string, headers: Record<string, string> = {}) => fetch(`${url}${path}`, { headers }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("the web's request listener", () => {
  it("passes on the connection's address, not the one the browser claims", async () => {
    const web = await serve('');
    try {
      const response = await web.get('/', {
        'x-forwarded-for': '1.2.3.4',
        'x-forwarded-host': 'evil.example',
      });
      expect(response.headers.get('x-seen-for')).toBe('127.0.0.1');
      expect(response.headers.get('x-seen-host')).toBe('undefined');
    } finally {
      await web.close();
    }
  });

  it('believes a trusted proxy about the address it forwards', async () => {
    const web = await serve('loopback');
    try {
      const response = await web.get('/', { 'x-forwarded-for': '198.51.100.7' });
      expect(response.headers.get('x-seen-for')).toBe('198.51.100.7');
    } finally {
      await web.close();
    }
  });

  it("sends Next's page as written, without its internal headers", async () => {
    const web = await serve('');
    try {
      const response = await web.get('/', { 'accept-encoding': 'identity' });
      expect(await response.text()).toBe(PAGE);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    } finally {
      await web.close();
    }
  });

  it('hands image renditions to the relay, and nothing else', async () => {
    const relayed: string[] = [];
    const web = await serve('', relayed);
    try {
      expect(await (await web.get('/api/images/a_400.webp')).text()).toBe('image');
      expect(await (await web.get('/shop')).text()).toBe(PAGE);
      expect(relayed).toEqual(['/api/images/a_400.webp']);
    } finally {
      await web.close();
    }
  });
});
