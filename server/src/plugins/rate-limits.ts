import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiError } from '../errors';

/** Points per window (seconds) for each limited action, per IP and per account. */
export const RATE_LIMITS = {
  'login:ip': { points: 30, duration: 60 },
  'login:account': { points: 10, duration: 60 },
  'register:ip': { points: 10, duration: 60 },
  'resend:ip': { points: 10, duration: 60 },
  'resend:account': { points: 3, duration: 300 },
  'refresh:ip': { points: 60, duration: 60 },
  'refresh:account': { points: 30, duration: 60 },
  'password:account': { points: 5, duration: 300 },
  // Password reset links: per address counts whether or not it has an account, so a 429 says nothing.
  'forgot:ip': { points: 10, duration: 60 },
  'forgot:account': { points: 3, duration: 900 },
  'reset:ip': { points: 20, duration: 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Rate limits for sign-in and its neighbours: in process by default, shared through Redis when
 * `REDIS_URL` is set so that several api instances count together.
 */
export default fp<{ redisUrl?: string }>(async (app, { redisUrl }) => {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: true }) : null;
  if (redis) await redis.connect();
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  for (const [name, { points, duration }] of Object.entries(RATE_LIMITS) as [RateLimitName, { points: number; duration: number }][]) {
    const keyPrefix = `sitka:rl:${name}`;
    limiters.set(name, redis ? new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix }) : new RateLimiterMemory({ points, duration, keyPrefix }));
  }

  /** Counts one attempt under `name` for `key`; throws 429 with Retry-After once over the limit. */
  async function consume(name: RateLimitName, key: string): Promise<void> {
    try {
      await limiters.get(name)!.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new ApiError(429, 'RATE_LIMITED', `Too many attempts. Please wait ${seconds} seconds and try again.`, undefined, { 'retry-after': String(seconds) });
    }
  }

  app.decorate('rateLimit', consume);
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => undefined);
  });
}, { name: 'rate-limits' });

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit(name: RateLimitName, key: string): Promise<void>;
  }
}
