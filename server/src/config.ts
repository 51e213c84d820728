/**
 * The api's configuration: `process.env` is read here once, parsed with zod, and handed to the app
 * as `fastify.config`. A bad value fails at start with a message naming the variable.
 */
import path from 'node:path';
import { isIP } from 'node:net';
import { Cron } from 'croner';
import { z } from 'zod';
import { DEFAULT_REDIS_PREFIX, REDIS_PREFIX_MESSAGE, REDIS_PREFIX_PATTERN } from '@/lib/redis-prefix';
import { MAX_OPEN_CHECKOUTS_PER_ADDRESS } from '@/lib/constants/checkout';
import type { S3Settings } from './adapters/s3-storage';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/** One entry of TRUSTED_PROXIES: an address, a CIDR range, or a named range. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !isIP(address)) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
}

/** One entry of DNS_SERVERS: an address, or an address and port (`1.2.3.4:53`, `[::1]:53`). */
function isDnsServer(entry: string): boolean {
  if (isIP(entry)) return true;
  const match = /^(?:\[([0-9a-f:.]+)\]|([0-9.]+)):(\d{1,5})$/i.exec(entry);
  return Boolean(match && isIP(match[1] ?? match[2]) && Number(match[3]) >= 1 && Number(match[3]) <= 65535);
}

