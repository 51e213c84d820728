/**
 * Serves the bare Next.js page (lighthouse.ts builds it) the way scripts/web-server.ts serves the
 * store: Next's request handler behind the same compression, so the two send their scripts in the
 * same encoding and the difference in bytes is the store's own code.
 * Usage: tsx bare-next-server.ts <app-dir> <port>
 */
import http from 'node:http';
import next from 'next';
import { nodeCompression } from '../../lib/node-compression';

async function main() {
  const [dir, port] = process.argv.slice(2);
  const app = next({ dev: false, dir, hostname: '127.0.0.1', port: Number(port) });
  const handle = app.getRequestHandler();
  await app.prepare();
  const compress = nodeCompression();
  http
    .createServer((request, response) => compress(request, response, () => void handle(request, response)))
    .listen(Number(port), '127.0.0.1');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
