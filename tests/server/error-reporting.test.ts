/**
 * With SENTRY_DSN set, the api's error and fatal log lines reach Sentry as events with the
 * logger's level and component tag, and nothing personal travels with them. The "Sentry" here is a
 * local HTTP server that reads the envelopes the SDK sends.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from './support/build-app';

type Envelope = {
  header: Record<string, unknown>;
  items: { type: string; payload: Record<string, unknown> }[];
};

let t: TestApp;
let sentry: http.Server;
const envelopes: Envelope[] = [];

/** An envelope: a header line, then a header line and a payload line per item. */
function parseEnvelope(body: string): Envelope {
  const [header, ...rest] = body.split('\n').filter(Boolean);
  const items: Envelope['items'] = [];
  for (let index = 0; index + 1 < rest.length; index += 2) {
    items.push({ type: JSON.parse(rest[index]).type, payload: JSON.parse(rest[index + 1]) });
  }
  return { header: JSON.parse(header), items };
}

const events = () =>
  envelopes.flatMap((envelope) =>
    envelope.items.filter((item) => item.type === 'event').map((item) => item.payload),
  );

async function waitForEvents(count: number) {
  for (let tries = 0; tries < 100 && events().length < count; tries++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return events();
}

beforeAll(async () => {
  sentry = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
      if (request.url?.includes('/envelope/')) envelopes.push(parseEnvelope(body.toString('utf8')));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  const { port } = sentry.address() as AddressInfo;
  t = await buildTestApp({ SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42`, LOG_LEVEL: 'error' });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => sentry.close(resolve));
});
beforeEach(() => {
  envelopes.length = 0;
});

describe('error reporting', () => {
  it('reports a failed database write as an error event tagged api, without the query parameters', async () => {
    // A table that has gone missing: the insert fails with the subscriber's address among its parameters.
    await t.database.db.execute(
      sql`alter table newsletter_subscribers rename to newsletter_subscribers_gone`,
    );
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: { 'x-tenant-id': 'demo' },
        payload: { email: 'ann.private@example.com' },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(
        sql`alter table newsletter_subscribers_gone rename to newsletter_subscribers`,
      );
    }
    const [event] = await waitForEvents(1);
    expect(event).toMatchObject({ level: 'error', tags: { component: 'api' } });
    const text = JSON.stringify(event);
    expect(text).toContain('newsletter_subscribers');
    expect(text).not.toContain('ann.private@example.com');
    expect(text).not.toContain('ann.private');
  });

  it('reports a fatal line as fatal with its component, redacting password, email and token', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbm4ifQ.c2lnbmF0dXJlLXNlY3JldA';
    const error = new Error(
      `refresh failed for bo@example.com with password=Hunter2-secret and Bearer ${jwt}`,
      {
        cause: new Error(`lookup of token ${jwt} failed`),
      },
    );
    t.app.log
      .child({ component: 'checkout' })
      .fatal(
        { err: error, password: 'Hunter2-secret', user: { email: 'bo@example.com' } },
        'checkout crashed',
      );
    const [event] = await waitForEvents(1);
    expect(event).toMatchObject({ level: 'fatal', tags: { component: 'checkout' } });
    const text = JSON.stringify(event);
    expect(text).toContain('refresh failed for');
    for (const secret of ['Hunter2-secret', 'c2lnbmF0dXJlLXNlY3JldA', 'eyJhbGciOiJIUzI1NiJ9'])
      expect(text).not.toContain(secret);
    // The address in the error's text is scrubbed; a plain email field of the details is kept as the logs keep it.
    expect(
      (event.exception as { values: { value: string }[] }).values.map((value) => value.value).join(' '),
    ).not.toContain('bo@example.com');
  });

  it('sends nothing for lines below error', async () => {
    t.app.log.warn({ note: 'slow' }, 'a warning');
    t.app.log.info('an info line');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events()).toHaveLength(0);
  });
});
