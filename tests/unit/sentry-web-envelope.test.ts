/**
 * The web's Sentry (as instrumentation.ts starts it on the server) against a local HTTP server that
 * reads the envelopes: a logged error arrives with its level and component tag, scrubbed. Sentry
 * runs in a child process (tests/support/sentry-web-child.ts), since its init instruments the
 * whole process it runs in.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

const events: Record<string, unknown>[] = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const lines = (request.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw)
        .toString('utf8')
        .split('\n')
        .filter(Boolean);
      for (let index = 1; index + 1 < lines.length; index += 2) {
        if (JSON.parse(lines[index]).type === 'event') events.push(JSON.parse(lines[index + 1]));
      }
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it('sends a logged error with its level and component tag, without the password, email or token', async () => {
  const { port } = server.address() as AddressInfo;
  const tsx = require.resolve('tsx/cli');
  await new Promise<void>((resolve, reject) =>
    execFile(
      process.execPath,
      [tsx, 'tests/support/sentry-web-child.ts', `http://publickey@127.0.0.1:${port}/7`],
      { env: { ...process.env, NODE_OPTIONS: '' } },
      (error, _out, stderr) => (error ? reject(new Error(`${error.message}: ${stderr}`)) : resolve()),
    ),
  );
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ level: 'fatal', tags: { component: 'checkout' } });
  const text = JSON.stringify(events[0]);
  expect(text).toContain('order for');
  for (const secret of ['cy@example.com', 'Sekret-2026', 'c2lnbmF0dXJlLXdlYg'])
    expect(text).not.toContain(secret);
}, 60_000);
