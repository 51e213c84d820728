/** Tenant ids are slugs; anything else never reaches a header, a cache key or a file path. */
export const TENANT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The folders of public/, whose files the web serves as they are (the proxy's matcher skips them). */
export const PUBLIC_FOLDERS = ['events', 'gallery', 'templates'] as const;

/**
 * Names no store may take: the first segments of addresses the web serves itself. A page under
 * `app/[tenant]` reached with one of them is never a store's.
 */
export const RESERVED_TENANT_IDS: readonly string[] = [
  'api',
  'backups',
  'sitemap',
  // The platform's own pages (home, sign-up), served on its hosts.
  'platform',
  ...PUBLIC_FOLDERS,
];
export const RESERVED_SLUG_MESSAGE = (slug: string) =>
  `The slug ${slug} names one of the site's own addresses; choose another.`;

export function isTenantId(value: unknown): value is string {
  return typeof value === 'string' && TENANT_ID_PATTERN.test(value) && !RESERVED_TENANT_IDS.includes(value);
}

/**
 * The host name a request was made to, lower-cased and without the port. A reverse proxy's
 * `x-forwarded-host` wins over `host`, since that is the name the shopper typed.
 */
export function requestHostname(headers: Headers): string {
  const raw = headers.get('x-forwarded-host') ?? headers.get('host') ?? '';
  const first = raw.split(',')[0].trim().toLowerCase();
  // IPv6 literals keep their brackets; only a trailing :port is cut.
  return first.startsWith('[') ? first.replace(/(\])(:\d+)?$/, '$1') : first.replace(/:\d+$/, '');
}

/** The origin a request was made to (scheme and host with port), for absolute URLs. */
export function requestOrigin(headers: Headers): string {
  const host = (headers.get('x-forwarded-host') ?? headers.get('host') ?? 'localhost').split(',')[0].trim();
  const proto = (headers.get('x-forwarded-proto') ?? 'http').split(',')[0].trim();
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
