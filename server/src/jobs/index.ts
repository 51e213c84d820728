/**
 * Scheduled jobs. Each run takes a Postgres advisory lock, so with several api instances only one
 * of them does the work.
 */
import type { FastifyInstance } from 'fastify';
import { tenants } from '../db/schema';
import { writeProductBackup } from '../services/backups';

const BACKUP_LOCK = 741_001;

/** Today's product backup for every tenant. */
export async function runDailyBackups(app: FastifyInstance): Promise<void> {
  await app.database.withLock(BACKUP_LOCK, async () => {
    for (const tenant of await app.db.select({ id: tenants.id, name: tenants.name }).from(tenants)) {
      const result = await writeProductBackup(app.db, app.storage, tenant);
      app.log.info({ tenant: tenant.id, ...result }, 'product backup written');
    }
  });
}

/** Starts the schedules; returns a function that stops them. */
export function startJobs(app: FastifyInstance): () => void {
  const everyMs = app.config.BACKUP_INTERVAL_HOURS * 3_600_000;
  const run = () => runDailyBackups(app).catch((error) => app.log.error({ err: error }, 'backup job failed'));
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, everyMs);
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
