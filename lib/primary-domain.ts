/**
 * A store's primary domain and the absolute origin of its pages. Canonical links, Open Graph,
 * JSON-LD and the sitemap all name this one origin, whichever of the store's hosts served the page.
 */

const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[?[0-9a-f:]+\]?)$/i;

/** Loopback names and addresses, which only a developer's machine serves (over http). */
export function isLocalDomain(domain: string): boolean {
  return domain === 'localhost' || domain.endsWith('.localhost') || IP_ADDRESS.test(domain);
}

/**
 * The store's primary domain among those its tenant record lists: a name rather than an address,
 * and a specific name rather than bare `localhost`; of equals, the shortest, then alphabetical.
 * Null when the store lists none.
 */
export function pickPrimaryDomain(domains: readonly string[]): string | null {
  const rank = (domain: string) => (IP_ADDRESS.test(domain) ? 2 : domain === 'localhost' ? 1 : 0);
  const sorted = [...domains]
    .map((domain) => domain.toLowerCase())
    .sort((a, b) => rank(a) - rank(b) || a.length - b.length || a.localeCompare(b));
  return sorted[0] ?? null;
}

/**
 * The absolute origin of a store's pages: https on its domain; a local domain is served over http
 * on the port of the web's public URL (`publicUrl`, e.g. NEXTAUTH_URL), as a developer runs it.
 */
export function storeOrigin(domain: string, publicUrl?: string): string {
  if (!isLocalDomain(domain)) return `https://${domain}`;
  let port = '';
  try {
    port = publicUrl ? new URL(publicUrl).port : '';
  } catch {
    port = '';
  }
  return `http://${domain}${port ? `:${port}` : ''}`;
}
