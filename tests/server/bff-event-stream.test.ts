/**
 * The owner's image bundling, through the web's BFF: the api's server-sent events reach the browser
 * as a stream, marked so no compression or proxy holds them back, and with no time limit of their
 * own; the backup list and run get the spec's longer waits.
 */
import type { AddressInfo } from 'node:net';
import { SERVER_API_TIMEOUT_MS } from '@/lib/constants/api';
import { BACKUP_LIST_TIMEOUT_MS, BACKUP_RUN_TIMEOUT_MS } from '@/lib/constants/backups';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';

let t: TestApp;
let forward: typeof import('@/lib/api/forward');
let bearer: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  process.env.API_URL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // lib/env reads API_URL once, when it is first imported.
  forward = await import('@/lib/api/forward');
  bearer = (await bearerFor(t.app, 'owner@demo.test')).authorization.slice('Bearer '.length);
});
afterAll(() => t.close());

type ServerEvent = { event: string; data: Record<string, unknown> };

/** Reads a whole event stream into its events. */
async function readEvents(body: ReadableStream<Uint8Array>): Promise<{ events: ServerEvent[] }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  const events = text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = Object.fromEntries(
        block
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
      );
      return { event: lines.event, data: JSON.parse(lines.data) as Record<string, unknown> };
    });
  return { events };
}

describe('backups through the BFF', () => {
  it('passes the image bundling events on as a stream: progress up to 100, complete, then stats', async () => {
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/backups/run',
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${bearer}` },
    });
    expect(run.statusCode).toBe(201);
    const { filename } = run.json().backup as { filename: string };

    const request = new Request(`http://demo.localhost:3000/api/backups/${filename}/process-images`, {
      headers: { accept: 'text/event-stream' },
    });
    const response = await forward.forwardToApi(request, ['backups', filename, 'process-images'], {
      tenant: 'demo',
      bearer,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toContain('no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');

    const { events } = await readEvents(response.body!);
    const progress = events
      .filter((event) => event.event === 'progress')
      .map((event) => event.data.progress as number);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(events.slice(-2).map((event) => event.event)).toEqual(['complete', 'stats']);
    expect(events.at(-2)!.data).toMatchObject({ filename, hasImages: true });
  });

  it('gives a caller without the owner’s session the api’s refusal, not a stream', async () => {
    const request = new Request(
      'http://demo.localhost:3000/api/backups/notion-backup-2026-01-01.json/process-images',
    );
    const response = await forward.forwardToApi(
      request,
      ['backups', 'notion-backup-2026-01-01.json', 'process-images'],
      { tenant: 'demo' },
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });

  it('waits two minutes for the list and a download, five for a run or a restore, and without limit for the stream', () => {
    const file = 'notion-backup-2026-11-22.json';
    expect(forward.upstreamTimeoutMs('GET', ['backups'])).toBe(BACKUP_LIST_TIMEOUT_MS);
    expect(forward.upstreamTimeoutMs('GET', ['backups', file])).toBe(BACKUP_LIST_TIMEOUT_MS);
    expect(
      forward.upstreamTimeoutMs('GET', [
        'backups',
        'store-backup-demo-2026-11-26T17-05-12-345Z-1a2b3c.json.gz',
        'download',
      ]),
    ).toBe(BACKUP_LIST_TIMEOUT_MS);
    expect(forward.upstreamTimeoutMs('POST', ['backups', 'run'])).toBe(BACKUP_RUN_TIMEOUT_MS);
    expect(forward.upstreamTimeoutMs('POST', ['backups', file, 'restore'])).toBe(BACKUP_RUN_TIMEOUT_MS);
    expect(forward.upstreamTimeoutMs('GET', ['backups', file, 'process-images'])).toBeNull();
    // A catalog import's progress lasts as long as the import does.
    expect(
      forward.upstreamTimeoutMs('GET', [
        'admin',
        'products',
        'imports',
        '6f1c0e55-0000-4000-8000-000000000001',
        'events',
      ]),
    ).toBeNull();
    expect(forward.upstreamTimeoutMs('DELETE', ['backups', file])).toBe(SERVER_API_TIMEOUT_MS);
    expect(forward.upstreamTimeoutMs('GET', ['api-keys'])).toBe(SERVER_API_TIMEOUT_MS);
  });
});
