/**
 * The web's server keeps Next's internal response headers (`x-middleware-rewrite` names the store a
 * page was rewritten to) from the browser, however Next sets them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hideInternalHeaders, isInternalHeader } from '@/lib/internal-headers';

type Answer = (response: http.ServerResponse) => void;

async function headersSeen(answer: Answer): Promise<http.IncomingHttpHeaders> {
  const server = http.createServer((_request, response) => {
    hideInternalHeaders(response);
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await response.text();
    return Object.fromEntries(response.headers);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("Next's internal headers", () => {
  it('are only the x-middleware-* ones', () => {
    expect(isInternalHeader('x-middleware-rewrite')).toBe(true);
    expect(isInternalHeader('X-Middleware-Next')).toBe(true);
    expect(isInternalHeader('x-nextjs-cache')).toBe(false);
    expect(isInternalHeader('content-security-policy')).toBe(false);
  });

  it.each<[string, Answer]>([
    [
      'set one by one, head written on the first write',
      (response) => {
        response.setHeader('x-middleware-rewrite', '/demo');
        response.setHeader('content-security-policy', "default-src 'self'");
        response.end('page');
      },
    ],
    [
      'passed to writeHead as an object',
      (response) => {
        response
          .writeHead(200, {
            'x-middleware-rewrite': '/demo',
            'X-Middleware-Next': '1',
            'content-security-policy': "default-src 'self'",
          })
          .end('page');
      },
    ],
    [
      'passed to writeHead with a status message as a flat list',
      (response) => {
        response
          .writeHead(200, 'OK', [
            'x-middleware-rewrite',
            '/demo',
            'content-security-policy',
            "default-src 'self'",
          ])
          .end('page');
      },
    ],
  ])('never reach the browser when %s', async (_how, answer) => {
    const headers = await headersSeen(answer);
    expect(Object.keys(headers).filter((name) => name.startsWith('x-middleware-'))).toEqual([]);
    expect(headers['content-security-policy']).toBe("default-src 'self'");
  });
});
