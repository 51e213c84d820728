/**
 * The clock and the bookkeeping every scheduled job shares. A job fires on a cron pattern at wall-
 * clock times (UTC unless it names a zone), never relative to when the process started, so every
 * instance fires at the same moments. Each firing is a period, named by its scheduled moment. The
 * instance holding the job's advisory lock claims the period in job_runs, does the work and records
 * how it ended; another instance, or this one after a restart, finds the period taken and does
 * nothing. A job that catches up runs its latest period at start if nobody ran it (the api was down).
 */
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { claimJobRun, finishJobRun, type JobOutcome } from '../repositories/job-runs';

export type JobDetail = Record<string, unknown>;

export type Job = {
  name: string;
  pattern: string;
  /** The zone the pattern reads in; UTC unless the job follows the stores' clock. */
  timezone: string;
  /** The advisory lock (repositories/locks.ts) that lets one instance run the job at a time. */
  lock: number;
  /** Whether a start runs the latest period nobody ran (a daily job would otherwise wait a day). */
  catchUp: boolean;
  /** The work of the period fired at `firedAt`: what it did, and whether part of it failed. */
  run: (app: FastifyInstance, firedAt: Date) => Promise<{ detail: JobDetail; failed?: boolean }>;
  /** A run that did nothing is logged at debug, so a job firing every minute is quiet when idle. */
  idle?: (detail: JobDetail) => boolean;
};

export type JobRunResult =
  | { ran: true; period: string; outcome: JobOutcome; detail: JobDetail }
  | { ran: false; period: string; reason: 'locked' | 'done' };

/** Runs are kept this long, then dropped when the job next claims a period. */
const KEEP_RUNS_MS = 30 * 86_400_000;

/** The job's schedule, paused: for asking when it fired last or fires next. */
export const scheduleOf = (job: Job) => new Cron(job.pattern, { timezone: job.timezone, paused: true });

/**
 * The scheduled moment of the job's latest firing at or before `at` (the period `at` falls in).
 * croner looks strictly before its reference; a millisecond on makes a firing at `at` count.
 */
export function firingAt(job: Job, at: Date): Date | null {
  return scheduleOf(job).previousRuns(1, new Date(at.getTime() + 1))[0] ?? null;
}

/** A pattern firing every `seconds` on the clock (a divisor of a minute, or minutes dividing an hour). */
export function everySeconds(seconds: number): string {
  if (seconds < 60) return `*/${seconds} * * * * *`;
  return seconds === 3600 ? '0 0 * * * *' : `0 */${seconds / 60} * * * *`;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the period fired at `firedAt` unless another instance holds the job's lock ('locked') or the
 * period was claimed before ('done'). Every run leaves one `job run` log line of the same shape.
 */
export async function runJob(app: FastifyInstance, job: Job, firedAt: Date): Promise<JobRunResult> {
  const period = firedAt.toISOString();
  let result: JobRunResult = { ran: false, period, reason: 'done' };
  const locked = await app.database.withLock(job.lock, async () => {
    const id = await claimJobRun(app.db, job.name, period, new Date(Date.now() - KEEP_RUNS_MS));
    if (!id) return;
    const started = Date.now();
    let outcome: JobOutcome = 'ok';
    let detail: JobDetail;
    let err: unknown;
    try {
      const done = await job.run(app, firedAt);
      detail = done.detail;
      if (done.failed) outcome = 'failed';
    } catch (error) {
      [outcome, detail, err] = ['failed', { error: message(error) }, error];
    }
    await finishJobRun(app.db, id, outcome, detail);
    const level = outcome === 'failed' ? 'error' : job.idle?.(detail) ? 'debug' : 'info';
    app.log[level](
      { job: job.name, period, outcome, durationMs: Date.now() - started, detail, ...(err ? { err } : {}) },
      'job run',
    );
    result = { ran: true, period, outcome, detail };
  });
  if (!locked) result = { ran: false, period, reason: 'locked' };
  if (!result.ran) app.log.debug({ job: job.name, period, skipped: result.reason }, 'job run skipped');
  return result;
}

/** Runs the job's latest period as of `now` if nobody ran it; null when the job has never fired. */
export async function catchUp(
  app: FastifyInstance,
  job: Job,
  now = new Date(),
): Promise<JobRunResult | null> {
  const firedAt = firingAt(job, now);
  return firedAt ? runJob(app, job, firedAt) : null;
}

/**
 * Starts the job on its schedule (and its catch-up, when it has one). The firing's scheduled
 * moment, not the moment the callback ran, names the period, so a late tick claims the same one.
 */
export function scheduleJob(
  app: FastifyInstance,
  job: Job,
  now = new Date(),
): { stop: () => void; caughtUp: Promise<unknown> } {
  const failed = (error: unknown) => app.log.error({ err: error, job: job.name }, 'job could not run');
  const cron = new Cron(job.pattern, { timezone: job.timezone, protect: true }, async () => {
    const firedAt = firingAt(job, new Date());
    if (firedAt) await runJob(app, job, firedAt).catch(failed);
  });
  const caughtUp = job.catchUp ? catchUp(app, job, now).catch(failed) : Promise.resolve();
  return { stop: () => cron.stop(), caughtUp };
}
