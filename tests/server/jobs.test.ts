/**
 * Scheduled jobs on the clock, once: every instance fires at the same wall-clock moments, one of
 * them runs each period, and a restart or a new instance finds the period taken.
 */
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { backups, jobRuns } from '@/server/src/db/schema';
import { jobsOf, startJobs } from '@/server/src/jobs';
import { everySeconds, firingAt, runJob, type Job } from '@/server/src/jobs/runner';
import { buildPeerApp, buildTestApp, type TestApp } from './support/build-app';

const OPERATOR_TOKEN = 'operator-token-for-the-jobs-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_TOKEN });
});
afterAll(() => t.close());

/** Whole-store backups of the demo store so far. */
const demoStoreBackups = async () =>
  (
    await t.database.db
      .select({ filename: backups.filename })
      .from(backups)
      .where(and(eq(backups.tenantId, 'demo'), like(backups.filename, 'store-backup-%')))
  ).length;

const backupRuns = () =>
  t.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'backups')).orderBy(jobRuns.period);

/** Starts an instance's jobs as if the clock read `now`, waits for its catch-up, and stops them. */
async function startAt(app: FastifyInstance, now: string) {
  const jobs = startJobs(app, { now: new Date(now) });
  await jobs.caughtUp;
  jobs.stop();
}

describe('the daily backup', () => {
  it('runs once when two instances start at once, not again on a restart that day, and again the next day', async () => {
    const before = await demoStoreBackups();
    const peer = await buildPeerApp(t);
    try {
      // 1 June 2030, 10:00 UTC: both instances find the day's 03:15 firing run by nobody.
      await Promise.all([startAt(t.app, '2030-06-01T10:00:00Z'), startAt(peer.app, '2030-06-01T10:00:00Z')]);
      expect(await demoStoreBackups()).toBe(before + 1);
      expect(await backupRuns()).toEqual([
        expect.objectContaining({
          period: '2030-06-01T03:15:00.000Z',
          outcome: 'ok',
          finishedAt: expect.any(Date),
          detail: { stores: 2, failed: [] },
        }),
      ]);
    } finally {
      await peer.close();
    }

    // A new instance (a restart) later the same day: the period is taken.
    const restarted = await buildPeerApp(t);
    try {
      await startAt(restarted.app, '2030-06-01T18:00:00Z');
      expect(await demoStoreBackups()).toBe(before + 1);
      // The next day's firing is a period of its own.
      await startAt(restarted.app, '2030-06-02T09:00:00Z');
      expect(await demoStoreBackups()).toBe(before + 2);
      expect((await backupRuns()).map((run) => run.period)).toEqual([
        '2030-06-01T03:15:00.000Z',
        '2030-06-02T03:15:00.000Z',
      ]);
    } finally {
      await restarted.close();
    }
  });

  it('fires on BACKUP_CRON in UTC, whatever the time the api started', async () => {
    const peer = await buildPeerApp(t, { BACKUP_CRON: '0 */6 * * *' });
    try {
      const backupJob = jobsOf(peer.app).find((job) => job.name === 'backups')!;
      expect(firingAt(backupJob, new Date('2030-06-01T17:59:59Z'))?.toISOString()).toBe(
        '2030-06-01T12:00:00.000Z',
      );
      expect(firingAt(backupJob, new Date('2030-06-01T18:00:00Z'))?.toISOString()).toBe(
        '2030-06-01T18:00:00.000Z',
      );
    } finally {
      await peer.close();
    }
  });
});

