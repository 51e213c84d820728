/**
 * The web's HTTP server: Next's own request handler behind a listener that only reads and sets
 * request headers (lib/web-listener.ts): the forwarding headers from the connection itself, since
 * `next start` would pass a browser's own X-Forwarded-For on to the pages, the BFF and so the
 * api's rate limits; product image renditions relayed to the api; Next's internal response
 * headers kept in. Next writes and compresses its answers itself. `npm run build` compiles this
 * file to `.next/sitka/web-server.js` (scripts/compile-web.ts), which is what runs.
 */
import http from 'node:http';
import next from 'next';
import { trustedProxies } from '../lib/forwarded';
import { imageRelay } from '../lib/image-relay';
import { webRequestListener } from '../lib/web-listener';

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const trusted = trustedProxies(process.env.WEB_TRUSTED_PROXIES);
  // The repository root: the process is started there (npm start, the image's WORKDIR).
  const app = next({
    dev: process.env.NODE_ENV !== 'production',
    dir: process.cwd(),
    port,
    hostname: 'localhost',
  });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Read once Next has loaded the .env files (lib/env checks the whole web configuration).
  const { env } = await import('../lib/env');
  const relayImage = imageRelay({ apiUrl: env.API_URL, apiKey: env.SITKA_API_KEY });
  const server = http.createServer(webRequestListener({ handle, trusted, relayImage }));
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
