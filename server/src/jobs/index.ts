/**
 * Scheduled jobs. Each run takes a Postgres advisory lock, so with several api instances only one
 * of them does the work.
 */
import type { FastifyInstance } from 'fastify';
import { BACKUP_RUN_LOCK, RECONCILE_LOCK } from '../repositories/locks';
import { listTenants } from '../repositories/store-tables';
import { backupPolicy, runBackups } from '../services/backup-runs';
import { analyticsSchedule, runScheduledAnalytics } from './analytics';
import { reconcilePayments } from './reconcile';
import { startMailJobs } from './mail';
import { startNotionJobs } from './notion';

/** Today's product backup and a new whole-store backup for every tenant, then the retention. */
export async function runDailyBackups(app: FastifyInstance, now = new Date()): Promise<void> {
  await app.database.withLock(BACKUP_RUN_LOCK, async () => {
    for (const tenant of await listTenants(app.db)) {
      // One store's failure is logged and the others are still backed up.
      try {
        const result = await runBackups(app.db, app.storage, tenant, backupPolicy(app.config), now);
        app.log.info(
          {
            tenant: tenant.id,
            product: result.products.filename,
            store: result.store.filename,
            pruned: result.pruned,
          },
          'backups written',
        );
      } catch (error) {
        app.log.error({ err: error, tenant: tenant.id }, 'backup failed');
      }
    }
  });
}

/** Succeeded payments without an order become orders; expired holds give their stock back. */
export async function runReconciliation(app: FastifyInstance): Promise<void> {
  await app.database.withLock(RECONCILE_LOCK, async () => {
    const result = await reconcilePayments(app);
    if (result.ordersCreated || result.holdsReleased || result.refunded)
      app.log.info(result, 'payments reconciled');
  });
}

/** Starts the schedules; returns a function that stops them. */
export function startJobs(app: FastifyInstance): () => void {
  const guard = (name: string, job: (app: FastifyInstance) => Promise<void>) => () =>
    job(app).catch((error) => app.log.error({ err: error }, `${name} job failed`));
  const backup = guard('backup', runDailyBackups);
  const reconcile = guard('reconciliation', runReconciliation);
  const timers = [
    setTimeout(backup, 5_000),
    setInterval(backup, app.config.BACKUP_INTERVAL_HOURS * 3_600_000),
    setInterval(reconcile, app.config.RECONCILE_INTERVAL_SECONDS * 1000),
  ];
  // The firing minute, not the wall clock once the lock is had, marks the run (see jobs/analytics.ts).
  const analytics = analyticsSchedule(async () => {
    const firedAt = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const outcome = await runScheduledAnalytics(app, firedAt).catch((error) =>
      app.log.error({ err: error }, 'analytics job failed'),
    );
    if (outcome?.ran) app.log.info(outcome.result, 'analytics rolled up');
  });
  const stopNotion = startNotionJobs(app);
  const stopMail = startMailJobs(app);
  return () => {
    timers.forEach((timer) => clearTimeout(timer));
    analytics.stop();
    stopNotion();
    stopMail();
  };
}
