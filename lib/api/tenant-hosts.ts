import 'server-only';
import { env } from '@/lib/env';
import { isTenantId } from '@/lib/tenant-id';
import { onTagsExpired } from '@/lib/shared-cache/expired-tags';
import { TAGS } from '@/lib/tags';
import { apiHeaders, callApi } from './client';

const RESOLVED_TTL_MS = 60_000;
const RESOLVE_TIMEOUT_MS = 2_000;
const RETRY_AFTER_FAILURE_MS = 5_000;
// Host headers come from the outside; bound the cache so random names cannot grow it forever.
const MAX_ENTRIES = 1_000;
const CACHE_KEY = Symbol.for('sitka.tenant-hosts');

/** The api could not say which store serves a host, and none is known from before. */
export class TenantUnavailableError extends Error {
  constructor(hostname: string, options?: { cause?: unknown }) {
    super(`The store of ${hostname} could not be resolved`, options);
    this.name = 'TenantUnavailableError';
  }
}

/** A host's store, and whether it is open to shoppers (a signed-up store waits for its owner). */
export type HostStore = { tenant: string; opened: boolean };

/**
 * host → tenant, as the api last said. An entry past its time is still served while a fresh
 * lookup runs: a slow api keeps every store on its own host, it never turns one into another.
 */
type Cache = {
  known: Map<string, HostStore & { expires: number }>;
  pending: Map<string, Promise<HostStore>>;
  listening?: boolean;
};
// One cache per process: the proxy and the route handlers are bundled apart, and a change of a
// store's domains (app/api/revalidate/hosts) must reach the copy the proxy reads.
const shared = globalThis as typeof globalThis & { [CACHE_KEY]?: Cache };
const cache: Cache = (shared[CACHE_KEY] ??= { known: new Map(), pending: new Map() });
const { known, pending } = cache;

// With the shared cache (Redis), the api expires a host's tag when a store's domains change, and
// every web instance hears it; without, it posts the names to app/api/revalidate/hosts.
const HOST_TAG = TAGS.host('');
if (!cache.listening) {
  cache.listening = true;
  onTagsExpired((tags) =>
    forgetHosts(tags.filter((tag) => tag.startsWith(HOST_TAG)).map((tag) => tag.slice(HOST_TAG.length))),
  );
}

/** The api's answer for a host; throws when there is none to be had (timeout, 5xx, garbage). */
async function lookUp(hostname: string): Promise<HostStore> {
  const response = await callApi(`${env.API_URL}/api/tenants/resolve?host=${encodeURIComponent(hostname)}`, {
    headers: apiHeaders(),
    signal: AbortSignal.timeout(RESOLVE_TIMEOUT_MS),
    cache: 'no-store',
  });
  // No store claims this host (localhost, a bare address): the default store serves it.
  if (response.status === 404) return { tenant: env.DEFAULT_TENANT, opened: true };
  if (!response.ok) throw new Error(`The api answered ${response.status}`);
  const body = (await response.json()) as { tenantId?: unknown; opened?: unknown };
  const tenant = typeof body.tenantId === 'string' ? body.tenantId.toLowerCase() : '';
  if (!isTenantId(tenant)) throw new Error('The api named no valid store');
  return { tenant, opened: body.opened !== false };
}

function refresh(key: string): Promise<HostStore> {
  const inFlight = pending.get(key);
  if (inFlight) return inFlight;
  const lookup = lookUp(key)
    .then((store) => {
      if (!known.has(key) && known.size >= MAX_ENTRIES) known.delete(known.keys().next().value!);
      known.set(key, { ...store, expires: Date.now() + RESOLVED_TTL_MS });
      return store;
    })
    .catch((error: unknown) => {
      // Keep the last known store, and ask again only after a pause rather than on every request.
      const last = known.get(key);
      if (last) known.set(key, { ...last, expires: Date.now() + RETRY_AFTER_FAILURE_MS });
      throw error;
    })
    .finally(() => pending.delete(key));
  pending.set(key, lookup);
  return lookup;
}

/**
 * The tenant that serves a host name. Fresh answers are cached for a minute; after that the last
 * known one is served at once while the api is asked again in the background. A host never
 * resolved before waits for the api and, if it cannot answer, gets TenantUnavailableError (the
 * caller answers 503), never the default store.
 */
export async function resolveTenant(hostname: string): Promise<string> {
  return (await resolveHost(hostname)).tenant;
}

/** The store that serves a host name and whether it is open, as resolveTenant finds it. */
export async function resolveHost(hostname: string): Promise<HostStore> {
  const key = hostname.toLowerCase();
  if (!key) return { tenant: env.DEFAULT_TENANT, opened: true };
  const hit = known.get(key);
  if (hit) {
    if (hit.expires <= Date.now()) refresh(key).catch(() => undefined);
    return { tenant: hit.tenant, opened: hit.opened };
  }
  try {
    return await refresh(key);
  } catch (error) {
    throw new TenantUnavailableError(key, { cause: error });
  }
}

/**
 * Forgets what the api said of these host names (a store added or removed them): the next request
 * on each asks the api again, so it reaches its new store, or none, at once.
 */
export function forgetHosts(hostnames: readonly string[]): void {
  for (const hostname of hostnames) {
    const key = hostname.toLowerCase();
    known.delete(key);
    pending.delete(key);
  }
}

/** Forgets every mapping (tests). */
export function forgetTenants(): void {
  known.clear();
  pending.clear();
}
