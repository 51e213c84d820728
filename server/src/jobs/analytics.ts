/**
 * The nightly analytics roll-up: every day at 3:00 AM Alaska time (croner follows the time zone
 * through daylight-saving changes), yesterday is rolled up for every store. With several api
 * instances each one fires; the advisory lock lets one work at a time, and a run that finds the
 * day already rolled up since this firing does nothing, so the day is rolled up once. The days'
 * Notion rows leave with the outbox's next minute.
 */
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_SYNC_CRON, ANALYTICS_TIME_ZONE } from '../../../lib/constants/analytics';
import type { AnalyticsSyncResult } from '../../../lib/schemas/analytics';
import { rolledUpSince } from '../repositories/analytics';
import { ANALYTICS_RUN_LOCK } from '../repositories/locks';
import { listTenants } from '../repositories/store-tables';
import { addDays, localDate, syncAnalytics } from '../services/analytics/rollup';

/** The schedule, paused: for asking when it fires next, or for starting with a job. */
export function analyticsSchedule(job?: () => Promise<void>): Cron {
  const options = { timezone: ANALYTICS_TIME_ZONE, protect: true, paused: !job };
  return job ? new Cron(ANALYTICS_SYNC_CRON, options, job) : new Cron(ANALYTICS_SYNC_CRON, options);
}

export type ScheduledRun =
  { ran: true; result: AnalyticsSyncResult } | { ran: false; reason: 'locked' | 'done' };

/** One scheduled firing (at `firedAt`): rolls up yesterday for every store unless another instance did. */
export async function runScheduledAnalytics(
  app: FastifyInstance,
  firedAt = new Date(),
): Promise<ScheduledRun> {
  let outcome: ScheduledRun = { ran: false, reason: 'done' };
  const locked = await app.database.withLock(ANALYTICS_RUN_LOCK, async () => {
    if (await rolledUpSince(app.db, addDays(localDate(firedAt), -1), firedAt)) return;
    const all = await listTenants(app.db);
    outcome = {
      ran: true,
      result: await syncAnalytics(
        app.db,
        all.map((tenant) => tenant.id),
        { now: firedAt },
      ),
    };
  });
  return locked ? outcome : { ran: false, reason: 'locked' };
}
