/**
 * Every Redis key and channel of Sitka starts with one prefix (`REDIS_PREFIX`, default `sitka`), so
 * several deployments, or test runs, can share one Redis without reading each other's keys. The web
 * reads it here; the api reads the same variable through its config, with this default.
 */
export const DEFAULT_REDIS_PREFIX = 'sitka';

/** What a prefix may hold, for the api's config and the web's alike. */
export const REDIS_PREFIX_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
export const REDIS_PREFIX_MESSAGE =
  'REDIS_PREFIX must be 1 to 64 letters, digits, dots, dashes or underscores';

/** The prefix from an environment (process.env by default); blank counts as unset. */
export function redisPrefix(source: Record<string, string | undefined> = process.env): string {
  return source.REDIS_PREFIX?.trim() || DEFAULT_REDIS_PREFIX;
}

/** A key or channel name under the prefix: `redisKey('sitka', 'cache', 'tags')` is `sitka:cache:tags`. */
export function redisKey(prefix: string, ...parts: string[]): string {
  return [prefix, ...parts].join(':');
}
