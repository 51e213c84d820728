/** The yearly purge: lines older than the retention (366 days) go; everything younger stays. */
import { AUDIT_RETENTION_DAYS } from '@/lib/schemas/audit';
import type { Database } from '@server/db/client';
import { purgeAuditLinesBefore } from '@server/repositories/audit-log';

/** Deletes every store's lines older than the retention at `now`; answers how many went. */
export async function purgeOldAuditLines(db: Database, now = new Date()): Promise<{ purged: number }> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000);
  return { purged: await purgeAuditLinesBefore(db, cutoff) };
}
