/**
 * The catalog as CSV from the back-office: download the export, and send a file for its dry run
 * or to apply it. A refused import still carries its row report, so the screen can show each row.
 */
import { bffFetch } from '@/lib/auth/client-session';
import { appliedImportSchema, type AppliedImport } from '@/lib/schemas/catalog-imports';
import { importReportSchema, type ImportChoices, type ImportReport } from '@/lib/schemas/product-csv';
import { fileNameOf, saveBlobAs } from './save-file';
import { callBff, textOf, type ClientError, type ClientResult } from './bff-call';

export const PRODUCT_EXPORT_PATH = '/api/admin/products/export';
export const PRODUCT_IMPORT_PATH = '/api/admin/products/import';

export const CSV_MESSAGES = {
  exportFailed: 'The catalog could not be exported. Try again.',
  importFailed: 'The file could not be checked. Try again.',
} as const;

/** A refused import: the api's message, and the row report when it gave one. */
export type ImportRefusal = ClientError & { report?: ImportReport };

/** Saves the whole catalog as the file the api names (products-<store>-<date>.csv). */
export async function downloadCatalogCsv(): Promise<ClientResult<{ saved: true; filename: string }>> {
  try {
    const response = await bffFetch(PRODUCT_EXPORT_PATH, { method: 'GET', cache: 'no-store' });
    if (!response.ok) return { error: CSV_MESSAGES.exportFailed, httpStatus: response.status };
    const filename = fileNameOf(response.headers.get('content-disposition'), 'products.csv');
    saveBlobAs(await response.blob(), filename);
    return { saved: true, filename };
  } catch {
    return { error: CSV_MESSAGES.exportFailed };
  }
}

/**
 * Checks (dryRun) or applies a catalog file, with the owner's category choices when applied; a
 * refusal keeps the api's per-row report. Applied, the answer names the job (`import`): still
 * running when the file is large.
 */
export function importCatalogCsv(
  file: File,
  dryRun: boolean,
  choices?: ImportChoices,
): Promise<AppliedImport | ImportRefusal> {
  const form = new FormData();
  // Before the file: the api reads the fields that come ahead of it.
  if (choices?.mappings.length) form.append('choices', JSON.stringify(choices));
  form.append('file', file, file.name);
  return callBff<AppliedImport, ImportRefusal>(
    `${PRODUCT_IMPORT_PATH}?dryRun=${dryRun}`,
    { method: 'POST', body: form },
    (body) => appliedImportSchema.safeParse(body).data,
    CSV_MESSAGES.importFailed,
    {
      refusal: (_status, body) => {
        const report = importReportSchema.safeParse(body);
        return {
          error: textOf(body?.error) ?? CSV_MESSAGES.importFailed,
          code: textOf(body?.code),
          field: textOf(body?.field),
          ...(report.success ? { report: report.data } : {}),
        };
      },
    },
  );
}
