/** The Taxes report screen's browser calls through the BFF: the report for a span, and its CSV saved. */
import { bffFetch } from '@/lib/auth/client-session';
import {
  TAX_REPORT_CSV_PATH,
  TAX_REPORT_MESSAGES,
  TAX_REPORT_PATH,
  taxReportSchema,
  type TaxReport,
} from '@/lib/schemas/tax-report';
import { fileNameOf, saveBlobAs } from './save-file';
import { callBff, type ClientResult } from './bff-call';

const query = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** GET /api/admin/reports/tax: the report of the days `from` to `to`, or the api's refusal. */
export function fetchTaxReport(from: string, to: string): Promise<ClientResult<TaxReport>> {
  return callBff(
    `${TAX_REPORT_PATH}?${query(from, to)}`,
    { method: 'GET', cache: 'no-store' },
    (body) => taxReportSchema.safeParse(body).data,
    TAX_REPORT_MESSAGES.loadFailed,
  );
}

/** Saves the report of the days `from` to `to` as the CSV file the api names. */
export async function downloadTaxReportCsv(
  from: string,
  to: string,
): Promise<ClientResult<{ saved: true; filename: string }>> {
  try {
    const response = await bffFetch(`${TAX_REPORT_CSV_PATH}?${query(from, to)}`, {
      method: 'GET',
      cache: 'no-store',
    });
    if (!response.ok) return { error: TAX_REPORT_MESSAGES.downloadFailed, httpStatus: response.status };
    const filename = fileNameOf(response.headers.get('content-disposition'), 'tax-report.csv');
    saveBlobAs(await response.blob(), filename);
    return { saved: true, filename };
  } catch {
    return { error: TAX_REPORT_MESSAGES.downloadFailed };
  }
}
