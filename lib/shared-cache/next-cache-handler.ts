/**
 * Next's cache (`cacheHandler` in next.config.mjs, used when the web has REDIS_URL): pages, route
 * answers and fetch data, with their tags, live in Redis, so every web instance behind a load
 * balancer serves and refreshes the same copies. A memory layer in front answers repeated reads
 * without a round trip; every read checks the entry's tags against the shared tag state
 * (./tag-state.ts), so a tag the api expires is expired on every instance at once.
 *
 * Next loads this file itself (a dynamic import at run time, outside the app's bundles), so it
 * imports with relative paths only. The app uses the incremental cache (fetch `next.tags`,
 * `unstable_cache`, route `revalidate`), not 'use cache', so `cacheHandlers` is left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type {
  CacheHandler,
  CacheHandlerContext,
  CacheHandlerValue,
} from 'next/dist/server/lib/incremental-cache';
import { redisKey, redisPrefix } from '../redis-prefix';
import { expireTags, SharedTagState } from './tag-state';

type GetContext = Parameters<CacheHandler['get']>[1];
type SetContext = Parameters<CacheHandler['set']>[2];
type Value = CacheHandlerValue['value'];

/** What is stored per key: the value and what deciding its freshness needs. */
export type StoredEntry = {
  lastModified: number;
  value: Value;
  tags: string[];
  cacheControl?: CacheHandlerValue['cacheControl'];
};

/** Longest an entry stays in Redis: one not read for a day is rendered again. */
const MAX_ENTRY_SECONDS = 86_400;
/** A read that Redis has not answered by then is a miss: the page renders instead of waiting. */
const COMMAND_TIMEOUT_MS = 1_000;
const TAGS_HEADER = 'x-next-cache-tags';

/** The tags an entry answers to: a page's from its header, fetch data's as given when it was set. */
export function tagsOfValue(value: Value, given: string[] = []): string[] {
  if (value && 'headers' in value && value.headers) {
    const header = (value.headers as Record<string, unknown>)[TAGS_HEADER];
    if (typeof header === 'string') return header.split(',');
  }
  return given;
}

/** Seconds after lastModified when the entry is stale by time, or undefined for never. */
function revalidateSeconds(entry: StoredEntry): number | undefined {
  const fromValue = entry.value && 'revalidate' in entry.value ? entry.value.revalidate : undefined;
  const seconds = entry.cacheControl?.revalidate ?? fromValue;
  return typeof seconds === 'number' ? seconds : undefined;
}

/** Warns at most once a minute: Redis being away must not flood the log with one line per read. */
function rateLimitedWarn() {
  let last = 0;
  return (error: unknown) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    console.warn('[shared cache] Redis failed; serving without it:', (error as Error)?.message ?? error);
  };
}

/** The process's connections, memory layer and tag state, shared by every handler Next makes. */
export class SharedCacheStore {
  readonly memory: LRUCache<string, StoredEntry> | undefined;
  private readonly warn = rateLimitedWarn();

  constructor(
    private readonly redis: Redis,
    readonly tags: SharedTagState,
    private readonly prefix: string,
    private readonly namespace: string,
    memoryBytes: number,
    /** Resolves once the tag state is loaded and subscribed. */
    readonly ready: Promise<void> = Promise.resolve(),
    private readonly connections: Redis[] = [redis],
  ) {
    // Sized by the entry's stored bytes, given with each set.
    this.memory = memoryBytes > 0 ? new LRUCache({ maxSize: memoryBytes }) : undefined;
  }

  private key(key: string) {
    return redisKey(this.prefix, 'cache', this.namespace, key);
  }

  private remember(key: string, entry: StoredEntry, bytes: number) {
    this.memory?.set(key, entry, { size: Math.max(1, bytes) });
  }

  /** Whether any tag of the entry (or asked with the read) expired after it was made. */
  expired(entry: StoredEntry, asked: string[] = []): boolean {
    return this.tags.expiredSince([...entry.tags, ...asked], entry.lastModified);
  }