describe('any job run', () => {
  const failing: Job = {
    name: 'test-failing',
    pattern: '*/5 * * * *',
    timezone: 'UTC',
    lock: 741_900,
    catchUp: false,
    run: async () => {
      throw new Error('the disk is full');
    },
  };

  it('records a failure once, in the same log line shape as every run, and does not run the period again', async () => {
    const logged = jest.spyOn(t.app.log, 'error');
    const firedAt = new Date('2030-06-01T10:05:00Z');
    expect(await runJob(t.app, failing, firedAt)).toEqual({
      ran: true,
      period: '2030-06-01T10:05:00.000Z',
      outcome: 'failed',
      detail: { error: 'the disk is full' },
    });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        job: 'test-failing',
        period: '2030-06-01T10:05:00.000Z',
        outcome: 'failed',
        durationMs: expect.any(Number),
        detail: { error: 'the disk is full' },
      }),
      'job run',
    );
    logged.mockRestore();
    expect(await runJob(t.app, failing, firedAt)).toEqual({
      ran: false,
      period: '2030-06-01T10:05:00.000Z',
      reason: 'done',
    });
  });

  it('is skipped by an instance while another holds the job', async () => {
    let release!: () => void;
    const slow: Job = {
      ...failing,
      name: 'test-slow',
      run: () => new Promise((resolve) => (release = () => resolve({ detail: { done: true } }))),
    };
    const peer = await buildPeerApp(t);
    try {
      const firedAt = new Date('2030-06-01T10:10:00Z');
      const first = runJob(t.app, slow, firedAt);
      while (!release) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await runJob(peer.app, slow, firedAt)).toMatchObject({ ran: false, reason: 'locked' });
      release();
      expect(await first).toMatchObject({ ran: true, outcome: 'ok', detail: { done: true } });
    } finally {
      await peer.close();
    }
  });

  it('runs again a period an instance that died mid-run left marked running, and only that one', async () => {
    const job: Job = { ...failing, name: 'test-interrupted', run: async () => ({ detail: { done: true } }) };
    const firedAt = new Date('2030-06-01T10:15:00Z');
    // What a process killed mid-run leaves: the claimed period, still running, its lock released.
    await t.database.db.insert(jobRuns).values({ job: job.name, period: firedAt.toISOString() });
    expect(await runJob(t.app, job, firedAt)).toMatchObject({ ran: true, outcome: 'ok' });
    const runs = await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, job.name));
    expect(runs).toEqual([expect.objectContaining({ outcome: 'ok', detail: { done: true } })]);
    // Finished now, so the period is done for everyone.
    expect(await runJob(t.app, job, firedAt)).toMatchObject({ ran: false, reason: 'done' });
  });

  it('runs reconciliation on the clock: every interval from the top of the minute or hour', () => {
    expect(everySeconds(60)).toBe('0 */1 * * * *');
    expect(everySeconds(15)).toBe('*/15 * * * * *');
    expect(everySeconds(3600)).toBe('0 0 * * * *');
    const reconcile = { ...failing, pattern: everySeconds(300) };
    expect(firingAt(reconcile, new Date('2030-06-01T10:14:59Z'))?.toISOString()).toBe(
      '2030-06-01T10:10:00.000Z',
    );
  });
});

describe('GET /api/health/jobs', () => {
  // The backups' last run is the 2 June period the first test above ran.
  it("shows the operator each job's last run, its outcome and its next run", async () => {
    const response = await t.app.inject({
      url: '/api/health/jobs',
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    });
    expect(response.statusCode).toBe(200);
    const jobs: { name: string; nextRunAt: string; lastRun: unknown }[] = response.json().jobs;
    expect(jobs.map((job) => job.name)).toEqual([
      'backups',
      'analytics',
      'reconcile',
      'mail-outbox',
      'sales-fold',
      'owner-notices',
      'owner-digest',
      'basket-reminders',
      'review-requests',
      'gift-card-mail',
      'audit-purge',
      'back-in-stock',
    ]);
    const backupsJob = jobs.find((job) => job.name === 'backups')!;
    expect(backupsJob).toMatchObject({
      schedule: '15 3 * * *',
      timezone: 'UTC',
      lastRun: {
        period: '2030-06-02T03:15:00.000Z',
        outcome: 'ok',
        detail: { stores: 2, failed: [] },
        finishedAt: expect.any(String),
      },
    });
    expect(backupsJob.nextRunAt).toMatch(/T03:15:00\.000Z$/);
    expect(new Date(backupsJob.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(backupsJob.nextRunAt).getTime()).toBeLessThanOrEqual(Date.now() + 86_400_000);
    expect(jobs.find((job) => job.name === 'analytics')).toMatchObject({
      timezone: 'America/Anchorage',
      lastRun: { period: expect.any(String), outcome: 'ok' },
    });
  });

  it('is refused without the operator token, naming the header', async () => {
    const missing = await t.app.inject({ url: '/api/health/jobs' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'INVALID_OPERATOR_TOKEN', field: 'x-operator-token' });
    const wrong = await t.app.inject({ url: '/api/health/jobs', headers: { 'x-operator-token': 'nope' } });
    expect(wrong.statusCode).toBe(401);
  });
});
