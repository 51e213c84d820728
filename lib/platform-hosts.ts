/**
 * Which host names serve the platform's own pages (its home, sign-up and sign-in) rather than a
 * store: `www.{PLATFORM_DOMAIN}` and each of PLATFORM_HOSTS. The bare PLATFORM_DOMAIN keeps
 * serving the default store (the demo at `localhost`) unless PLATFORM_HOSTS lists it.
 */
export function isPlatformHost(hostname: string, settings: { domain: string; hosts: string }): boolean {
  const host = hostname.toLowerCase();
  if (!host) return false;
  if (host === `www.${settings.domain}`) return true;
  return settings.hosts
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .some((entry) => entry && entry === host);
}

/**
 * The sign-in page of a store from what its owner typed: its slug (`{slug}.{domain}`), or its whole
 * address. The scheme and port are the platform page's own, as a developer runs both on one web.
 */
export function storeSignInUrl(
  typed: string,
  domain: string,
  current: { protocol: string; port: string },
): string {
  const address = typed
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  const host = address.includes('.') ? address : `${address}.${domain}`;
  return `${current.protocol}//${host}${current.port ? `:${current.port}` : ''}/login`;
}
