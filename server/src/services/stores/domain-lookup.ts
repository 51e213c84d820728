import type { FastifyInstance } from 'fastify';
import { pickPrimaryDomain, storeOrigin } from '@/lib/primary-domain';
import type { Database } from '@server/db/client';
import { listDomains, verifiedHolder, type Executor } from '@server/repositories/domains';

/** The store a host name is verified for; null when no store serves it. */
export function tenantServedAt(db: Database, host: string): Promise<string | null> {
  return verifiedHolder(db, host);
}

/**
 * The primary domain of a store: the one its owner's settings mark primary; for a store with none
 * marked, the rule of pickPrimaryDomain over its verified domains. Null when it has none.
 */
export async function primaryDomain(db: Executor, tenantId: string): Promise<string | null> {
  const rows = (await listDomains(db, tenantId)).filter((row) => row.verifiedAt);
  return rows.find((row) => row.isPrimary)?.domain ?? pickPrimaryDomain(rows.map((row) => row.domain));
}

/**
 * The absolute origin of a store's pages, for every link the api mails or hands out: its primary
 * domain; without one, the platform's own address (WEB_URL, where the default store is served)
 * for the default store, and `{store}.localhost` for any other, as a developer runs it.
 */
export async function storeAddress(
  app: FastifyInstance,
  tenantId: string,
  db: Executor = app.db,
): Promise<string> {
  const domain = await primaryDomain(db, tenantId);
  const platform = app.config.WEB_URL ?? 'http://localhost:3000';
  if (domain) return storeOrigin(domain, platform);
  if (tenantId === app.config.DEFAULT_TENANT) return new URL(platform).origin;
  return storeOrigin(`${tenantId}.localhost`, platform);
}

/** An absolute link to `path` on the store's own address (read through `db`, a transaction's too). */
export async function storeLink(
  app: FastifyInstance,
  tenantId: string,
  path: string,
  db: Executor = app.db,
): Promise<string> {
  return new URL(path, await storeAddress(app, tenantId, db)).toString();
}
