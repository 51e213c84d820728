/**
 * SQL for a store's activity log. Lines are only ever inserted: the database refuses to change one
 * and deletes one only in a transaction that says it purges (`sitka.audit_purge`), which only the
 * yearly purge and a store's deletion do.
 */
import { and, desc, eq, gte, isNotNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Runner = Database | Tx;

export type AuditLine = typeof auditLog.$inferSelect;
export type NewAuditLine = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

/** A filtered read: the bounds are instants already turned from the store's days. */
export type AuditFilter = {
  actorId?: string;
  kind?: string;
  from?: SQL;
  to?: SQL;
  /** Lines strictly before this one (time to the microsecond, then id). */
  before?: { at: string; id: number };
};

/** The line's time to the microsecond in UTC, which the keyset cursor carries. */
const preciseAt = sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Appends a line. */
export async function insertAuditLine(db: Runner, line: NewAuditLine): Promise<void> {
  await db.insert(auditLog).values(line);
}

/** The email and back-office role of the account making a change, or null. */
export async function findActorProfile(
  db: Runner,
  tenantId: string,
  userId: string,
): Promise<{ email: string; staffRole: string | null } | null> {
  const [row] = await db
    .select({ email: users.email, staffRole: users.staffRole })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

function conditions(tenantId: string, filter: AuditFilter): SQL | undefined {
  const { actorId, kind, from, to, before } = filter;
  return and(
    eq(auditLog.tenantId, tenantId),
    actorId ? eq(auditLog.actorId, actorId) : undefined,
    kind ? like(auditLog.action, `${kind.replace(/[%_\\]/g, '\\$&')}.%`) : undefined,
    from ? gte(auditLog.createdAt, from) : undefined,
    to ? lt(auditLog.createdAt, to) : undefined,
    before
      ? or(
          lt(auditLog.createdAt, sql`${before.at}::timestamptz`),
          and(eq(auditLog.createdAt, sql`${before.at}::timestamptz`), lt(auditLog.id, before.id)),
        )
      : undefined,
  );
}

/** The store's lines matching `filter`, newest first, at most `limit`, each with its precise time. */
export async function findAuditLines(
  db: Runner,
  tenantId: string,
  filter: AuditFilter,
  limit: number,
): Promise<(AuditLine & { preciseAt: string })[]> {
  const rows = await db
    .select({ line: auditLog, preciseAt })
    .from(auditLog)
    .where(conditions(tenantId, filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.line, preciseAt: row.preciseAt }));
}

/** Everyone with a line in the store's log (as the log wrote them), by email. */
export async function findAuditPeople(
  db: Runner,
  tenantId: string,
): Promise<{ id: string; email: string | null }[]> {
  const rows = await db
    .selectDistinct({ id: auditLog.actorId, email: auditLog.actorEmail })
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), isNotNull(auditLog.actorId)));
  const byId = new Map<string, string | null>();
  for (const row of rows) if (row.id && !byId.get(row.id)) byId.set(row.id, row.email);
  return [...byId]
    .map(([id, email]) => ({ id, email }))
    .sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''));
}

/** Marks the transaction as one that may delete log lines (the trigger refuses otherwise). */
export async function allowAuditPurge(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('sitka.audit_purge', 'on', true)`);
}

/** Deletes every store's lines older than `cutoff`; answers how many went. */
export async function purgeAuditLinesBefore(db: Database, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await allowAuditPurge(tx);
    const gone = await tx
      .delete(auditLog)
      .where(lt(auditLog.createdAt, cutoff))
      .returning({ id: auditLog.id });
    return gone.length;
  });
}

/** Deletes a store's whole log, inside the transaction that deletes the store. */
export async function purgeStoreAuditLines(tx: Tx, tenantId: string): Promise<void> {
  await allowAuditPurge(tx);
  await tx.delete(auditLog).where(eq(auditLog.tenantId, tenantId));
}
