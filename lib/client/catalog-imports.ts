/**
 * A catalog import running as a job, from the back-office through the BFF: its report, its
 * progress as an event stream, cancelling it, and retrying its failed images.
 */
import { z } from 'zod';
import {
  catalogImportProgressSchema,
  catalogImportSchema,
  type CatalogImport,
  type CatalogImportProgress,
} from '@/lib/schemas/catalog-imports';
import { callBff, parseWith, type ClientResult } from './bff-call';

export const CATALOG_IMPORTS_PATH = '/api/admin/products/imports';
const importPath = (id: string) => `${CATALOG_IMPORTS_PATH}/${encodeURIComponent(id)}`;

/** The event stream of an import's progress (progress…, then complete, or error). */
export const catalogImportEventsUrl = (id: string) => `${importPath(id)}/events`;

export const CATALOG_IMPORT_CLIENT_MESSAGES = {
  loadFailed: 'The import’s report could not be loaded. Try again.',
  cancelFailed: 'The import could not be stopped. Try again.',
  retryFailed: 'The images could not be retried. Try again.',
} as const;

/** GET /api/admin/products/imports/{id}: the import with each applied row and its failed images. */
export function getCatalogImport(id: string): Promise<ClientResult<CatalogImport>> {
  return callBff(
    importPath(id),
    { method: 'GET', cache: 'no-store' },
    parseWith(catalogImportSchema),
    CATALOG_IMPORT_CLIENT_MESSAGES.loadFailed,
  );
}

/** POST …/cancel: stops the import between batches (409 once it has finished). */
export function cancelCatalogImport(id: string): Promise<ClientResult<CatalogImportProgress>> {
  return callBff(
    `${importPath(id)}/cancel`,
    { method: 'POST' },
    parseWith(catalogImportProgressSchema),
    CATALOG_IMPORT_CLIENT_MESSAGES.cancelFailed,
  );
}

/** POST …/retry-images: the images that failed are fetched again. */
export function retryCatalogImportImages(
  id: string,
): Promise<ClientResult<{ retried: number; import: CatalogImportProgress }>> {
  return callBff(
    `${importPath(id)}/retry-images`,
    { method: 'POST' },
    parseWith(z.object({ retried: z.number(), import: catalogImportProgressSchema })),
    CATALOG_IMPORT_CLIENT_MESSAGES.retryFailed,
  );
}
