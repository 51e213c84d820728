/**
 * The shared page cache beside today's per-instance cache, in the same run: a second web from the
 * same build with REDIS_URL (a prefix of its own), and each cached page at 50 connections on the
 * per-instance web, then on the shared one. Skipped when no Redis answers.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { startWeb, stop, waitForHttp } from '../lib/processes';
import { measure, type Measurement } from './measure';

export const SHARED_CACHE_GOAL = 0.9;

const n = (value: number) => Math.round(value).toLocaleString('en-US');

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Markdown: per page, both throughputs and their ratio against the goal; or why it was skipped. */
export async function benchSharedCache(
  env: NodeJS.ProcessEnv,
  pages: { name: string; path: string }[],
  perInstanceBase: string,
  port: number,
): Promise<string> {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await redisAnswers(redisUrl))) return `Shared page cache skipped: no Redis at ${redisUrl}`;
  const prefix = `sitka-bench-${randomUUID().slice(0, 8)}`;
  const web = startWeb(
    { ...env, NODE_ENV: 'production', PORT: String(port), REDIS_URL: redisUrl, REDIS_PREFIX: prefix },
    true,
  );
  const sharedBase = `http://127.0.0.1:${port}`;
  const rows: string[] = [];
  try {
    await waitForHttp(`${sharedBase}/`);
    for (const page of pages)
      for (let visit = 0; visit < 2; visit += 1) await fetch(`${sharedBase}${page.path}`);
    for (const page of pages) {
      const own: Measurement = await measure(`${perInstanceBase}${page.path}`);
      const shared: Measurement = await measure(`${sharedBase}${page.path}`);
      const ratio = shared.requestsPerSecond / own.requestsPerSecond;
      const ok = ratio >= SHARED_CACHE_GOAL && !shared.errors && !shared.non2xx;
      rows.push(
        `| \`${page.name}\` | ${n(own.requestsPerSecond)} req/s, p99 ${n(own.p99)} ms | ${n(shared.requestsPerSecond)} req/s, p99 ${n(shared.p99)} ms | ${ratio.toFixed(2)}× | ${ok ? 'met' : 'NOT met'} |`,
      );
    }
  } finally {
    await stop(web);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
  return [
    `| page (cached) | per-instance cache | shared cache (Redis) | ratio | goal: ≥ ${SHARED_CACHE_GOAL}× |`,
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