/** A cron pattern croner accepts (5 fields, or 6 with seconds first). */
const cronPattern = (name: string, fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((pattern) => {
      try {
        new Cron(pattern, { paused: true }).stop();
        return true;
      } catch {
        return false;
      }
    }, `${name} must be a cron pattern, such as ${fallback}`);

/** A blank value (`JWT_SECRET=` in an env file) counts as unset, so production names it as missing. */
const unsetWhenBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
const secret = unsetWhenBlank;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default(path.resolve(process.cwd(), 'data')),
  REDIS_URL: optionalUrl,
  /**
   * Starts every Redis key and pub/sub channel the api uses, so deployments sharing one Redis
   * (pub/sub ignores the database number) neither hear each other's events nor share counters.
   */
  REDIS_PREFIX: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().regex(REDIS_PREFIX_PATTERN, REDIS_PREFIX_MESSAGE).default(DEFAULT_REDIS_PREFIX),
  ),
  /**
   * Files (images, logos, backups) in an S3-compatible bucket instead of DATA_DIR/storage, so
   * several api instances serve the same files. S3_ENDPOINT is another service's address (R2,
   * MinIO); unset, AWS's own. S3_FORCE_PATH_STYLE addresses the bucket in the path (MinIO).
   */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: unsetWhenBlank(z.string().trim()),
  S3_REGION: unsetWhenBlank(z.string().trim()),
  S3_ACCESS_KEY_ID: unsetWhenBlank(z.string().trim()),
  S3_SECRET_ACCESS_KEY: secret(z.string()),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  JWT_SECRET: secret(z.string().min(32, 'JWT_SECRET must be at least 32 characters')),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  DEFAULT_TENANT: z.string().default('demo'),
  /** Origins allowed to open the live socket and call the api from a browser. */
  WEB_ORIGINS: z.string().default('http://localhost:3000'),
  /**
   * The proxy hops whose X-Forwarded-For is believed (addresses, CIDR ranges, or loopback,
   * linklocal, uniquelocal): the web in front of the api. Anyone else's header is ignored.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('loopback')
    .refine(
      (value) => value.split(',').every((entry) => isProxyEntry(entry.trim())),
      'TRUSTED_PROXIES must list IP addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    ),
  /** Overrides of the rate limits, `name=points/seconds` comma-separated (names in plugins/rate-limits.ts). */
  RATE_LIMITS: z
    .string()
    .default('')
    .refine(
      (value) => /^\s*([a-z-]+:[a-z-]+=\d+\/\d+\s*(,\s*|$))*$/.test(value),
      'RATE_LIMITS must read name=points/seconds, comma-separated',
    ),
  /**
   * The addresses the stores' web is served at (comma-separated): a store's domain is verified
   * when its DNS answer includes one of them. Names under .localhost count as loopback.
   */
  STORE_ADDRESSES: z
    .string()
    .default('127.0.0.1,::1')
    .refine(
      (value) => value.split(',').every((entry) => isIP(entry.trim()) !== 0),
      'STORE_ADDRESSES must list IP addresses, comma-separated',
    ),
  /**
   * The DNS servers domain verification asks (`address` or `address:port`, `[v6]:port`,
   * comma-separated); empty asks the system's resolvers.
   */
  DNS_SERVERS: z
    .string()
    .default('')
    .refine(
      (value) => value.split(',').every((entry) => !entry.trim() || isDnsServer(entry.trim())),
      'DNS_SERVERS must list IP addresses, each with an optional :port, comma-separated',
    ),
  /** Host names of the platform itself that no store may claim, besides those of WEB_ORIGINS and WEB_URL. */
  PLATFORM_HOSTS: z
    .string()
    .default('')
    .refine(
      (value) => value.split(',').every((entry) => /^[a-z0-9.-]*$/i.test(entry.trim())),
      'PLATFORM_HOSTS must list host names, comma-separated',
    ),
  /**
   * The platform's own domain: a store opened by sign-up is served at `{slug}.{PLATFORM_DOMAIN}`.
   * `localhost` in development (browsers resolve `*.localhost` to this machine).
   */
  PLATFORM_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .default('localhost')
    .refine((value) => /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(value), 'PLATFORM_DOMAIN must be a host name'),
  /**
   * Makers may open a store themselves on the platform's sign-up page. Unset: on outside
   * production (the embedded demo), off in production; false closes sign-up (403 SIGNUP_CLOSED).
   */
  SELF_SERVICE_SIGNUP: z.stringbool().optional(),
  /** Where the web listens, so the api can ask it to revalidate cached product pages. */
  WEB_URL: optionalUrl,
  REVALIDATE_SECRET: secret(z.string()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** When the backup run starts (UTC); one instance runs each firing once, restarts included. */
  BACKUP_CRON: cronPattern('BACKUP_CRON', '15 3 * * *'),
  /** When the review request mails go out (UTC); hourly unless set. */
  REVIEW_REQUEST_CRON: cronPattern('REVIEW_REQUEST_CRON', '23 * * * *'),
  /**
   * What each store keeps of each kind of backup after a run: the newest BACKUP_KEEP_LAST runs,
   * the newest run of each of the BACKUP_KEEP_DAILY most recent days (UTC) and of each of the
   * BACKUP_KEEP_WEEKLY most recent weeks. The rest is deleted.
   */
  BACKUP_KEEP_LAST: z.coerce.number().int().min(1).default(5),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(0).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).default(4),
  SENTRY_DSN: optionalUrl,
  /** 32 bytes as 64 hex characters; encrypts phone numbers and addresses at rest. */
  FIELD_ENCRYPTION_KEY: secret(
    z.string().regex(/^[0-9a-fA-F]{64}$/, 'FIELD_ENCRYPTION_KEY must be 64 hex characters'),
  ),
  /** smtp://user:pass@host:port; without it emails go to the outbox table and the console. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sitka <no-reply@sitka.test>'),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  EMAIL_VERIFICATION_TTL_HOURS: z.coerce.number().positive().default(24),
  /** Card payments through Stripe; without a key the built-in test provider takes Stripe's test cards. */
  STRIPE_SECRET_KEY: secret(z.string()),
  /** `test` chooses the built-in provider explicitly, the only way it runs in production. */
  PAYMENTS_PROVIDER: z.enum(['stripe', 'test']).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * The signing secret of the Connect endpoint (events on the stores' own accounts: their
   * account.updated and their payments), when it is not the same endpoint as STRIPE_WEBHOOK_SECRET's.
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: secret(z.string()),
  /** Another Stripe API address (a local stand-in in tests). */
  STRIPE_API_BASE: optionalUrl,
  /** How long stock stays held for a payment that has not completed. */
  STOCK_HOLD_MINUTES: z.coerce.number().positive().default(15),
  /**
   * How often reconciliation runs, on the clock (every minute on the minute by default): a divisor
   * of 60 seconds, or whole minutes dividing an hour, so every instance shares the same periods.
   */
  RECONCILE_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .refine(
      (seconds) => (seconds < 60 ? 60 % seconds === 0 : seconds % 60 === 0 && 60 % (seconds / 60) === 0),
      'RECONCILE_INTERVAL_SECONDS must divide a minute (1, 2, 5, 10, 15, 30 …) or be whole minutes dividing an hour (60, 120, 300 … 3600)',
    )
    .default(60),
  /**
   * Payments holding stock that one visitor (an account, else the browser's checkout key, else an
   * address) may have open at once in a store.
   */
  MAX_OPEN_HOLDS_PER_VISITOR: z.coerce.number().int().min(1).default(3),
  /** The ceiling on payments holding stock opened from one internet address in a store, by anyone. */
  MAX_OPEN_HOLDS_PER_ADDRESS: z.coerce.number().int().min(1).default(MAX_OPEN_CHECKOUTS_PER_ADDRESS),
  /** Notion as a store's workspace: the public integration's OAuth client. Without an id, connecting is not offered. */
  NOTION_CLIENT_ID: secret(z.string()),
  NOTION_CLIENT_SECRET: secret(z.string()),
  /** The redirect URI registered with the integration; by default the first web origin's /notion-callback. */
  NOTION_REDIRECT_URI: optionalUrl,
  /** Another Notion API address (a local stand-in in tests). */
  NOTION_API_URL: optionalUrl,
  /** How often each connected store's products are pulled from its Notion products database. */
  NOTION_SYNC_CRON: cronPattern('NOTION_SYNC_CRON', '*/15 * * * *'),
  /**
   * Images named by address (a Notion product's ProductImage) are fetched only from public
   * addresses: private, loopback and link-local ones are refused. true lets them through, for a
   * local Notion stand-in in tests; production refuses to start with it.
   */
  IMAGE_FETCH_ALLOW_PRIVATE: z.stringbool().default(false),
  /**
   * How long an api holds a catalog import it runs before another api may take it over (it renews
   * the hold after every batch); after a crash, the import resumes once this has passed.
   */
  CATALOG_IMPORT_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
  /** A key valid for every store (the web's SITKA_API_KEY); only its hash is kept in memory. */
  PLATFORM_API_KEY: secret(z.string().min(32, 'PLATFORM_API_KEY must be at least 32 characters')),
  /** Authorises operator routes (creating stores); outside production it is kept in the data dir when unset. */
  OPERATOR_TOKEN: secret(z.string().min(32, 'OPERATOR_TOKEN must be at least 32 characters')),
});

