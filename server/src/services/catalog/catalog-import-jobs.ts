/**
 * An applied catalog import runs as a job. Applying checks the whole file as the dry run does (any
 * wrong row refuses it, 400, writing nothing) and keeps it as a job; an api then holds the job
 * (a lease it renews) and applies its rows in batches, each in one transaction that also moves the
 * job's cursor and report, so a batch is applied exactly once whatever crashes: a batch whose
 * transaction did not commit is applied again by whichever api takes the job over. Then the
 * images the rows named are fetched (catalog-import-images.ts). Cancelling stops the job between
 * batches; what the finished batches wrote stays.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import {
  catalogImportProgressSchema,
  isFinishedImport,
  type AppliedImport,
  type CatalogImportEvent,
  type CatalogImport,
  type CatalogImportProgress,
} from '@/lib/schemas/catalog-imports';
import { CATALOG_IMPORT_MESSAGES as M } from '@/lib/messages';
import { ApiError } from '@server/errors';
import {
  advanceCatalogImport,
  cancelCatalogImport,
  claimCatalogImport,
  countImportImages,
  failedImportImages,
  findCatalogImport,
  findCatalogImportProgress,
  finishCatalogImport,
  insertCatalogImport,
  insertImportImages,
  listCatalogImports,
  releaseCatalogImport,
  renewCatalogImport,
  requeueCatalogImportImages,
  type CatalogImportRow,
} from '@server/repositories/catalog-imports';
import { lockStoreSkus } from '@server/repositories/locks';
import { lockStoreHandles } from '@server/repositories/redirects';
import type { Tenant } from '@server/types';
import type { ImportChoices, ImportReport, ImportRow } from '@/lib/schemas/product-csv';
import { fetchImportImages, importImageRows } from './catalog-import-images';
import { checkImportChoices, resolveImportCategories } from './product-csv-apply';
import type { ParsedFile, ParsedProduct } from './product-csv-group';
import {
  announceImport,
  applyPlannedProducts,
  parseCatalogFile,
  planFile,
  refused,
  reportOf,
  type FilePlan,
} from './product-csv-import';

/** Products applied per transaction (each with its variants and all its rows). */
export const IMPORT_BATCH_PRODUCTS = 250;

/** This process, as the holder of the jobs it runs; each claim adds its own number. */
export const RUNNER_ID = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
let claims = 0;

class LostHold extends Error {}

/** Who holds the job as claimed: one claim, so a second run of it (even in this process) never writes as the first. */
const holderOf = (job: CatalogImportRow) => job.leaseOwner ?? RUNNER_ID;

/** The file's rows a product takes (its first row, its variants' and its images'). */
const rowsOf = (products: ParsedProduct[]) =>
  products.reduce((sum, product) => sum + product.records.length, 0);

/**
 * Checks the file against the store as the dry run does, and keeps it as a queued job with the
 * owner's category choices; a file with any wrong row is refused (400 IMPORT_INVALID, with the
 * report) and nothing is kept.
 */
export async function createCatalogImport(
  app: FastifyInstance,
  tenant: Tenant,
  file: { bytes: Buffer; name: string; createdBy: string | null; choices?: ImportChoices },
): Promise<{ job: CatalogImportRow; plan: FilePlan }> {
  const parsed = parseCatalogFile(file.bytes);
  await checkImportChoices(app.db, tenant.id, file.choices);
  const plan = await planFile(app.db, tenant.id, parsed, false);
  if (plan.products.some((product) => product.action === 'error')) throw refused(plan);
  const job = await insertCatalogImport(app.db, {
    tenantId: tenant.id,
    createdBy: file.createdBy,
    format: parsed.format,
    fileName: file.name.slice(0, 200),
    file: file.bytes.toString('utf8'),
    choices: file.choices ?? { mappings: [] },
    totalRows: rowsOf(parsed.products),
  });
  return { job, plan };
}

/**
 * One batch of products in one transaction: planned against the store as it is now (a product
 * another hand changed meanwhile may now be an error, reported on its rows), written, their images
 * named for fetching, and the job's cursor and report moved, all or nothing.
 */
async function applyBatch(app: FastifyInstance, job: CatalogImportRow, batch: ParsedFile) {
  const at = new Date();
  const choices = job.choices as ImportChoices;
  const mapping = (choices.mappings?.length ?? 0) > 0;
  const applied = await app.db.transaction(async (tx) => {
    await lockStoreSkus(tx, job.tenantId);
    await lockStoreHandles(tx, job.tenantId);
    const plan = await planFile(tx, job.tenantId, batch, true);
    const mapped = mapping ? await resolveImportCategories(tx, job.tenantId, choices) : undefined;
    const written = await applyPlannedProducts(tx, job.tenantId, plan.products, { at, mapped });
    await insertImportImages(tx, importImageRows(job.tenantId, job.id, plan.products));
    const report = reportOf(plan, false, true);
    const moved = { rows: rowsOf(batch.products), failed: report.summary.error, report: report.rows };
    if (
      !(await advanceCatalogImport(tx, job.id, holderOf(job), moved, app.config.CATALOG_IMPORT_LEASE_SECONDS))
    )
      throw new LostHold();
    return written;
  });
  announceImport(app, job.tenantId, applied, mapping);
}

