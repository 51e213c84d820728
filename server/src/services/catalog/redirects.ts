/**
 * A store's redirects: the owner's table (list, add, delete, import Shopify's URL redirect export)
 * and the shop's lookup of where an address that no page serves goes now. Rules: both ends are
 * paths starting with "/", no redirect leaves a page the shop serves, none loops, and none chains
 * (a redirect to a path that itself redirects goes straight to the end; those that pointed at a
 * path that now redirects follow it).
 */
import { parse } from 'csv-parse/sync';
import { REDIRECT_MESSAGES } from '@/lib/messages/redirects';
import {
  PRODUCT_PREFIX,
  SHOPIFY_COLLECTION_PREFIX,
  SHOPIFY_PRODUCT_PREFIX,
  categoryPath,
  looksLikeId,
  productPath,
  segmentAfter,
} from '@/lib/product-address';
import { isStorePage } from '@/lib/routing';
import {
  REDIRECT_CSV_COLUMNS,
  REDIRECT_IMPORT_MAX,
  STORE_REDIRECTS_MAX,
  isReservedPath,
  isSameSitePath,
  normalizeFromPath,
  redirectPathProblem,
  type Redirect,
  type RedirectBody,
  type RedirectImportResult,
} from '@/lib/schemas/redirects';
import type { Database } from '@server/db/client';
import { ApiError, type ErrorCode } from '@server/errors';
import { findCategoryBySlug } from '@server/repositories/categories';
import {
  countRedirectRows,
  deleteRedirectRow,
  findHandleById,
  findProductIdByHandle,
  findRedirectByFrom,
  listRedirectRows,
  lockStoreRedirects,
  retargetRedirectRows,
  upsertRedirectRow,
  type RedirectRow,
} from '@server/repositories/redirects';
import type { Tx } from '@server/repositories/stores';

type Executor = Database | Tx;
/** Hops followed when a redirect's target redirects again, before calling it a loop. */
const MAX_HOPS = 20;

const toRedirect = (row: RedirectRow): Redirect => ({
  id: row.id,
  fromPath: row.fromPath,
  toPath: row.toPath,
  createdAt: row.createdAt.toISOString(),
});

const invalid = (code: ErrorCode, message: string, field: string) =>
  new ApiError({ status: 400, code, message, field });

export async function listRedirects(db: Database, tenantId: string): Promise<Redirect[]> {
  return (await listRedirectRows(db, tenantId)).map(toRedirect);
}

/**
 * Whether the shop serves this path itself: a page, a product's current handle, or a path of the
 * api, Next's files or the back-office.
 */
async function servedByShop(db: Executor, tenantId: string, path: string): Promise<boolean> {
  if (isReservedPath(path)) return true;
  const handle = segmentAfter(path, PRODUCT_PREFIX) ?? segmentAfter(path, `/customer${PRODUCT_PREFIX}`);
  if (handle !== null)
    return !looksLikeId(handle) && (await findProductIdByHandle(db, tenantId, handle)) !== null;
  return path === '/' || isStorePage(path);
}

/**
 * Where a redirect to `to` really ends: followed through the store's redirects. Refuses a loop
 * back to `from` (400 REDIRECT_LOOP).
 */
async function finalTarget(db: Executor, tenantId: string, from: string, to: string): Promise<string> {
  let target = to;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const bare = normalizeFromPath(target);
    if (bare === from) throw invalid('REDIRECT_LOOP', REDIRECT_MESSAGES.loop(to), 'toPath');
    const next = await findRedirectByFrom(db, tenantId, bare);
    if (!next) return target;
    target = next.toPath;
  }
  throw invalid('REDIRECT_LOOP', REDIRECT_MESSAGES.loop(to), 'toPath');
}

/** Checks one redirect and writes it; whether it replaced one from the same path. */
async function saveRedirect(
  db: Executor,
  tenantId: string,
  body: RedirectBody,
  options: { replace: boolean },
): Promise<{ row: RedirectRow; replaced: boolean }> {
  const from = normalizeFromPath(body.fromPath);
  for (const [path, field] of [
    [from, 'fromPath'],
    [body.toPath, 'toPath'],
  ] as const) {
    const problem = redirectPathProblem(path);
    if (problem) throw invalid('VALIDATION_ERROR', problem, field);
  }
  if (from === normalizeFromPath(body.toPath))
    throw invalid('REDIRECT_LOOP', REDIRECT_MESSAGES.sameFromAndTo, 'toPath');
  if (await servedByShop(db, tenantId, from))
    throw invalid('REDIRECT_SERVED_PATH', REDIRECT_MESSAGES.servedPath(from), 'fromPath');
  const existing = await findRedirectByFrom(db, tenantId, from);
  if (existing && !options.replace)
    throw new ApiError({
      status: 409,
      code: 'REDIRECT_EXISTS',
      message: REDIRECT_MESSAGES.fromTaken(from),
      field: 'fromPath',
    });
  const target = await finalTarget(db, tenantId, from, body.toPath);
  await retargetRedirectRows(db, tenantId, from, target);
  return { row: await upsertRedirectRow(db, tenantId, from, target), replaced: existing !== null };
}

/** Refuses (409 TOO_MANY_REDIRECTS) `adding` more redirects past STORE_REDIRECTS_MAX. */
export async function checkRoom(db: Executor, tenantId: string, adding: number) {
  if ((await countRedirectRows(db, tenantId)) + adding > STORE_REDIRECTS_MAX)
    throw new ApiError({
      status: 409,
      code: 'TOO_MANY_REDIRECTS',
      message: REDIRECT_MESSAGES.tooMany(STORE_REDIRECTS_MAX),
    });
}

