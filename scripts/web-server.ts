/**
 * The web's HTTP server: Next's request handler behind a listener that first rewrites the
 * forwarding headers from the connection itself (lib/forwarded.ts) and keeps Next's internal
 * response headers from the browser (lib/internal-headers.ts). `next start` would pass a
 * browser's own X-Forwarded-For on to the pages, the BFF and so the api's rate limits. Product
 * image renditions are relayed to the api before Next (lib/image-relay.ts). The server compresses
 * what Next answers (Next's own compression is off in next.config.mjs) so that a store page can be
 * rewritten on its way between the two: its scripts wait for its first paint (lib/paint-first.ts).
 */
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { nodeCompression } from '../lib/node-compression';
import { rewriteForwarded, trustedProxies } from '../lib/forwarded';
import { imageRelay } from '../lib/image-relay';
import { hideInternalHeaders } from '../lib/internal-headers';
import { paintFirst } from '../lib/paint-first';

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const trusted = trustedProxies(process.env.WEB_TRUSTED_PROXIES);
  const dev = process.env.NODE_ENV !== 'production';
  const app = next({
    dev,
    dir: path.resolve(__dirname, '..'),
    port,
    hostname: 'localhost',
  });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Read once Next has loaded the .env files (lib/env checks the whole web configuration).
  const { env } = await import('../lib/env');
  const relayImage = imageRelay({ apiUrl: env.API_URL, apiKey: env.SITKA_API_KEY });
  const compress = nodeCompression();
  const server = http.createServer((request, response) => {
    rewriteForwarded(request.headers, request.socket.remoteAddress, trusted);
    if (relayImage(request, response)) return;
    compress(request, response, () => {
      // Development serves its pages as Next writes them.
      if (!dev) paintFirst(request, response);
      hideInternalHeaders(response);
      void handle(request, response);
    });
  });
  // As `next start`: idle keep-alive sockets outlive a typical proxy's own timeout.
  server.keepAliveTimeout = 65_000;
  server.listen(port, () => console.log(`Web ready on port ${port}`));
  const close = () => server.close(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
