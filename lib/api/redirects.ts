import 'server-only';
import { env } from '@/lib/env';
import { redirectLookupSchema } from '@/lib/schemas/redirects';
import { onTagsExpired } from '@/lib/shared-cache/expired-tags';
import { apiFetch, apiHeaders, callApi } from './client';
import { TAGS } from './tags';

const ANSWER_TTL_MS = 60_000;
const LOOKUP_TIMEOUT_MS = 1_500;
// Paths come from the outside; bound the cache so random ones cannot grow it forever.
const MAX_ENTRIES = 5_000;
const CACHE_KEY = Symbol.for('sitka.redirects');

/**
 * (store, path) → where the api said it redirects (null: nowhere), for a minute. Asked only for
 * a path no page serves, or an old address (a product's id, Shopify's `/products/…`): a shop's
 * normal pages never wait on it. One cache per process, as the proxy and the pages are bundled apart.
 */
type Cache = { known: Map<string, { to: string | null; expires: number }>; listening?: boolean };
const shared = globalThis as typeof globalThis & { [CACHE_KEY]?: Cache };
const cache: Cache = (shared[CACHE_KEY] ??= { known: new Map() });

/** Forgets the answers of the stores whose redirects or products these expired tags name. */
export function forgetRedirectsFor(tags: readonly string[]): void {
  const stores = tags
    .map((tag) => /^(?:redirects|products):(.+)$/.exec(tag)?.[1])
    .filter((store): store is string => Boolean(store));
  if (stores.length === 0) return;
  for (const key of cache.known.keys())
    if (stores.some((store) => key.startsWith(`${store} `))) cache.known.delete(key);
}

if (!cache.listening) {
  cache.listening = true;
  onTagsExpired(forgetRedirectsFor);
}

async function ask(tenant: string, path: string): Promise<string | null> {
  const response = await callApi(`${env.API_URL}/api/redirects/resolve?${new URLSearchParams({ path })}`, {
    headers: apiHeaders(tenant),
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`The api answered ${response.status}`);
  return redirectLookupSchema.parse(await response.json()).to;
}

/**
 * Where this path of the store redirects now, or null. An api that cannot answer is no redirect
 * (the path is then answered as it would be without one), and is asked again on the next request.
 */
export async function findRedirect(tenant: string, path: string): Promise<string | null> {
  const key = `${tenant} ${path}`;
  const hit = cache.known.get(key);
  if (hit && hit.expires > Date.now()) return hit.to;
  try {
    const to = await ask(tenant, path);
    if (!cache.known.has(key) && cache.known.size >= MAX_ENTRIES)
      cache.known.delete(cache.known.keys().next().value!);
    cache.known.set(key, { to, expires: Date.now() + ANSWER_TTL_MS });
    return to;
  } catch (error) {
    console.warn(`[redirects] ${path} for ${tenant}:`, (error as Error).message);
    return null;
  }
}

/**
 * For a page that would otherwise say "not found" (a renamed handle's old address): the same
 * answer through Next's data cache, so the page stays cacheable; the store's redirects and products
 * tags expire it.
 */
export async function findPageRedirect(tenant: string, path: string): Promise<string | null> {
  try {
    const response = await apiFetch(`/api/redirects/resolve?${new URLSearchParams({ path })}`, {
      tenant,
      timeoutMs: LOOKUP_TIMEOUT_MS,
      revalidate: ANSWER_TTL_MS / 1000,
      tags: [TAGS.redirects(tenant), TAGS.products(tenant)],
    });
    if (!response.ok) return null;
    return redirectLookupSchema.parse(await response.json()).to;
  } catch (error) {
    console.warn(`[redirects] ${path} for ${tenant}:`, (error as Error).message);
    return null;
  }
}

/** The redirect's target for a request: the request's query goes along when the target has none. */
export function redirectTarget(to: string, search: string): string {
  return to.includes('?') || !search ? to : `${to}${search}`;
}
