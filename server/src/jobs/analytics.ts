/**
 * The nightly analytics roll-up: every day at 3:00 AM Alaska time (croner follows the time zone
 * through daylight-saving changes), yesterday is rolled up for every store, on one instance and
 * once per night (jobs/runner.ts). The days' Notion rows leave with the outbox's next minute.
 */
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_SYNC_CRON, ANALYTICS_TIME_ZONE } from '@/lib/constants/analytics';
import type { AnalyticsSyncResult } from '@/lib/schemas/analytics';
import { ANALYTICS_RUN_LOCK } from '../repositories/locks';
import { listTenants } from '../repositories/store-tables';
import { syncAnalytics } from '../services/analytics/rollup';
import { runJob, scheduleOf, type Job } from './runner';

/** The roll-up as a scheduled job; the firing's moment decides which day is yesterday. */
export const analyticsJob: Job = {
  name: 'analytics',
  pattern: ANALYTICS_SYNC_CRON,
  timezone: ANALYTICS_TIME_ZONE,
  lock: ANALYTICS_RUN_LOCK,
  catchUp: true,
  async run(app, firedAt) {
    const all = await listTenants(app.db);
    const result = await syncAnalytics(
      app.db,
      all.map((tenant) => tenant.id),
      { now: firedAt },
    );
    return { detail: result, failed: result.errors.length > 0 };
  },
};

/** The schedule, paused: for asking when it fires next. */
export const analyticsSchedule = () => scheduleOf(analyticsJob);

export type ScheduledRun =
  { ran: true; result: AnalyticsSyncResult } | { ran: false; reason: 'locked' | 'done' };

/** One firing (at `firedAt`): rolls up yesterday for every store unless another instance did. */
export async function runScheduledAnalytics(
  app: FastifyInstance,
  firedAt = new Date(),
): Promise<ScheduledRun> {
  const outcome = await runJob(app, analyticsJob, firedAt);
  return outcome.ran
    ? { ran: true, result: outcome.detail as AnalyticsSyncResult }
    : { ran: false, reason: outcome.reason };
}