/** Adds a redirect; one from a path that already redirects is 409 naming `fromPath`. */
export async function addRedirect(db: Database, tenantId: string, body: RedirectBody): Promise<Redirect> {
  return db.transaction(async (tx) => {
    await lockStoreRedirects(tx, tenantId);
    await checkRoom(tx, tenantId, 1);
    return toRedirect((await saveRedirect(tx, tenantId, body, { replace: false })).row);
  });
}

/** Deletes one of the store's redirects; null when the store has no such redirect. */
export async function deleteRedirect(db: Database, tenantId: string, id: string): Promise<Redirect | null> {
  const row = await deleteRedirectRow(db, tenantId, id);
  return row && toRedirect(row);
}

export const redirectNotFound = () =>
  new ApiError({ status: 404, code: 'REDIRECT_NOT_FOUND', message: REDIRECT_MESSAGES.notFound });

/** The file's rows as redirects; any problem is 400 naming its row, and nothing is written. */
function readRedirectCsv(csv: string): RedirectBody[] {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (error) {
    throw invalid('CSV_INVALID', (error as Error).message, 'csv');
  }
  const header = (records[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const fromAt = header.indexOf(REDIRECT_CSV_COLUMNS.from.toLowerCase());
  const toAt = header.indexOf(REDIRECT_CSV_COLUMNS.to.toLowerCase());
  if (fromAt < 0 || toAt < 0) throw invalid('CSV_INVALID', REDIRECT_MESSAGES.csvColumns, 'csv');
  const rows = records.slice(1).map((record) => ({
    fromPath: (record[fromAt] ?? '').trim(),
    toPath: (record[toAt] ?? '').trim(),
  }));
  if (rows.length === 0) throw invalid('CSV_INVALID', REDIRECT_MESSAGES.csvEmpty, 'csv');
  if (rows.length > REDIRECT_IMPORT_MAX)
    throw invalid('CSV_INVALID', REDIRECT_MESSAGES.csvTooMany(REDIRECT_IMPORT_MAX), 'csv');
  rows.forEach((row, index) => {
    const problem = redirectPathProblem(row.fromPath) ?? redirectPathProblem(row.toPath);
    // Row 1 is the header; the first redirect is row 2, as a spreadsheet numbers it.
    if (problem) throw invalid('VALIDATION_ERROR', REDIRECT_MESSAGES.csvRow(index + 2, problem), 'csv');
  });
  return rows;
}

/**
 * Imports a CSV of `Redirect from`, `Redirect to` (Shopify's export): all its rows or none. A path
 * that already redirects is pointed at the file's target.
 */
export async function importRedirects(
  db: Database,
  tenantId: string,
  csv: string,
): Promise<RedirectImportResult> {
  const rows = readRedirectCsv(csv);
  return db.transaction(async (tx) => {
    await lockStoreRedirects(tx, tenantId);
    let added = 0;
    let updated = 0;
    for (const [index, row] of rows.entries()) {
      try {
        const { replaced } = await saveRedirect(tx, tenantId, row, { replace: true });
        if (replaced) updated += 1;
        else added += 1;
      } catch (error) {
        if (error instanceof ApiError)
          throw invalid(error.code, REDIRECT_MESSAGES.csvRow(index + 2, error.message), 'csv');
        throw error;
      }
    }
    await checkRoom(tx, tenantId, 0);
    return { added, updated, message: REDIRECT_MESSAGES.imported(added, updated) };
  });
}

/** A product's id address: the page of its handle, when it has one. */
async function fromProductId(db: Database, tenantId: string, id: string): Promise<string | null> {
  const handle = await findHandleById(db, tenantId, id);
  return handle ? productPath({ id, handle }) : null;
}

/** Shopify's `/products/{handle}`: the product of that handle, or where its renamed address went. */
async function fromShopifyProduct(db: Database, tenantId: string, handle: string): Promise<string | null> {
  if (await findProductIdByHandle(db, tenantId, handle)) return productPath({ id: '', handle });
  const renamed = await findRedirectByFrom(db, tenantId, productPath({ id: '', handle }));
  return renamed?.toPath ?? null;
}

/** Shopify's `/collections/{handle}`: the shop filtered by the category of that slug (`all`: the shop). */
async function fromShopifyCollection(db: Database, tenantId: string, slug: string): Promise<string | null> {
  if (slug === 'all') return '/shop';
  return (await findCategoryBySlug(db, tenantId, slug)) ? categoryPath(slug) : null;
}

/**
 * Where a path of the store goes now, or null: the store's own redirect from it first, then the
 * old shapes (a product's id, Shopify's product and collection addresses).
 */
export async function resolveRedirect(db: Database, tenantId: string, path: string): Promise<string | null> {
  const from = normalizeFromPath(path);
  // No redirect is saved from a path a browser could not send (a control character decoded).
  if (!isSameSitePath(from)) return null;
  const own = await findRedirectByFrom(db, tenantId, from);
  if (own) return own.toPath;
  const id = segmentAfter(from, PRODUCT_PREFIX) ?? segmentAfter(from, `/customer${PRODUCT_PREFIX}`);
  if (id !== null) return looksLikeId(id) ? fromProductId(db, tenantId, id.toLowerCase()) : null;
  const nested = /^\/collections\/[^/]+(\/products\/[^/]+)$/.exec(from);
  const shopifyHandle = segmentAfter(nested ? nested[1] : from, SHOPIFY_PRODUCT_PREFIX);
  if (shopifyHandle !== null) return fromShopifyProduct(db, tenantId, shopifyHandle.toLowerCase());
  const collection = segmentAfter(from, SHOPIFY_COLLECTION_PREFIX);
  if (collection !== null) return fromShopifyCollection(db, tenantId, collection.toLowerCase());
  return null;
}
