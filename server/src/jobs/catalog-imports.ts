/**
 * The catalog imports' runner: every api looks, every few seconds, for a job nobody holds (queued,
 * or left by an api that stopped or died, its lease run out) and runs it; an applied import is
 * also started at once on the api that took it in. A job is held by one api at a time
 * (repositories/catalog-imports.ts), so any number of apis may run this.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { claimImport, runClaimedImport } from '../services/catalog/catalog-import-jobs';
import type { CatalogImportRow } from '../repositories/catalog-imports';

/** Jobs one api runs side by side. */
const JOBS_AT_ONCE = 2;

type Runner = {
  app: FastifyInstance;
  running: Map<string, Promise<void>>;
  stopping: boolean;
  timer: NodeJS.Timeout | null;
};

const runners = new WeakMap<Database, Runner>();

function runnerOf(app: FastifyInstance): Runner {
  let runner = runners.get(app.db);
  if (!runner) {
    runner = { app, running: new Map(), stopping: false, timer: null };
    runners.set(app.db, runner);
  }
  return runner;
}

function run(runner: Runner, job: CatalogImportRow, rowsDone?: () => void): Promise<void> {
  const work = runClaimedImport(runner.app, job, () => runner.stopping, rowsDone).finally(() =>
    runner.running.delete(job.id),
  );
  runner.running.set(job.id, work);
  return work;
}

/**
 * Claims this job and runs it here now (an import just applied, or one queued again for its
 * images). `rows` settles once its rows are applied (or it could not be claimed), `all` at its end.
 */
export async function startImport(
  app: FastifyInstance,
  id: string,
): Promise<{ rows: Promise<void>; all: Promise<void> }> {
  const runner = runnerOf(app);
  const job = runner.stopping || runner.running.has(id) ? null : await claimImport(app, id);
  if (!job) return { rows: Promise.resolve(), all: runner.running.get(id) ?? Promise.resolve() };
  let rowsDone!: () => void;
  const rows = new Promise<void>((resolve) => (rowsDone = resolve));
  return { rows, all: run(runner, job, rowsDone) };
}

/** Looks once for a job nobody holds and starts it; the job's id, or null. */
export async function pollImports(app: FastifyInstance): Promise<string | null> {
  const runner = runnerOf(app);
  if (runner.stopping || runner.running.size >= JOBS_AT_ONCE) return null;
  // Not its own jobs: a hold that ran out mid-batch (a slow machine) is not a reason to run one twice.
  const job = await claimImport(app, undefined, [...runner.running.keys()]);
  if (!job) return null;
  void run(runner, job);
  return job.id;
}

/** Starts looking for jobs every few seconds (a third of the lease, at most five seconds). */
export function startImportRunner(app: FastifyInstance): { stop: () => Promise<void> } {
  const runner = runnerOf(app);
  runner.stopping = false;
  const everyMs = Math.min(5_000, (app.config.CATALOG_IMPORT_LEASE_SECONDS * 1000) / 3);
  const look = () =>
    void pollImports(app).catch((error) =>
      app.log.error({ err: error }, 'catalog imports could not be looked for'),
    );
  runner.timer = setInterval(look, everyMs);
  runner.timer.unref();
  look();
  return { stop: () => stopImports(app) };
}

/** Stops after the batch in hand; the jobs are let go, for this api after a restart or another. */
export async function stopImports(app: FastifyInstance): Promise<void> {
  const runner = runners.get(app.db);
  if (!runner) return;
  runner.stopping = true;
  if (runner.timer) clearInterval(runner.timer);
  runner.timer = null;
  await Promise.all(runner.running.values());
}
