/**
 * Stands in for the web's /api/revalidate: records the tags the api asks it to drop, so a test
 * can see which storefront pages a change refreshes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startRevalidationListener(secret: string) {
  const received: string[][] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/api/revalidate' && request.headers['x-revalidate-secret'] === secret) {
        received.push((JSON.parse(body) as { tags: string[] }).tags);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else response.writeHead(401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** Waits until a request carrying `tag` arrives (the api gathers tags for a moment first). */
    async waitForTag(tag: string, timeoutMs = 3_000): Promise<boolean> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (received.some((tags) => tags.includes(tag))) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
