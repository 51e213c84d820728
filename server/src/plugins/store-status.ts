/**
 * A store the platform's operator suspended takes no changes: every write to it (checkout, the
 * back-office, its API keys) is refused here, in one place, with 423 STORE_SUSPENDED. Reads still
 * answer, so the owner sees their data, and signing in (and the rest of /api/auth) and a person's
 * privacy rights still work. The status is cached for a few seconds per store and forgotten at
 * once when the operator changes it on this instance (others see it within the few seconds).
 */
import fp from 'fastify-plugin';
import type { StoreStatus } from '@/lib/constants/staff';
import { ApiError } from '../errors';
import { findStoreStatus } from '../repositories/platform-stores';

const TTL_MS = 10_000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Writes a suspended store still takes: signing in and out, and a person's privacy rights. */
const STILL_OPEN = ['/api/auth/', '/api/profile/'];
/** …but no new customer accounts while it is closed, and no change to the store's own sign-in rule. */
const CLOSED_TOO = new Set(['/api/auth/register', '/api/auth/two-factor/requirement']);

/** Whether a write to a suspended store at this route is refused. */
export const refusedWhenSuspended = (method: string, url: string) =>
  WRITES.has(method) && (CLOSED_TOO.has(url) || !STILL_OPEN.some((prefix) => url.startsWith(prefix)));

export default fp(
  async (app) => {
    const cache = new Map<string, { status: StoreStatus; expires: number }>();

    async function storeStatusOf(id: string): Promise<StoreStatus> {
      const hit = cache.get(id);
      if (hit && hit.expires > Date.now()) return hit.status;
      const status = (await findStoreStatus(app.db, id)) ?? 'active';
      cache.set(id, { status, expires: Date.now() + TTL_MS });
      return status;
    }

    app.decorate('storeStatusOf', storeStatusOf);
    app.decorate('storeStatusChanged', (id: string) => void cache.delete(id));

    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!request.tenant || !url || !refusedWhenSuspended(request.method, url)) return;
      if ((await storeStatusOf(request.tenant.id)) === 'suspended')
        throw new ApiError({ status: 423, code: 'STORE_SUSPENDED' });
    });
  },
  { name: 'store-status', dependencies: ['db', 'tenant'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** A store's status ('active' or 'suspended'), cached for a few seconds. */
    storeStatusOf(id: string): Promise<StoreStatus>;
    /** Forgets a store's cached status after the operator changed it. */
    storeStatusChanged(id: string): void;
  }
}
