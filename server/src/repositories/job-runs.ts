/** SQL for the runs of scheduled jobs (platform-wide, not a store's data). */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobRuns } from '../db/schema';

export type JobRun = typeof jobRuns.$inferSelect;
export type JobOutcome = Exclude<JobRun['outcome'], 'running'>;

/**
 * Claims a job's period: the new run's id, or null when the period was claimed before (by another
 * instance, or by this deployment before a restart). A period still marked `running` is claimed
 * again: the caller holds the job's advisory lock, which a live run keeps until it has recorded its
 * outcome, so such a row was left by an instance that died mid-run. Runs older than `keepBefore`
 * are dropped in the same transaction, so frequent jobs do not grow the table without end.
 */
export async function claimJobRun(
  db: Database,
  job: string,
  period: string,
  keepBefore: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobRuns)
      .values({ job, period })
      .onConflictDoUpdate({
        target: [jobRuns.job, jobRuns.period],
        set: { startedAt: sql`now()`, finishedAt: null, detail: null },
        setWhere: eq(jobRuns.outcome, 'running'),
      })
      .returning({ id: jobRuns.id });
    if (row) await tx.delete(jobRuns).where(and(eq(jobRuns.job, job), lt(jobRuns.startedAt, keepBefore)));
    return row?.id ?? null;
  });
}

/** Records how a claimed run ended. */
export async function finishJobRun(
  db: Database,
  id: string,
  outcome: JobOutcome,
  detail: Record<string, unknown>,
): Promise<void> {
  await db
    .update(jobRuns)
    .set({ outcome, detail, finishedAt: sql`now()` })
    .where(eq(jobRuns.id, id));
}

/** Whether the job's period has been claimed. */
export async function jobPeriodTaken(db: Database, job: string, period: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)))
    .limit(1);
  return Boolean(row);
}

/** The newest run of each named job (none for a job that never ran). */
export async function lastJobRuns(db: Database, jobs: readonly string[]): Promise<Map<string, JobRun>> {
  const rows = await Promise.all(
    jobs.map((job) =>
      db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(desc(jobRuns.startedAt)).limit(1),
    ),
  );
  return new Map(rows.flat().map((row) => [row.job, row]));
}
