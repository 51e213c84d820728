/**
 * The shared page cache against a real Redis, under a prefix of its own: two web instances (two
 * stores with their own memory layers) serve each other's entries, and a tag the api expires is
 * expired on both, memory layer included.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';
import { onTagsExpired } from '@/lib/shared-cache/expired-tags';
import SharedCacheHandler, {
  connectSharedCache,
  type SharedCacheStore,
} from '@/lib/shared-cache/next-cache-handler';
import { expireTags, SharedTagState, tagStateKeys } from '@/lib/shared-cache/tag-state';
import { TAGS } from '@/lib/tags';
import type { Config } from '@/server/src/config';
import { announceApiUp, createRevalidator } from '@/server/src/services/platform/revalidate';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `sitka-test-cache-${randomUUID().slice(0, 8)}`;
const silent = pino({ level: 'silent' });
const MB = 1024 * 1024;

let admin: Redis;
const opened: SharedCacheStore[] = [];

async function instance(): Promise<{ store: SharedCacheStore; handler: SharedCacheHandler }> {
  const store = connectSharedCache(REDIS_URL, prefix, 'build-1', 8 * MB);
  opened.push(store);
  await store.ready;
  return { store, handler: new SharedCacheHandler({} as CacheHandlerContext, store) };
}

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 2_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/** A product page as Next hands it to the handler: HTML, RSC bytes and its tags in a header. */
const productPage = (price: string) => ({
  kind: 'APP_PAGE' as const,
  html: `<p>${price}</p>`,
  rscData: Buffer.from(`rsc ${price}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  postponed: undefined,
  headers: { 'x-next-cache-tags': `${TAGS.product('demo', 'p1')},${TAGS.products('demo')},_N_T_/layout` },
  status: 200,
});

const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never;
const setPageContext = { cacheControl: { revalidate: 300, expire: 31_536_000 } } as never;

beforeAll(() => {
  admin = new Redis(REDIS_URL);
});

afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  const keys = await admin.keys(`${prefix}:*`);
  if (keys.length) await admin.del(...keys);
  await admin.quit();
});

describe('shared tag state', () => {
  it('hears a tag expired elsewhere within moments, and loads tags expired before it started', async () => {
    const writer = new Redis(REDIS_URL);
    const clients = [0, 1, 2, 3].map(() => new Redis(REDIS_URL));
    const early = new SharedTagState(clients[0], clients[1], prefix);
    try {
      await expireTags(writer, prefix, ['store:early'], 1_000);
      const late = new SharedTagState(clients[2], clients[3], prefix);
      await late.start();
      expect(late.expiredSince(['store:early'], 999)).toBe(true);
      expect(late.expiredSince(['store:early'], 1_000)).toBe(false);
      await early.start();
      await expireTags(writer, prefix, ['store:later']);
      expect(await eventually(() => early.expiredSince(['store:later'], Date.now() - 5_000))).toBe(true);
      expect(early.expiredSince(['store:other'], 0)).toBe(false);
    } finally {
      await Promise.all([writer, ...clients].map((client) => client.quit()));
    }
  });

  it('never moves a tag back to an earlier moment (a writer with a slower clock)', async () => {
    const writer = new Redis(REDIS_URL);
    try {
      await expireTags(writer, prefix, ['events:clock'], 5_000);
      await expireTags(writer, prefix, ['events:clock'], 4_000);
      expect(await writer.hget(tagStateKeys(prefix).hash, 'events:clock')).toBe('5000');
    } finally {
      await writer.quit();
    }
  });
});

describe('two web instances sharing Redis', () => {
  it("serves one instance's page on the other, bytes, tags and lifetime intact", async () => {
    const a = await instance();
    const b = await instance();
    await a.handler.set('/route-cache/page/one', productPage('$10') as never, setPageContext);
    const read = await b.handler.get('/route-cache/page/one', pageContext);
    expect(read?.value).toMatchObject({ kind: 'APP_PAGE', html: '<p>$10</p>' });
    const value = read!.value as ReturnType<typeof productPage>;
    expect(Buffer.isBuffer(value.rscData) && value.rscData.toString()).toBe('rsc $10');
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(read?.cacheControl).toEqual({ revalidate: 300, expire: 31_536_000 });
  });

  it('drops the page on every instance, memory included, when the api expires one of its tags', async () => {
    const a = await instance();
    const b = await instance();
    await a.handler.set('/route-cache/page/two', productPage('$20') as never, setPageContext);
    expect(await b.handler.get('/route-cache/page/two', pageContext)).not.toBeNull(); // now in b's memory
    const api = createRevalidator({ REDIS_URL, REDIS_PREFIX: prefix } as Config, silent)!;
    try {
      await new Promise((resolve) => setTimeout(resolve, 5)); // a change after the render
      api.revalidate([TAGS.product('demo', 'p1')]);
      const gone = async () =>
        (await a.handler.get('/route-cache/page/two', pageContext)) === null &&
        (await b.handler.get('/route-cache/page/two', pageContext)) === null;
      expect(await eventually(gone)).toBe(true);
      // Rendered again after the change: served again.
      await b.handler.set('/route-cache/page/two', productPage('$25') as never, setPageContext);
      expect((await a.handler.get('/route-cache/page/two', pageContext))?.value).toMatchObject({
        html: '<p>$25</p>',
      });
    } finally {
      await api.close();
    }
  });

  it('drops fetch data by the tags of the fetch, and expires tags a web itself revalidates', async () => {
    const a = await instance();
    const b = await instance();
    const fetchContext = { kind: 'FETCH', tags: [TAGS.events('demo')], softTags: [] } as never;
    const data = {
      kind: 'FETCH' as const,
      data: { headers: {}, body: 'e30=', status: 200, url: 'x' },
      revalidate: 300,
    };
    await a.handler.set(
      'fetch-key',
      data as never,
      { fetchCache: true, tags: [TAGS.events('demo')] } as never,
    );
    expect((await b.handler.get('fetch-key', fetchContext))?.value).toEqual(data);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.handler.revalidateTag(TAGS.events('demo'), { expire: 0 });
    expect(await a.handler.get('fetch-key', fetchContext)).toBeNull();
    expect(await eventually(async () => (await b.handler.get('fetch-key', fetchContext)) === null)).toBe(
      true,
    );
  });

  it("tells each web process when the api announces its start (the breaker's cue)", async () => {
    await instance();
    const heard: string[][] = [];
    onTagsExpired((tags) => heard.push(tags));
    await announceApiUp({ REDIS_URL, REDIS_PREFIX: prefix } as Config, silent);
    expect(await eventually(() => heard.some((tags) => tags.includes(TAGS.fallback())))).toBe(true);
  });
});
