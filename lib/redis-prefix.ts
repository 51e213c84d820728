/** The prefix of every Redis key and channel when REDIS_PREFIX is unset. */
export const DEFAULT_REDIS_PREFIX = 'sitka';
