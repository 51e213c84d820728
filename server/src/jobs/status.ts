/** What an operator sees of the scheduled jobs: each one's schedule, last run and next firing. */
import type { FastifyInstance } from 'fastify';
import { lastJobRuns } from '../repositories/job-runs';
import { jobsOf } from '.';
import { scheduleOf } from './runner';

export type JobStatus = {
  name: string;
  schedule: string;
  timezone: string;
  lastRun: {
    period: string;
    startedAt: string;
    finishedAt: string | null;
    outcome: 'running' | 'ok' | 'failed';
    detail: Record<string, unknown> | null;
  } | null;
  nextRunAt: string | null;
};

/** Every job of this api with its newest run (by any instance) and when it fires next after `now`. */
export async function jobsStatus(app: FastifyInstance, now = new Date()): Promise<JobStatus[]> {
  const jobs = jobsOf(app);
  const last = await lastJobRuns(
    app.db,
    jobs.map((job) => job.name),
  );
  return jobs.map((job) => {
    const run = last.get(job.name);
    return {
      name: job.name,
      schedule: job.pattern,
      timezone: job.timezone,
      lastRun: run
        ? {
            period: run.period,
            startedAt: run.startedAt.toISOString(),
            finishedAt: run.finishedAt?.toISOString() ?? null,
            outcome: run.outcome,
            detail: run.detail ?? null,
          }
        : null,
      nextRunAt: scheduleOf(job).nextRun(now)?.toISOString() ?? null,
    };
  });
}
