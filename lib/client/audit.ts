/** The activity log's browser calls through the BFF: a page of lines for the filters, and its CSV saved. */
import { bffFetch } from '@/lib/auth/client-session';
import {
  AUDIT_CSV_PATH,
  AUDIT_MESSAGES,
  AUDIT_PATH,
  auditListSchema,
  type AuditList,
} from '@/lib/schemas/audit';
import { callBff, type ClientResult } from './bff-call';
import { fileNameOf, saveBlobAs } from './save-file';

/** The filters of the screen: empty strings are "any". */
export type AuditFilters = { actor: string; kind: string; from: string; to: string };

/** The query string of `filters` (and a page's cursor), leaving out what is "any". */
export function auditQuery(filters: AuditFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/audit: one page of the store's lines for `filters`. */
export function fetchAuditPage(
  filters: AuditFilters,
  cursor?: string | null,
): Promise<ClientResult<AuditList>> {
  return callBff(
    `${AUDIT_PATH}${auditQuery(filters, cursor)}`,
    { method: 'GET', cache: 'no-store' },
    (body) => auditListSchema.safeParse(body).data,
    AUDIT_MESSAGES.loadFailed,
  );
}

/** Saves every line for `filters` as the CSV file the api names. */
export async function downloadAuditCsv(
  filters: AuditFilters,
): Promise<ClientResult<{ saved: true; filename: string }>> {
  try {
    const response = await bffFetch(`${AUDIT_CSV_PATH}${auditQuery(filters)}`, {
      method: 'GET',
      cache: 'no-store',
    });
    if (!response.ok) return { error: AUDIT_MESSAGES.downloadFailed, httpStatus: response.status };
    const filename = fileNameOf(response.headers.get('content-disposition'), 'activity.csv');
    saveBlobAs(await response.blob(), filename);
    return { saved: true, filename };
  } catch {
    return { error: AUDIT_MESSAGES.downloadFailed };
  }
}
