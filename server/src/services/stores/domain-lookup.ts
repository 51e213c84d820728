import { pickPrimaryDomain } from '../../../../lib/primary-domain';
import type { Database } from '../../db/client';
import { listDomains, verifiedHolder } from '../../repositories/domains';

/** The store a host name is verified for; null when no store serves it. */
export function tenantServedAt(db: Database, host: string): Promise<string | null> {
  return verifiedHolder(db, host);
}

/**
 * The primary domain of a store: the one its owner's settings mark primary; for a store with none
 * marked, the rule of pickPrimaryDomain over its verified domains. Null when it has none.
 */
export async function primaryDomain(db: Database, tenantId: string): Promise<string | null> {
  const rows = (await listDomains(db, tenantId)).filter((row) => row.verifiedAt);
  return rows.find((row) => row.isPrimary)?.domain ?? pickPrimaryDomain(rows.map((row) => row.domain));
}
