/**
 * A small round-robin balancer for `npm run cluster --balancer`: requests and websocket upgrades
 * go to the next target in turn, with the client's address added to X-Forwarded-For. The live
 * socket is websocket-only (lib/realtime), so one connection stays on one api and no sticky
 * sessions are needed. For trying a cluster on one machine; production puts Caddy or nginx here
 * (compose.yaml).
 */
import http from 'node:http';
import net from 'node:net';

/** The request's headers with the caller's address appended to X-Forwarded-For. */
function forwardedHeaders(request: http.IncomingMessage): http.OutgoingHttpHeaders {
  const earlier = request.headers['x-forwarded-for'];
  const client = request.socket.remoteAddress ?? '';
  return { ...request.headers, 'x-forwarded-for': earlier ? `${earlier}, ${client}` : client };
}

/** Listens on `port` and spreads requests over `targets` (http://host:port); resolves to its close. */
export function startBalancer(port: number, targets: string[]): Promise<() => Promise<void>> {
  let next = 0;
  const pick = () => new URL(targets[next++ % targets.length]);
  const server = http.createServer((request, response) => {
    const target = pick();
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request),
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end('Bad gateway');
      else response.destroy();
    });
    request.pipe(upstream);
  });
  // A websocket upgrade: replay the request line and headers to the target, then splice the sockets.
  server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const target = pick();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const headers = Object.entries(forwardedHeaders(request))
        .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`))
        .join('\r\n');
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () =>
      resolve(
        () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      ),
    );
  });
}
