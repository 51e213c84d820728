import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { ApiError } from '../errors';

type Limit = { points: number; duration: number };

/**
 * Points per window (seconds) for each limited action, per address (`:ip`) or per account. The
 * defaults; RATE_LIMITS overrides any of them (`login:ip=30/60,…`). `login:account` counts failed
 * sign-ins only.
 */
export const RATE_LIMITS = {
  'login:ip': { points: 30, duration: 60 },
  'login:account': { points: 10, duration: 60 },
  'register:ip': { points: 10, duration: 60 },
  // The sign-up form's live check of a store address, as the maker types (debounced).
  'slug-check:ip': { points: 60, duration: 60 },
  'resend:ip': { points: 10, duration: 60 },
  'resend:account': { points: 3, duration: 300 },
  'refresh:ip': { points: 60, duration: 60 },
  'refresh:account': { points: 30, duration: 60 },
  'password:account': { points: 5, duration: 300 },
  // Sign-in's code step (and the codes asked before turning it off): every try per address, wrong
  // codes per person, so guessing six digits stays hopeless.
  'two-factor:ip': { points: 30, duration: 60 },
  'two-factor:account': { points: 5, duration: 300 },
  // The owner's erasures of people's data, per owner; and downloads of a person's data file.
  'erase:account': { points: 20, duration: 600 },
  'data-export:account': { points: 20, duration: 600 },
  // Password reset links: per address counts whether or not it has an account, so a 429 says nothing.
  'forgot:ip': { points: 10, duration: 60 },
  // Invitations: the owner's mails, and the invitation page's look-ups and acceptances.
  'staff-invite:account': { points: 20, duration: 600 },
  'staff-invitation:ip': { points: 30, duration: 60 },
  'forgot:account': { points: 3, duration: 900 },
  'reset:ip': { points: 20, duration: 60 },
  'newsletter:ip': { points: 10, duration: 600 },
  'analytics:ip': { points: 120, duration: 60 },
  'backorder:ip': { points: 20, duration: 600 },
  'backorder:account': { points: 10, duration: 600 },
  // Payments opened per address: enough for many shoppers behind one (a market's Wi-Fi, whose
  // open holds have their own ceiling), too few for testing stolen cards in bulk.
  'payment-intent:ip': { points: 60, duration: 600 },
  // Discount codes tried at checkout: enough for a shopper's typos, too few to guess codes.
  'discount-check:ip': { points: 30, duration: 600 },
  // Gift card codes checked at checkout: per address, and per store so guesses spread over many
  // addresses still run out.
  'gift-card-check:ip': { points: 30, duration: 600 },
  'gift-card-check:store': { points: 600, duration: 600 },
  // The checkout summary's tax as the shopper types where the goods go (debounced; Stripe Tax may be asked).
  'tax-quote:ip': { points: 120, duration: 60 },
  'backorder-pay:ip': { points: 30, duration: 600 },
  // A basket reminder's links (the basket brought back, the unsubscribe): plenty for a shopper.
  'basket-link:ip': { points: 30, duration: 600 },
  // A delayed order's mailed cancel link, read and pressed: plenty for a buyer.
  'cancel-delayed:ip': { points: 30, duration: 600 },
  // A buyer's review form read, photos and reviews saved by the mailed link or from My Orders.
  'reviews:ip': { points: 60, duration: 600 },
  'payment-request:order': { points: 5, duration: 3600 },
  // Sales made by hand, per staff member: a busy market's stall, never a loop.
  'manual-order:account': { points: 120, duration: 60 },
  // Invoices opened by their mailed link (rendering a PDF costs the api): plenty for a shopper.
  'mailed-invoice:ip': { points: 60, duration: 60 },
  // An order's returns read and asked for, by the mailed link or signed in: plenty for a buyer.
  'order-returns:ip': { points: 60, duration: 60 },
  // The activity log read and exported, per owner or manager: plenty for paging and filtering.
  'audit-read:account': { points: 120, duration: 60 },
  // The shop's search: suggestions as a shopper types (debounced), and its results pages.
  'search:ip': { points: 300, duration: 60 },
} as const satisfies Record<string, Limit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const isLimitName = (name: string): name is RateLimitName => Object.hasOwn(RATE_LIMITS, name);

/** The limits in force: the defaults with RATE_LIMITS' overrides; an unknown name fails at start. */
export function resolveLimits(overrides = ''): Record<RateLimitName, Limit> {
  const limits: Record<string, Limit> = { ...RATE_LIMITS };
  for (const entry of overrides
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z-]+:[a-z-]+)=(\d+)\/(\d+)$/.exec(entry);
    if (!match || !isLimitName(match[1]))
      throw new Error(
        `RATE_LIMITS: unknown limit or bad value "${entry}"; names: ${Object.keys(RATE_LIMITS).join(', ')}`,
      );
    limits[match[1]] = { points: Math.max(1, Number(match[2])), duration: Math.max(1, Number(match[3])) };
  }
  return limits as Record<RateLimitName, Limit>;
}

const tooMany = (msBeforeNext: number) => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiError({
    status: 429,
    code: 'RATE_LIMITED',
    message: `Too many attempts. Please wait ${seconds} seconds and try again.`,
    headers: { 'retry-after': String(seconds) },
  });
};

/**
 * Rate limits: in process by default, shared through Redis when `REDIS_URL` is set so that several
 * api instances count together. Should Redis fail, each instance keeps counting on its own. Keys
 * start with `prefix` (REDIS_PREFIX), so deployments sharing a Redis count apart.
 */
export default fp<{ redisUrl?: string; prefix: string; overrides?: string }>(
  async (app, { redisUrl, prefix, overrides }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: true })
      : null;
    if (redis) await redis.connect();
    const limiters = new Map<RateLimitName, RateLimiterAbstract>();
    for (const [name, { points, duration }] of Object.entries(resolveLimits(overrides)) as [
      RateLimitName,
      Limit,
    ][]) {
      const keyPrefix = `${prefix}:rl:${name}`;
      const memory = new RateLimiterMemory({ points, duration, keyPrefix });
      limiters.set(
        name,
        redis
          ? new RateLimiterRedis({
              storeClient: redis,
              points,
              duration,
              keyPrefix,
              insuranceLimiter: memory,
            })
          : memory,
      );
    }

    /** Counts one attempt under `name` for `key`; throws 429 with Retry-After once over the limit. */
    async function consume(name: RateLimitName, key: string): Promise<void> {
      try {
        await limiters.get(name)!.consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw tooMany(error.msBeforeNext);
      }
    }

    /** Whether `key` has used up `name`'s points, without counting anything. */
    async function exhausted(name: RateLimitName, key: string): Promise<RateLimiterRes | null> {
      const limiter = limiters.get(name)!;
      const state = await limiter.get(key);
      return state && state.consumedPoints >= limiter.points ? state : null;
    }

    /** Counts one attempt that went wrong (a failed sign-in), never throwing. */
    async function record(name: RateLimitName, key: string): Promise<void> {
      await limiters
        .get(name)!
        .penalty(key, 1)
        .catch(() => undefined);
    }

    app.decorate('rateLimit', consume);
    app.decorate('rateLimits', { exhausted, record, tooMany });
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => undefined);
    });
  },
  { name: 'rate-limits' },
);

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit(name: RateLimitName, key: string): Promise<void>;
    rateLimits: {
      exhausted(name: RateLimitName, key: string): Promise<RateLimiterRes | null>;
      record(name: RateLimitName, key: string): Promise<void>;
      tooMany(msBeforeNext: number): ApiError;
    };
  }
}
