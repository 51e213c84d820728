import { eq } from 'drizzle-orm';
import { pickPrimaryDomain } from '../../../lib/store-domain';
import type { Database } from '../db/client';
import { tenantDomains } from '../db/schema';

/** The primary domain of a store (its tenant record's domains, see pickPrimaryDomain), or null. */
export async function primaryDomain(db: Database, tenantId: string): Promise<string | null> {
  const rows = await db.select({ domain: tenantDomains.domain }).from(tenantDomains).where(eq(tenantDomains.tenantId, tenantId));
  return pickPrimaryDomain(rows.map((row) => row.domain));
}
