import fp from 'fastify-plugin';
import { TENANT_HEADER } from '@/lib/constants/api';
import { ApiError } from '../errors';
import { findTenant as findTenantRow } from '../repositories/tenants';
import type { Tenant } from '../types';

const TTL_MS = 60_000;
const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Resolves `X-Tenant-Id` on every store route into `request.tenant`. Tenants are few and rarely
 * change, so a found one is cached for a minute; an unknown one answers 404 and is asked for again
 * next time, so a store created meanwhile (by any instance) is served at once.
 */
export default fp(
  async (app) => {
    const cache = new Map<string, { tenant: Tenant; expires: number }>();

    async function findTenant(id: string): Promise<Tenant | null> {
      const hit = cache.get(id);
      if (hit && hit.expires > Date.now()) return hit.tenant;
      const row = await findTenantRow(app.db, id);
      if (!row) {
        cache.delete(id);
        return null;
      }
      cache.set(id, { tenant: row, expires: Date.now() + TTL_MS });
      return row;
    }

    app.decorateRequest('tenant', null as unknown as Tenant);
    app.decorate('findTenant', findTenant);

    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      // Unmatched routes fall to the 404 handler; the API docs serve every tenant.
      if (!url || request.routeOptions.config?.tenant === false || url.startsWith('/api/docs')) return;
      const raw = request.headers[TENANT_HEADER];
      const id = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
      if (!id) throw new ApiError({ status: 400, code: 'TENANT_REQUIRED', field: 'x-tenant-id' });
      const tenant = TENANT_ID.test(id) ? await findTenant(id) : null;
      if (!tenant)
        throw new ApiError({
          status: 404,
          code: 'TENANT_NOT_FOUND',
          message: `Unknown store: ${id.slice(0, 64)}`,
          field: 'x-tenant-id',
        });
      request.tenant = tenant;
    });
  },
  { name: 'tenant', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    findTenant(id: string): Promise<Tenant | null>;
  }
}
