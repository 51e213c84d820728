/**
 * A store made by sign-up is not open to shoppers until its owner opens it: the web shows them
 * "coming soon" instead of the storefront, and checkout is refused here. Opening is once; a store
 * the operator made is open from the start.
 */
import type { FastifyInstance } from 'fastify';
import type { StoreOpening } from '@/lib/schemas/platform';
import { ApiError } from '@server/errors';
import { listDomains } from '@server/repositories/domains';
import { findOpenedAt, markOpened } from '@server/repositories/tenants';
import type { Tenant } from '@server/types';
import { expireFor } from '../cache/expiry';
import { webForgets } from './custom-domains';

/** Whether the store is open to shoppers, since when, and its name (a new store has no record yet). */
export async function storeOpening(app: FastifyInstance, tenant: Tenant): Promise<StoreOpening> {
  const openedAt = await findOpenedAt(app.db, tenant.id);
  return { open: Boolean(openedAt), openedAt: openedAt?.toISOString() ?? null, storeName: tenant.name };
}

/** Whether shoppers may see the store (a store that does not exist is nobody's to hide). */
export async function isOpen(app: FastifyInstance, tenantId: string): Promise<boolean> {
  return (await findOpenedAt(app.db, tenantId)) !== null;
}

/** 403 STORE_NOT_OPEN for a store its owner has not opened yet: nobody buys from it. */
export async function refuseUnopened(app: FastifyInstance, tenantId: string): Promise<void> {
  if ((await findOpenedAt(app.db, tenantId)) === null)
    throw new ApiError({ status: 403, code: 'STORE_NOT_OPEN' });
}

/**
 * Opens the store (its owner or a manager: the route's staff area). The web forgets what it knew
 * of the store's hosts and its cached layouts, so shoppers see the storefront at once.
 */
export async function openStore(app: FastifyInstance, tenant: Tenant): Promise<StoreOpening> {
  const tenantId = tenant.id;
  if (await markOpened(app.db, tenantId)) {
    const hosts = (await listDomains(app.db, tenantId)).map((row) => row.domain);
    expireFor(app, 'store-opened', { storeId: tenantId });
    webForgets(app, tenantId, hosts);
  }
  return storeOpening(app, tenant);
}
