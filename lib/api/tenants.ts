import 'server-only';
import { env } from '@/lib/env';
import { isTenantId } from '@/lib/tenant';
import { apiHeaders } from './client';

const RESOLVED_TTL_MS = 60_000;
// A failed lookup is retried soon, so a store is not shown as the default one for long.
const FAILED_TTL_MS = 5_000;
const RESOLVE_TIMEOUT_MS = 2_000;
// Host headers come from the outside; bound the cache so random names cannot grow it forever.
const MAX_ENTRIES = 1_000;

const resolved = new Map<string, { tenant: string; expires: number }>();
const pending = new Map<string, Promise<string>>();

async function lookUp(hostname: string): Promise<{ tenant: string; ttl: number }> {
  try {
    const response = await fetch(`${env.API_URL}/api/tenants/resolve?host=${encodeURIComponent(hostname)}`, {
      headers: apiHeaders(),
      signal: AbortSignal.timeout(RESOLVE_TIMEOUT_MS),
      cache: 'no-store',
    });
    if (response.status === 404) return { tenant: env.DEFAULT_TENANT, ttl: RESOLVED_TTL_MS };
    if (!response.ok) return { tenant: env.DEFAULT_TENANT, ttl: FAILED_TTL_MS };
    const body = (await response.json()) as { tenantId?: unknown };
    const tenant = typeof body.tenantId === 'string' ? body.tenantId.toLowerCase() : '';
    return isTenantId(tenant)
      ? { tenant, ttl: RESOLVED_TTL_MS }
      : { tenant: env.DEFAULT_TENANT, ttl: FAILED_TTL_MS };
  } catch {
    return { tenant: env.DEFAULT_TENANT, ttl: FAILED_TTL_MS };
  }
}

/**
 * The tenant that serves a host name: the api's answer, cached in memory for a minute, else
 * DEFAULT_TENANT. Concurrent lookups of one host share a single call.
 */
export async function resolveTenant(hostname: string): Promise<string> {
  const key = hostname.toLowerCase();
  if (!key) return env.DEFAULT_TENANT;
  const hit = resolved.get(key);
  if (hit && hit.expires > Date.now()) return hit.tenant;
  const inFlight = pending.get(key);
  if (inFlight) return inFlight;
  const lookup = lookUp(key)
    .then(({ tenant, ttl }) => {
      if (resolved.size >= MAX_ENTRIES) resolved.clear();
      resolved.set(key, { tenant, expires: Date.now() + ttl });
      return tenant;
    })
    .finally(() => pending.delete(key));
  pending.set(key, lookup);
  return lookup;
}
