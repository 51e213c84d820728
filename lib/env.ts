/**
 * The web's configuration: `process.env` is read here once and parsed with zod, so a bad value fails
 * at start with a message naming the variable. Server code only; the browser receives what it needs
 * (the realtime URL) as props.
 */
import { z } from 'zod';
import { DEFAULT_REDIS_PREFIX, REDIS_PREFIX_MESSAGE, REDIS_PREFIX_PATTERN } from './redis-prefix';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());
const positiveMs = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().positive().default(fallback));

const envSchema = z.object({
  API_URL: z.preprocess(blankToUndefined, z.url().default('http://localhost:4000')),
  DEFAULT_TENANT: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().default('demo')),
  SITKA_API_KEY: optionalString,
  REVALIDATE_SECRET: optionalString,
  NEXT_PUBLIC_REALTIME_URL: optionalUrl,
  PRODUCT_TIMEOUT_MS: positiveMs(3_000),
  LIST_TIMEOUT_MS: positiveMs(5_000),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  NODE_ENV: z.preprocess(blankToUndefined, z.string().default('development')),
  /** Encrypts the session cookie; without it nobody can sign in (next-auth refuses to start). */
  NEXTAUTH_SECRET: optionalString,
  /** Only decides whether session cookies are Secure; redirects never use it (one web, many hosts). */
  NEXTAUTH_URL: optionalUrl,
  /** reCAPTCHA v3 site key; unset, the sign-in forms say nothing about a security check. */
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: optionalString,
  /** Stripe's publishable key; unset, checkout uses the api's built-in test card form. */
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalString,
  /** Error reporting (Sentry) of the web's server; unset, nothing is sent. NEXT_PUBLIC_SENTRY_DSN does the same for browsers. */
  SENTRY_DSN: optionalUrl,
  /** The page cache every web instance shares (next.config.mjs); unset, each web keeps its own. */
  REDIS_URL: optionalUrl,
  /**
   * The platform's own domain, the api's PLATFORM_DOMAIN: a signed-up store is served at
   * `{slug}.{PLATFORM_DOMAIN}`, and `www.{PLATFORM_DOMAIN}` serves the platform's own pages.
   */
  PLATFORM_DOMAIN: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().default('localhost')),
  /** More host names that serve the platform's pages (home, sign-up), the api's PLATFORM_HOSTS. */
  PLATFORM_HOSTS: z.preprocess(blankToUndefined, z.string().default('')),
  /** Starts every Redis key and channel; the api's REDIS_PREFIX, the same for both. */
  REDIS_PREFIX: z.preprocess(
    blankToUndefined,
    z.string().trim().regex(REDIS_PREFIX_PATTERN, REDIS_PREFIX_MESSAGE).default(DEFAULT_REDIS_PREFIX),
  ),
});

export type WebEnv = z.infer<typeof envSchema> & {
  /** Where the browser opens the live socket: NEXT_PUBLIC_REALTIME_URL, else the api itself. */
  realtimeUrl: string;
  /** Session cookies get the Secure flag (and next-auth's __Secure- name) behind https. */
  secureCookies: boolean;
};

/**
 * Every setting the web reads: these, PORT and WEB_TRUSTED_PROXIES (its server, scripts/web-server.ts)
 * and NEXT_PUBLIC_SENTRY_DSN (inlined into the browser's code at build time).
 */
export const WEB_SETTINGS: readonly string[] = [
  ...Object.keys(envSchema.shape),
  'PORT',
  'WEB_TRUSTED_PROXIES',
  'NEXT_PUBLIC_SENTRY_DSN',
];

/** Secrets a production web refuses to run without: sessions and revalidation depend on them. */
export const WEB_PRODUCTION_SECRETS = ['NEXTAUTH_SECRET', 'REVALIDATE_SECRET'] as const;

/**
 * Parses an environment (process.env by default); exported so a test can feed its own. A build
 * (`next build` sets NEXT_PHASE) runs with NODE_ENV=production but serves nobody, so only a
 * running production server insists on the secrets.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): WebEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web configuration:\n${lines.join('\n')}`);
  }
  const building = source.NEXT_PHASE === 'phase-production-build';
  const missing = WEB_PRODUCTION_SECRETS.filter((name) => !parsed.data[name]);
  if (parsed.data.NODE_ENV === 'production' && !building && missing.length) {
    throw new Error(
      `Invalid web configuration:\n  ${missing.join(', ')}: required in production (NODE_ENV=production); set ${missing.length > 1 ? 'each' : 'it'} to a long random value (REVALIDATE_SECRET the same as the api's)`,
    );
  }
  const apiUrl = parsed.data.API_URL.replace(/\/+$/, '');
  return {
    ...parsed.data,
    API_URL: apiUrl,
    realtimeUrl: (parsed.data.NEXT_PUBLIC_REALTIME_URL ?? apiUrl).replace(/\/+$/, ''),
    secureCookies: parsed.data.NEXTAUTH_URL?.startsWith('https://') ?? false,
  };
}

export const env: WebEnv = loadEnv();
