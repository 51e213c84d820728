/**
 * SQL for catalog imports run as jobs and the images they fetch. A job is held by one api at a
 * time: claimed and renewed by conditional writes on its lease, and every batch advances the
 * cursor only while its api still holds the lease and the job still runs.
 */
import { and, asc, desc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogImportImages, catalogImports, productImages, productVariants } from '../db/schema';
import type { Tx } from './stores';

export type CatalogImportRow = typeof catalogImports.$inferSelect;
export type CatalogImportImageRow = typeof catalogImportImages.$inferSelect;
export type NewCatalogImportImage = typeof catalogImportImages.$inferInsert;

export async function insertCatalogImport(
  db: Database,
  row: typeof catalogImports.$inferInsert,
): Promise<CatalogImportRow> {
  const [created] = await db.insert(catalogImports).values(row).returning();
  return created;
}

export async function findCatalogImport(
  db: Database | Tx,
  tenantId: string,
  id: string,
): Promise<CatalogImportRow | null> {
  const [row] = await db
    .select()
    .from(catalogImports)
    .where(and(eq(catalogImports.tenantId, tenantId), eq(catalogImports.id, id)));
  return row ?? null;
}

/** A job's progress columns: never its file or its report. */
const progressColumns = {
  id: catalogImports.id,
  status: catalogImports.status,
  fileName: catalogImports.fileName,
  totalRows: catalogImports.totalRows,
  doneRows: catalogImports.doneRows,
  failedRows: catalogImports.failedRows,
  createdAt: catalogImports.createdAt,
  finishedAt: catalogImports.finishedAt,
};

/** One of the store's imports without its file or report (what a progress stream reads often). */
export async function findCatalogImportProgress(db: Database, tenantId: string, id: string) {
  const [row] = await db
    .select(progressColumns)
    .from(catalogImports)
    .where(and(eq(catalogImports.tenantId, tenantId), eq(catalogImports.id, id)));
  return row ?? null;
}

/** The store's latest imports, newest first, without their files or reports. */
export async function listCatalogImports(db: Database, tenantId: string, limit: number) {
  return db
    .select(progressColumns)
    .from(catalogImports)
    .where(eq(catalogImports.tenantId, tenantId))
    .orderBy(desc(catalogImports.createdAt))
    .limit(limit);
}

const leaseEnd = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Takes one job nobody holds: queued, or running under a lease that ran out (its api died). The
 * lease is re-checked by the UPDATE itself, so of two apis racing for one job one gets it. `except`:
 * the jobs this api runs already (their hold may have run out mid-batch; they are not taken twice).
 */
export async function claimCatalogImport(
  db: Database,
  owner: string,
  leaseSeconds: number,
  which: { id?: string; except?: string[] } = {},
): Promise<CatalogImportRow | null> {
  const { id, except = [] } = which;
  const free = and(
    inArray(catalogImports.status, ['queued', 'running']),
    or(isNull(catalogImports.leaseUntil), lt(catalogImports.leaseUntil, sql`now()`)),
    except.length ? notInArray(catalogImports.id, except) : undefined,
  );
  const candidate = db
    .select({ id: catalogImports.id })
    .from(catalogImports)
    .where(id ? and(free, eq(catalogImports.id, id)) : free)
    .orderBy(asc(catalogImports.createdAt))
    .limit(1);
  const [row] = await db
    .update(catalogImports)
    .set({ status: 'running', leaseOwner: owner, leaseUntil: leaseEnd(leaseSeconds), updatedAt: sql`now()` })
    .where(and(inArray(catalogImports.id, candidate), free))
    .returning();
  return row ?? null;
}

const heldBy = (id: string, owner: string) =>
  and(eq(catalogImports.id, id), eq(catalogImports.status, 'running'), eq(catalogImports.leaseOwner, owner));

/** Moves the lease on; false when the job is no longer this api's to run (cancelled, or taken). */
export async function renewCatalogImport(
  db: Database,
  id: string,
  owner: string,
  leaseSeconds: number,
): Promise<boolean> {
  const rows = await db
    .update(catalogImports)
    .set({ leaseUntil: leaseEnd(leaseSeconds), updatedAt: sql`now()` })
    .where(heldBy(id, owner))
    .returning({ id: catalogImports.id });
  return rows.length > 0;
}

/**
 * Inside a batch's transaction: the cursor moves past the batch and its rows join the report, only
 * while this api holds the job; false means the batch must be rolled back.
 */
export async function advanceCatalogImport(
  tx: Tx,
  id: string,
  owner: string,
  batch: { rows: number; failed: number; report: unknown[] },
  leaseSeconds: number,
): Promise<boolean> {
  const rows = await tx
    .update(catalogImports)
    .set({
      doneRows: sql`${catalogImports.doneRows} + ${batch.rows}`,
      failedRows: sql`${catalogImports.failedRows} + ${batch.failed}`,
      report: sql`${catalogImports.report} || ${JSON.stringify(batch.report)}::jsonb`,
      leaseUntil: leaseEnd(leaseSeconds),
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, owner))
    .returning({ id: catalogImports.id });
  return rows.length > 0;
}

/** Ends a job this api holds (done or failed); its file is no longer kept. */
export async function finishCatalogImport(
  db: Database,
  id: string,
  owner: string,
  status: 'done' | 'failed',
): Promise<boolean> {
  const rows = await db
    .update(catalogImports)
    .set({
      status,
      file: null,
      leaseOwner: null,
      leaseUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, owner))
    .returning({ id: catalogImports.id });
  return rows.length > 0;
}

/**
 * Stops a queued or running job of the store; what its finished batches wrote stays. Its images
 * not fetched yet are failed with `reason` (none stays pending), for a retry to take up.
 */
