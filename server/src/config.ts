/**
 * The api's configuration: `process.env` is read here once, parsed with zod, and handed to the app
 * as `fastify.config`. A bad value fails at start with a message naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default(path.resolve(process.cwd(), 'data')),
  REDIS_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  DEFAULT_TENANT: z.string().default('demo'),
  /** Origins allowed to open the live socket and call the api from a browser. */
  WEB_ORIGINS: z.string().default('http://localhost:3000'),
  /** Where the web listens, so the api can ask it to revalidate cached product pages. */
  WEB_URL: optionalUrl,
  REVALIDATE_SECRET: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BACKUP_INTERVAL_HOURS: z.coerce.number().positive().default(24),
  SENTRY_DSN: optionalUrl,
  /** 32 bytes as 64 hex characters; encrypts phone numbers and addresses at rest. */
  FIELD_ENCRYPTION_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'FIELD_ENCRYPTION_KEY must be 64 hex characters').optional(),
  /** smtp://user:pass@host:port; without it emails go to the outbox table and the console. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sitka <no-reply@sitka.test>'),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  EMAIL_VERIFICATION_TTL_HOURS: z.coerce.number().positive().default(24),
  /** Card payments through Stripe; without a key the built-in test provider takes Stripe's test cards. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API address (a local stand-in in tests). */
  STRIPE_API_BASE: optionalUrl,
  /** How long stock stays held for a payment that has not completed. */
  STOCK_HOLD_MINUTES: z.coerce.number().positive().default(15),
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().positive().default(60),
  /** Payments holding stock that one visitor (an account, else an address) may have open at once in a store. */
  MAX_OPEN_HOLDS_PER_VISITOR: z.coerce.number().int().min(1).default(3),
});

export type Config = z.infer<typeof envSchema> & { storageDir: string; pgliteDir: string };

/** Parses an environment (process.env by default) into the api's config. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid api configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    storageDir: path.join(config.DATA_DIR, 'storage'),
    pgliteDir: path.join(config.DATA_DIR, 'db'),
  };
}