/** The products from the job's cursor on: the cursor counts rows, and each product takes its own. */
function remainingOf(products: ParsedProduct[], doneRows: number): ParsedProduct[] {
  let rows = 0;
  let index = 0;
  while (index < products.length && rows < doneRows) rows += products[index++].records.length;
  return products.slice(index);
}

/** The job's products from its cursor on; 'done', or 'stopped' when it was cancelled, taken or the api stops. */
async function applyRows(
  app: FastifyInstance,
  job: CatalogImportRow,
  stopping: () => boolean,
): Promise<'done' | 'stopped'> {
  if (job.file === null || job.doneRows >= job.totalRows) return 'done';
  const parsed = parseCatalogFile(Buffer.from(job.file, 'utf8'));
  const left = remainingOf(parsed.products, job.doneRows);
  for (let from = 0; from < left.length; from += IMPORT_BATCH_PRODUCTS) {
    if (stopping()) return 'stopped';
    try {
      await applyBatch(app, job, { ...parsed, products: left.slice(from, from + IMPORT_BATCH_PRODUCTS) });
    } catch (error) {
      if (error instanceof LostHold) return 'stopped';
      throw error;
    }
  }
  return 'done';
}

/**
 * Runs a job this api has claimed to its end: rows, then images, then done. Another api's
 * cancel or takeover stops it; an error lets it go to run again, or fails it (afterError); what
 * finished batches wrote stays.
 */
export async function runClaimedImport(
  app: FastifyInstance,
  job: CatalogImportRow,
  stopping: () => boolean,
  rowsDone?: () => void,
): Promise<void> {
  const lease = app.config.CATALOG_IMPORT_LEASE_SECONDS;
  try {
    const rows = await applyRows(app, job, stopping);
    rowsDone?.();
    if (rows === 'stopped')
      return void (stopping() && (await releaseCatalogImport(app.db, job.id, holderOf(job))));
    const held = async () => !stopping() && (await renewCatalogImport(app.db, job.id, holderOf(job), lease));
    const images = await fetchImportImages(app, job.id, holderOf(job), held);
    if (images === 'stopped')
      return void (stopping() && (await releaseCatalogImport(app.db, job.id, holderOf(job))));
    await finishCatalogImport(app.db, job.id, holderOf(job), 'done');
    attempts.delete(job.id);
  } catch (error) {
    rowsDone?.();
    if (stopping()) return;
    await afterError(app, job, error);
  }
}

/** Times a job meets an error that may pass (a lost connection) before it fails for good. */
export const IMPORT_MAX_ATTEMPTS = 3;
/** The errors each job met on this api, by id: a job failing elsewhere starts its count there. */
const attempts = new Map<string, number>();

/**
 * A job's error: one that may pass lets the job go (its file and cursor kept) for the runner to
 * take up again; an ApiError, or the last of IMPORT_MAX_ATTEMPTS, fails it for good.
 */
async function afterError(app: FastifyInstance, job: CatalogImportRow, error: unknown) {
  const tries = (attempts.get(job.id) ?? 0) + 1;
  const log = { err: error, tenant: job.tenantId, import: job.id, attempt: tries };
  if (!(error instanceof ApiError) && tries < IMPORT_MAX_ATTEMPTS) {
    attempts.set(job.id, tries);
    app.log.warn(log, 'catalog import met an error; it is let go to run again');
    await releaseCatalogImport(app.db, job.id, holderOf(job)).catch(() => undefined);
    return;
  }
  attempts.delete(job.id);
  app.log.error(log, 'catalog import failed');
  await finishCatalogImport(app.db, job.id, holderOf(job), 'failed').catch(() => undefined);
}

/**
 * Claims a job (this one, or the oldest nobody holds, but for those in `except`); null when there
 * is none to take. Each claim holds under a name of its own.
 */
export function claimImport(app: FastifyInstance, id?: string, except: string[] = []) {
  claims += 1;
  return claimCatalogImport(app.db, `${RUNNER_ID}:${claims}`, app.config.CATALOG_IMPORT_LEASE_SECONDS, {
    id,
    except,
  });
}

const notFound = () => new ApiError({ status: 404, code: 'IMPORT_NOT_FOUND', message: M.notFound });

type ProgressFields = Pick<
  CatalogImportRow,
  'id' | 'status' | 'fileName' | 'totalRows' | 'doneRows' | 'failedRows' | 'createdAt' | 'finishedAt'
>;