export async function cancelCatalogImport(
  db: Database,
  tenantId: string,
  id: string,
  reason: string,
): Promise<CatalogImportRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(catalogImports)
      .set({
        status: 'cancelled',
        file: null,
        leaseOwner: null,
        leaseUntil: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(catalogImports.tenantId, tenantId),
          eq(catalogImports.id, id),
          inArray(catalogImports.status, ['queued', 'running']),
        ),
      )
      .returning();
    if (!row) return null;
    await tx
      .update(catalogImportImages)
      .set({ status: 'failed', error: reason, updatedAt: sql`now()` })
      .where(
        and(
          eq(catalogImportImages.tenantId, tenantId),
          eq(catalogImportImages.importId, id),
          eq(catalogImportImages.status, 'pending'),
        ),
      );
    return row;
  });
}

/** A finished job whose failed images are pending again: queued once more, for its images alone. */
export async function requeueCatalogImportImages(
  db: Database,
  tenantId: string,
  id: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const retried = await tx
      .update(catalogImportImages)
      .set({ status: 'pending', error: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(catalogImportImages.tenantId, tenantId),
          eq(catalogImportImages.importId, id),
          eq(catalogImportImages.status, 'failed'),
        ),
      )
      .returning({ id: catalogImportImages.id });
    if (retried.length === 0) return 0;
    await tx
      .update(catalogImports)
      .set({ status: 'queued', leaseOwner: null, leaseUntil: null, finishedAt: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(catalogImports.tenantId, tenantId),
          eq(catalogImports.id, id),
          inArray(catalogImports.status, ['done', 'failed']),
        ),
      );
    return retried.length;
  });
}

/** Names the images a batch's products are to get; an image named before (a re-run batch) is left. */
export async function insertImportImages(tx: Tx, rows: NewCatalogImportImage[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(catalogImportImages).values(rows).onConflictDoNothing();
}

/** The job's next pending images, in the file's order (product by product, by position). */
export async function pendingImportImages(
  db: Database,
  importId: string,
  limit: number,
): Promise<CatalogImportImageRow[]> {
  return db
    .select()
    .from(catalogImportImages)
    .where(and(eq(catalogImportImages.importId, importId), eq(catalogImportImages.status, 'pending')))
    .orderBy(asc(catalogImportImages.id))
    .limit(limit);
}

/** Marks an image of the job, only while `owner` still holds the job; false when it no longer does. */
export async function markImportImage(
  db: Database | Tx,
  image: { id: number; importId: string },
  owner: string,
  outcome: { status: 'done' } | { status: 'failed'; error: string },
): Promise<boolean> {
  const held = db.select({ id: catalogImports.id }).from(catalogImports).where(heldBy(image.importId, owner));
  const rows = await db
    .update(catalogImportImages)
    .set({
      status: outcome.status,
      error: outcome.status === 'failed' ? outcome.error : null,
      attempts: sql`${catalogImportImages.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(catalogImportImages.id, image.id), inArray(catalogImportImages.importId, held)))
    .returning({ id: catalogImportImages.id });
  return rows.length > 0;
}

/** How many of the job's images are pending, done and failed. */
export async function countImportImages(db: Database, importId: string) {
  const rows = await db
    .select({ status: catalogImportImages.status, count: sql<number>`count(*)::int` })
    .from(catalogImportImages)
    .where(eq(catalogImportImages.importId, importId))
    .groupBy(catalogImportImages.status);
  const counts = { pending: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** The job's images that could not be fetched, with why, by row. */
export async function failedImportImages(db: Database, tenantId: string, importId: string) {
  return db
    .select({
      row: catalogImportImages.row,
      url: catalogImportImages.url,
      error: catalogImportImages.error,
      productId: catalogImportImages.productId,
    })
    .from(catalogImportImages)
    .where(
      and(
        eq(catalogImportImages.tenantId, tenantId),
        eq(catalogImportImages.importId, importId),
        eq(catalogImportImages.status, 'failed'),
      ),
    )
    .orderBy(asc(catalogImportImages.row), asc(catalogImportImages.position));
}

/** The product's images fetched from `url` before (a re-run that must not add it twice). */
export async function findImageBySource(tx: Tx, tenantId: string, productId: string, url: string) {
  const [row] = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(
      and(
        eq(productImages.tenantId, tenantId),
        eq(productImages.productId, productId),
        eq(productImages.sourceUrl, url),
      ),
    );
  return row ?? null;
}

/** Makes the image the photo of the product's variants named by SKU, by option values ("Green / M") or by name. */
export async function linkVariantImage(
  tx: Tx,
  tenantId: string,
  productId: string,
  imageId: string,
  keys: string[],
): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .update(productVariants)
    .set({ imageId, updatedAt: sql`now()` })
    .where(
      and(
        eq(productVariants.tenantId, tenantId),
        eq(productVariants.productId, productId),
        or(
          inArray(productVariants.sku, keys),
          inArray(sql`array_to_string(${productVariants.optionValues}, ' / ')`, keys),
          inArray(productVariants.name, keys),
        ),
      ),
    );
}

/** Where each image the job names for the product goes among them (by address). */
export async function importImageOrder(
  db: Database,
  importId: string,
  productId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ url: catalogImportImages.url, position: catalogImportImages.position })
    .from(catalogImportImages)
    .where(and(eq(catalogImportImages.importId, importId), eq(catalogImportImages.productId, productId)));
  return new Map(rows.map((row) => [row.url, row.position]));
}

/** Lets go of a job this api holds (it is stopping): another api may take it at once. */
export async function releaseCatalogImport(db: Database, id: string, owner: string): Promise<void> {
  await db
    .update(catalogImports)
    .set({ leaseOwner: null, leaseUntil: null, updatedAt: sql`now()` })
    .where(heldBy(id, owner));
}
