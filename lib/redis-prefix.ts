/**
 * Every Redis key and channel of Sitka starts with one prefix (`REDIS_PREFIX`, default `sitka`), so
 * several deployments, or test runs, can share one Redis without reading each other's keys. The web
 * reads it here; the api reads the same variable through its config, with this default.
 */
export const DEFAULT_REDIS_PREFIX = 'sitka';

/** The prefix from an environment (process.env by default); blank counts as unset. */
export function redisPrefix(source: Record<string, string | undefined> = process.env): string {
  return source.REDIS_PREFIX?.trim() || DEFAULT_REDIS_PREFIX;
}

/** A key or channel name under the prefix: `redisKey('sitka', 'cache', 'tags')` is `sitka:cache:tags`. */
export function redisKey(prefix: string, ...parts: string[]): string {
  return [prefix, ...parts].join(':');
}