async function progressOf(app: FastifyInstance, row: ProgressFields) {
  return {
    id: row.id,
    status: row.status,
    fileName: row.fileName,
    totalRows: row.totalRows,
    doneRows: row.doneRows,
    failedRows: row.failedRows,
    images: await countImportImages(app.db, row.id),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  } satisfies CatalogImportProgress;
}

/** How far the store's import has come (its file and report are not read); 404 for another store's. */
export async function importProgress(app: FastifyInstance, tenantId: string, id: string) {
  const row = await findCatalogImportProgress(app.db, tenantId, id);
  if (!row) throw notFound();
  return progressOf(app, row);
}

/** How often a progress stream reads the job (any api may be running it). */
const PROGRESS_EVERY_MS = 500;

/**
 * The import's progress as it changes, each change to `emit`, until it has finished (done,
 * cancelled or failed), then `complete`; stops early when `open` turns false. 404 before any event.
 */
export async function followImportProgress(
  app: FastifyInstance,
  tenantId: string,
  id: string,
  emit: (event: CatalogImportEvent) => void,
  open: () => boolean,
  started?: () => void,
): Promise<void> {
  let progress = await importProgress(app, tenantId, id);
  started?.();
  let last = '';
  while (open() && !isFinishedImport(progress.status)) {
    const seen = JSON.stringify(progress);
    if (seen !== last) emit({ event: 'progress', data: progress });
    last = seen;
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_EVERY_MS));
    progress = await importProgress(app, tenantId, id);
  }
  if (open()) emit({ event: 'complete', data: progress });
}

/** The store's import with its report: each applied row, and the images that could not be fetched. */
export async function importWithReport(
  app: FastifyInstance,
  tenantId: string,
  id: string,
): Promise<CatalogImport> {
  const row = await findCatalogImport(app.db, tenantId, id);
  if (!row) throw notFound();
  const failed = await failedImportImages(app.db, tenantId, id);
  return {
    ...(await progressOf(app, row)),
    rows: row.report as ImportRow[],
    failedImages: failed.map((image) => ({ ...image, error: image.error ?? '' })),
  };
}

/** The store's latest imports, newest first. */
export async function listImports(app: FastifyInstance, tenantId: string) {
  const rows = await listCatalogImports(app.db, tenantId, 10);
  return { imports: await Promise.all(rows.map((row) => progressOf(app, row))) };
}

/** Stops the store's running or queued import (409 when it has finished). */
export async function cancelImport(app: FastifyInstance, tenantId: string, id: string) {
  const row = await cancelCatalogImport(app.db, tenantId, id, M.imageCancelled);
  if (row) return progressOf(app, row);
  if (!(await findCatalogImport(app.db, tenantId, id))) throw notFound();
  throw new ApiError({ status: 409, code: 'IMPORT_FINISHED', message: M.notRunning });
}

/** Tries the import's failed images again; the job runs once more for them alone (not a cancelled one: 409). */
export async function retryImportImages(app: FastifyInstance, tenantId: string, id: string) {
  const row = await findCatalogImportProgress(app.db, tenantId, id);
  if (!row) throw notFound();
  if (row.status === 'cancelled')
    throw new ApiError({ status: 409, code: 'IMPORT_CANCELLED', message: M.retryCancelled });
  const retried = await requeueCatalogImportImages(app.db, tenantId, id);
  return { retried, import: await importProgress(app, tenantId, id) };
}

/** The report of the rows a job applied, as an import has always answered. */
function appliedReport(rows: ImportRow[], plan: FilePlan): ImportReport {
  const summary = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) summary[row.action] += 1;
  return { dryRun: false, applied: true, format: plan.format, rows, summary, vocabulary: plan.vocabulary };
}

/** How long applying a file waits for its rows before answering with the job alone (202). */
export const IMPORT_INLINE_WAIT_MS = 8_000;

/**
 * Applies a file as a job started here at once. A file whose rows are all applied within
 * IMPORT_INLINE_WAIT_MS answers as an import always has (applied, each row's outcome); a longer
 * one answers its plan and the job, which carries on. Images are fetched after, either way.
 */
export async function applyCatalogFile(
  app: FastifyInstance,
  tenant: Tenant,
  file: { bytes: Buffer; name: string; createdBy: string | null; choices?: ImportChoices },
  start: (id: string) => Promise<{ rows: Promise<void> }>,
): Promise<AppliedImport> {
  const { job, plan } = await createCatalogImport(app, tenant, file);
  const { rows } = await start(job.id);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([rows, new Promise((resolve) => (timer = setTimeout(resolve, IMPORT_INLINE_WAIT_MS)))]);
  clearTimeout(timer);
  const view = await importWithReport(app, tenant.id, job.id);
  const progress = catalogImportProgressSchema.parse(view);
  if (view.doneRows >= view.totalRows && view.status !== 'failed')
    return { ...appliedReport(view.rows, plan), import: progress };
  return { ...reportOf(plan, false, false), import: progress };
}
