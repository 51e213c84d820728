import { z } from 'zod';
import { importReportSchema, importRowSchema } from './product-csv';

export const catalogImportStatuses = ['queued', 'running', 'done', 'cancelled', 'failed'] as const;
export type CatalogImportStatus = (typeof catalogImportStatuses)[number];
/** A job that will not move again on its own. */
export const isFinishedImport = (status: CatalogImportStatus) =>
  status === 'done' || status === 'cancelled' || status === 'failed';

export const catalogImportParamsSchema = z.object({ id: z.uuid({ error: 'Not an import id' }) });

/** An image an import could not fetch, and why, on the row that named it. */
export const failedImportImageSchema = z.object({
  row: z.number().int(),
  url: z.string(),
  error: z.string(),
  productId: z.string(),
});
export type FailedImportImage = z.infer<typeof failedImportImageSchema>;

/** How far a catalog import has come: rows applied, images fetched. */
export const catalogImportProgressSchema = z.object({
  id: z.string(),
  status: z.enum(catalogImportStatuses),
  fileName: z.string(),
  totalRows: z.number().int(),
  doneRows: z.number().int(),
  failedRows: z.number().int(),
  images: z.object({ pending: z.number().int(), done: z.number().int(), failed: z.number().int() }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CatalogImportProgress = z.infer<typeof catalogImportProgressSchema>;

/** A catalog import with its report: each applied row's outcome and the images that failed. */
export const catalogImportSchema = catalogImportProgressSchema.extend({
  rows: z.array(importRowSchema),
  failedImages: z.array(failedImportImageSchema),
});
export type CatalogImport = z.infer<typeof catalogImportSchema>;

export const catalogImportListSchema = z.object({ imports: z.array(catalogImportProgressSchema) });

/** The events of GET /admin/products/imports/{id}/events: progress…, then complete (or error). */
export type CatalogImportEvent =
  | { event: 'progress'; data: CatalogImportProgress }
  | { event: 'complete'; data: CatalogImportProgress }
  | { event: 'error'; data: { error: string; code: string } };

/** What applying a file answers: the plan's report, and the job applying it (its report once done). */
export const appliedImportSchema = importReportSchema.extend({
  import: catalogImportProgressSchema.optional(),
});
export type AppliedImport = z.infer<typeof appliedImportSchema>;