/** Secrets production refuses to start without: a generated or derived one would not survive a restart. */
export const PRODUCTION_SECRETS = ['JWT_SECRET', 'FIELD_ENCRYPTION_KEY', 'REVALIDATE_SECRET'] as const;

export type Config = z.infer<typeof envSchema> & {
  storageDir: string;
  /** The bucket files live in; null keeps them in storageDir. */
  s3: S3Settings | null;
  /** S3 settings that are missing from a partial S3 configuration (outside production: files stay local). */
  s3Missing: string[];
  pgliteDir: string;
  /** Which card provider runs: Stripe with a secret key, else the built-in test provider. */
  paymentsProvider: 'stripe' | 'test';
  /** Whether makers may sign up for a store (SELF_SERVICE_SIGNUP, by default on outside production). */
  selfServiceSignup: boolean;
};

/** What an S3 bucket needs besides S3_ENDPOINT and S3_FORCE_PATH_STYLE, which have defaults. */
export const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The S3 settings, or what a partial S3 configuration (any S3 setting given) is missing. */
function s3Settings(config: z.infer<typeof envSchema>): { s3: S3Settings | null; missing: string[] } {
  const given = config.S3_ENDPOINT !== undefined || S3_REQUIRED.some((name) => config[name] !== undefined);
  const missing = given ? S3_REQUIRED.filter((name) => config[name] === undefined) : [];
  if (!given || missing.length) return { s3: null, missing };
  return {
    s3: {
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION!,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    },
    missing,
  };
}

/** Rules across variables; each problem names the variables that fix it. */
function crossProblems(config: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (config.PAYMENTS_PROVIDER === 'stripe' && !config.STRIPE_SECRET_KEY) {
    problems.push('  STRIPE_SECRET_KEY: PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  }
  if (config.NOTION_CLIENT_ID && !config.NOTION_CLIENT_SECRET)
    problems.push('  NOTION_CLIENT_SECRET: NOTION_CLIENT_ID needs the integration’s NOTION_CLIENT_SECRET');
  if (config.NODE_ENV !== 'production') return problems;
  const missing = PRODUCTION_SECRETS.filter((name) => !config[name]);
  if (missing.length)
    problems.push(
      `  ${missing.join(', ')}: required in production (NODE_ENV=production); set ${missing.length > 1 ? 'each' : 'it'} to a long random value`,
    );
  if (!config.STRIPE_SECRET_KEY && config.PAYMENTS_PROVIDER !== 'test') {
    problems.push(
      '  STRIPE_SECRET_KEY: production takes real card payments; set STRIPE_SECRET_KEY, or PAYMENTS_PROVIDER=test to run the built-in test provider on purpose',
    );
  }
  const s3Missing = s3Settings(config).missing;
  if (s3Missing.length)
    problems.push(
      `  ${s3Missing.join(', ')}: files in S3 (an S3 setting is given) need ${s3Missing.length > 1 ? 'them' : 'it'} too; set ${S3_REQUIRED.join(', ')}, or none of the S3 settings to keep files in DATA_DIR`,
    );
  if (config.IMAGE_FETCH_ALLOW_PRIVATE) {
    problems.push(
      '  IMAGE_FETCH_ALLOW_PRIVATE: would let a Notion row make the api fetch from its own network; remove it in production',
    );
  }
  return problems;
}

/** Parses an environment (process.env by default) into the api's config. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid api configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const problems = crossProblems(config);
  if (problems.length) throw new Error(`Invalid api configuration:\n${problems.join('\n')}`);
  const { s3, missing } = s3Settings(config);
  return {
    ...config,
    s3,
    s3Missing: missing,
    paymentsProvider: config.PAYMENTS_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'test'),
    selfServiceSignup: config.SELF_SERVICE_SIGNUP ?? config.NODE_ENV !== 'production',
    storageDir: path.join(config.DATA_DIR, 'storage'),
    pgliteDir: path.join(config.DATA_DIR, 'db'),
  };
}

/** Every setting the api reads, so deployment files can be checked against it (tests/unit/deploy-settings.test.ts). */
export const API_SETTINGS: readonly string[] = Object.keys(envSchema.shape);
