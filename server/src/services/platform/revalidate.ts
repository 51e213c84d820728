import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { expireTags } from '@/lib/shared-cache/tag-state';
import { TAGS } from '@/lib/tags';
import type { Config } from '@server/config';

/** Changes within this window are sent to the web as one request. */
const COALESCE_MS = 250;

export type Revalidator = { revalidate: (tags: string[]) => void; close: () => Promise<void> };

/**
 * Where expired tags go. With REDIS_URL: the shared tag state that every web instance reads
 * (lib/shared-cache/tag-state.ts), so no web address is needed however many there are. Without:
 * a POST to the one web at WEB_URL, which drops them from its own cache.
 */
function tagSender(config: Config): ((tags: string[]) => Promise<void>) & { close?: () => Promise<void> } {
  if (config.REDIS_URL) {
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
    redis.on('error', () => {}); // each failed send is logged below; reconnecting is ioredis's job
    const send = (tags: string[]) => expireTags(redis, config.REDIS_PREFIX, tags);
    return Object.assign(send, { close: async () => void (await redis.quit().catch(() => {})) });
  }
  const url = new URL('/api/revalidate', config.WEB_URL);
  return async (tags) => {
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': config.REVALIDATE_SECRET! },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5_000),
    });
  };
}

/**
 * Tells the web to drop cached pages for some tags after a committed change. Tags are gathered for
 * a moment and sent together, so a busy checkout does not send one message per sale; a web that
 * is not told renders fresh pages when its cache expires anyway, so failures are only logged.
 */
export function createRevalidator(config: Config, log: FastifyBaseLogger): Revalidator | undefined {
  if (!config.REDIS_URL && (!config.WEB_URL || !config.REVALIDATE_SECRET)) return undefined;
  const send = tagSender(config);
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let lastFailureLogged = 0;

  const flush = () => {
    timer = null;
    const tags = [...pending];
    pending.clear();
    send(tags).catch((error) => {
      if (Date.now() - lastFailureLogged < 60_000) return;
      lastFailureLogged = Date.now();
      log.warn({ err: error, tags }, 'page revalidation failed');
    });
  };

  return {
    revalidate: (tags) => {
      for (const tag of tags) pending.add(tag);
      timer ??= setTimeout(flush, COALESCE_MS);
      timer.unref?.();
    },
    close: async () => {
      if (timer) clearTimeout(timer);
      if (pending.size) flush();
      await send.close?.();
    },
  };
}

/**
 * Tells the web the api answers again, right after it starts listening: pages the web rendered
 * from a backup while the api was away expire at once, so none is served past its return, and
 * the web's breaker calls the api again without waiting. With Redis every web instance hears it
 * through the shared tag state; else the one at WEB_URL. A web that is not up has nothing to drop,
 * so a failure is only logged.
 */
export async function announceApiUp(config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.REDIS_URL) {
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
    redis.on('error', () => {});
    try {
      await redis.connect();
      await expireTags(redis, config.REDIS_PREFIX, [TAGS.fallback()]);
    } catch (error) {
      log.debug({ err: error }, 'the shared cache did not take the fallback revalidation');
    } finally {
      redis.disconnect();
    }
    return;
  }
  if (!config.WEB_URL || !config.REVALIDATE_SECRET) return;
  try {
    await fetch(new URL('/api/revalidate', config.WEB_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': config.REVALIDATE_SECRET },
      body: JSON.stringify({ tags: [TAGS.fallback()] }),
      signal: AbortSignal.timeout(2_000),
    });
  } catch (error) {
    log.debug({ err: error }, 'the web did not take the fallback revalidation');
  }
}
