/**
 * Scheduled jobs: what each one does and when. Each fires on the clock and runs each period once,
 * on one instance (jobs/runner.ts): backups on BACKUP_CRON (UTC), the analytics roll-up nightly in
 * Alaska time, the activity log's purge of lines older than a year nightly, reconciliation (paid
 * baskets without an order, expired stock holds) every RECONCILE_INTERVAL_SECONDS, the sales fold,
 * the owner's notices and the gift cards due every minute (the notices' digest each morning), the
 * basket reminders and back-in-stock mails every five minutes, the review request mails on
 * REVIEW_REQUEST_CRON (hourly), and the Notion jobs when Notion is set up.
 * Catalog imports run beside them, taken by whichever api finds one nobody holds (catalog-imports.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  AUDIT_PURGE_LOCK,
  BACKUP_RUN_LOCK,
  GIFT_CARD_MAIL_LOCK,
  MAIL_OUTBOX_RUN_LOCK,
  RECONCILE_LOCK,
} from '../repositories/locks';
import { listTenants } from '../repositories/store-tables';
import { purgeOldAuditLines } from '../services/audit/purge';
import { mailDueGiftCards } from '../services/gift-cards/mail';
import { backupPolicy, runBackups } from '../services/backups/runs';
import { analyticsJob } from './analytics';
import { reconcilePayments } from './reconcile';
import { salesFoldJob } from './sales';
import { ownerDigestJob, ownerNoticesJob } from './owner-notices';
import { basketRemindersJob } from './basket-reminders';
import { backInStockJob } from './back-in-stock';
import { reviewRequestsJob } from './review-requests';
import { notionJobs } from './notion';
import { startImportRunner } from './catalog-imports';
import { everySeconds, scheduleJob, type Job } from './runner';

/** The email outbox's sweep: every minute, on the clock. */
const MAIL_SWEEP_CRON = '* * * * *';
/** The activity log's purge of lines past the retention: nightly, UTC. */
const AUDIT_PURGE_CRON = '40 4 * * *';

/** Today's product backup and a new whole-store backup for every tenant, then the retention. */
export async function backUpAllStores(app: FastifyInstance, now = new Date()) {
  const detail = { stores: 0, failed: [] as string[] };
  for (const tenant of await listTenants(app.db)) {
    detail.stores += 1;
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
      detail.failed.push(tenant.id);
      app.log.error({ err: error, tenant: tenant.id }, 'backup failed');
    }
  }
  return detail;
}

/** Every scheduled job of this api, as its config has them. */
export function jobsOf(app: FastifyInstance): Job[] {
  return [
    {
      name: 'backups',
      pattern: app.config.BACKUP_CRON,
      timezone: 'UTC',
      lock: BACKUP_RUN_LOCK,
      // The storefront falls back to the newest backup: a start after a missed firing writes one.
      catchUp: true,
      async run(app) {
        const detail = await backUpAllStores(app);
        return { detail, failed: detail.failed.length > 0 };
      },
    },
    analyticsJob,
    {
      name: 'reconcile',
      pattern: everySeconds(app.config.RECONCILE_INTERVAL_SECONDS),
      timezone: 'UTC',
      lock: RECONCILE_LOCK,
      catchUp: false,
      run: async (app) => ({ detail: await reconcilePayments(app) }),
      idle: (detail) => !detail.ordersCreated && !detail.holdsReleased && !detail.refunded,
    },
    {
      // What a nudge after a commit missed (a crash, a restart, a mail server that failed); rows
      // are claimed before they are sent (services/mail.ts), so no message goes out twice.
      name: 'mail-outbox',
      pattern: MAIL_SWEEP_CRON,
      timezone: 'UTC',
      lock: MAIL_OUTBOX_RUN_LOCK,
      catchUp: false,
      run: async (app) => ({ detail: await app.mailer.sweep() }),
      idle: (detail) => !detail.sent && !detail.failed,
    },
    salesFoldJob,
    ownerNoticesJob,
    ownerDigestJob,
    basketRemindersJob,
    reviewRequestsJob(app),
    {
      // Gift cards whose day has come (the store's calendar): each is marked sent with its mail.
      name: 'gift-card-mail',
      pattern: MAIL_SWEEP_CRON,
      timezone: 'UTC',
      lock: GIFT_CARD_MAIL_LOCK,
      catchUp: false,
      run: async (app) => ({ detail: await mailDueGiftCards(app) }),
      idle: (detail) => !detail.sent,
    },
    {
      // The activity log keeps a line 366 days; the database lets only this purge delete one.
      name: 'audit-purge',
      pattern: AUDIT_PURGE_CRON,
      timezone: 'UTC',
      lock: AUDIT_PURGE_LOCK,
      catchUp: true,
      run: async (app) => ({ detail: await purgeOldAuditLines(app.db) }),
      idle: (detail) => !detail.purged,
    },
    backInStockJob,
    ...notionJobs(app),
  ];
}

/**
 * Starts every schedule; `caughtUp` settles once the start's catch-up runs have. `now` is the
 * moment the catch-up looks back from (the clock, unless a test names another day).
 */
export function startJobs(
  app: FastifyInstance,
  options: { now?: Date } = {},
): { stop: () => void; caughtUp: Promise<void> } {
  const started = jobsOf(app).map((job) => scheduleJob(app, job, options.now));
  // Catalog imports are not on a clock: each api takes the jobs nobody holds as they come.
  const imports = startImportRunner(app);
  return {
    stop: () => {
      started.forEach((job) => job.stop());
      void imports.stop();
    },
    caughtUp: Promise.all(started.map((job) => job.caughtUp)).then(() => undefined),
  };
}
