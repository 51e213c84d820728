import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddress, rewriteForwarded, trustedProxies } from '@/lib/forwarded';

describe('the client address the web passes on', () => {
  const nobody = trustedProxies('');
  const balancer = trustedProxies('10.0.0.0/8');

  it("is the connection's own address whatever the browser claims", () => {
    expect(clientAddress({ 'x-forwarded-for': '1.2.3.4' }, '203.0.113.9', nobody)).toBe('203.0.113.9');
    expect(clientAddress({}, '::ffff:203.0.113.9', nobody)).toBe('203.0.113.9');
  });

  it('comes from a trusted proxy: the nearest address it did not add itself', () => {
    expect(clientAddress({ 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }, '10.1.2.3', balancer)).toBe(
      '198.51.100.7',
    );
    expect(clientAddress({ 'x-forwarded-for': '198.51.100.7, 10.4.4.4' }, '10.1.2.3', balancer)).toBe(
      '198.51.100.7',
    );
  });

  it('drops host and scheme claims from anyone but a trusted proxy', () => {
    const headers: Record<string, string | undefined> = {
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-host': 'other.example',
      'x-forwarded-proto': 'https',
      forwarded: 'for=1.2.3.4',
    };
    rewriteForwarded(headers, '203.0.113.9', nobody);
    expect(headers).toEqual({ 'x-forwarded-for': '203.0.113.9' });
    const proxied: Record<string, string | undefined> = {
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
    };
    rewriteForwarded(proxied, '10.0.0.2', balancer);
    expect(proxied).toEqual({
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
    });
  });

  it('refuses a trust list it cannot read', () => {
    expect(() => trustedProxies('everyone')).toThrow(/WEB_TRUSTED_PROXIES/);
  });

  it('reaches the handler of a real server as the connection address, rotating header or not', async () => {
    // The web server's listener, on loopback: the browser's header never gets through.
    const seen: (string | string[] | undefined)[] = [];
    const server = http.createServer((request, response) => {
      rewriteForwarded(request.headers, request.socket.remoteAddress, nobody);
      seen.push(request.headers['x-forwarded-for']);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const forwarded of ['198.51.100.1', '198.51.100.2'])
        await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-for': forwarded } });
    } finally {
      server.close();
    }
    expect(seen).toEqual(['127.0.0.1', '127.0.0.1']);
  });
});