  /**
   * The entry from memory while it is fresh by time and none of its tags expired, else the newest
   * of memory and Redis (another instance may have rendered it again since).
   */
  async read(key: string, asked: string[] = []): Promise<StoredEntry | undefined> {
    let local = this.memory?.get(key);
    if (local && this.expired(local, asked)) {
      this.memory?.delete(key);
      local = undefined;
    }
    const seconds = local && revalidateSeconds(local);
    if (local && (seconds === undefined || local.lastModified + seconds * 1000 > Date.now())) return local;
    try {
      const stored = await this.redis.getBuffer(this.key(key));
      if (!stored) return local;
      const entry = v8.deserialize(stored) as StoredEntry;
      if (local && local.lastModified >= entry.lastModified) return local;
      this.remember(key, entry, stored.byteLength);
      return entry;
    } catch (error) {
      this.warn(error);
      return local;
    }
  }

  async write(key: string, entry: StoredEntry): Promise<void> {
    const bytes = v8.serialize(entry);
    this.remember(key, entry, bytes.byteLength);
    const expire = entry.cacheControl?.expire;
    const seconds = Math.min(
      typeof expire === 'number' && expire > 0 ? expire : MAX_ENTRY_SECONDS,
      MAX_ENTRY_SECONDS,
    );
    await this.redis.set(this.key(key), bytes, 'EX', seconds).catch(this.warn);
  }

  async remove(key: string): Promise<void> {
    this.memory?.delete(key);
    await this.redis.del(this.key(key)).catch(this.warn);
  }

  async close(): Promise<void> {
    await Promise.all(this.connections.map((client) => client.quit().catch(() => undefined)));
  }

  /** Expires tags here at once, then in Redis for every other instance (and the next start). */
  async expire(tags: string[], at: number): Promise<void> {
    this.tags.note(tags, at);
    await expireTags(this.redis, this.prefix, tags, at).catch(this.warn);
  }
}

/** The build's id: entries of one build are not served by another, whose pages differ. */
function buildId(serverDistDir: string | undefined): string {
  if (!serverDistDir) return 'unbuilt';
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unbuilt';
  }
}

/** Connects to REDIS_URL: three connections (reads and writes, the tag hash, the channel). */
export function connectSharedCache(
  url: string,
  prefix: string,
  namespace: string,
  memoryBytes: number,
): SharedCacheStore {
  const warn = rateLimitedWarn();
  // No offline queue: while Redis is away a read fails at once and the page renders.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  const reader = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url);
  for (const client of [redis, reader, subscriber]) client.on('error', warn);
  const tags = new SharedTagState(reader, subscriber, prefix, warn);
  return new SharedCacheStore(redis, tags, prefix, namespace, memoryBytes, tags.start(), [
    redis,
    reader,
    subscriber,
  ]);
}

const STORE_KEY = Symbol.for('sitka.sharedCacheStore');
const holder = globalThis as typeof globalThis & { [STORE_KEY]?: SharedCacheStore };

function processStore(ctx: CacheHandlerContext): SharedCacheStore {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('The shared page cache needs REDIS_URL');
  return (holder[STORE_KEY] ??= connectSharedCache(
    url,
    redisPrefix(),
    buildId(ctx.serverDistDir),
    ctx.maxMemoryCacheSize ?? 50 * 1024 * 1024,
  ));
}

/** The class Next instantiates per request; all instances share the process's store. */
export default class SharedCacheHandler implements CacheHandler {
  private readonly store: SharedCacheStore;

  constructor(ctx: CacheHandlerContext, store?: SharedCacheStore) {
    this.store = store ?? processStore(ctx);
  }

  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    const asked = 'tags' in ctx ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
    const entry = await this.store.read(key, asked);
    if (!entry || this.store.expired(entry, asked)) return null;
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key: string, data: Value, ctx: SetContext): Promise<void> {
    if (!data) return this.store.remove(key);
    const given = 'tags' in ctx ? ctx.tags : undefined;
    const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined;
    await this.store.write(key, {
      lastModified: Date.now(),
      value: data,
      tags: tagsOfValue(data, given),
      cacheControl,
    });
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const list = typeof tags === 'string' ? [tags] : tags;
    await this.store.expire(list, Date.now() + (durations?.expire ?? 0) * 1000);
  }

  resetRequestCache(): void {}
}
