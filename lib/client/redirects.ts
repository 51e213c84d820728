/** The store's redirects from the back-office, through the BFF (/api/admin/redirects). */
import { jsonRequest } from '@/lib/auth/client-session';
import { REDIRECT_MESSAGES } from '@/lib/messages/redirects';
import {
  redirectImportResultSchema,
  redirectListSchema,
  redirectSchema,
  type Redirect,
  type RedirectBody,
  type RedirectImportResult,
} from '@/lib/schemas/redirects';
import { callBff, parseWith, type ClientResult } from './bff-call';

export const REDIRECTS_PATH = '/api/admin/redirects';

/** For SWR: the list, or a thrown error carrying the message to show. */
export async function fetchRedirects(path: string): Promise<Redirect[]> {
  const result = await callBff(
    path,
    { method: 'GET' },
    (body) => redirectListSchema.safeParse(body).data?.redirects,
    REDIRECT_MESSAGES.loadFailed,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

export const createRedirect = (body: RedirectBody): Promise<ClientResult<Redirect>> =>
  callBff(REDIRECTS_PATH, jsonRequest('POST', body), parseWith(redirectSchema), REDIRECT_MESSAGES.saveFailed);

export const deleteRedirect = (id: string): Promise<ClientResult<{ success: true }>> =>
  callBff(
    `${REDIRECTS_PATH}/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
    () => ({ success: true as const }),
    REDIRECT_MESSAGES.deleteFailed,
  );

export const importRedirectCsv = (csv: string): Promise<ClientResult<RedirectImportResult>> =>
  callBff(
    `${REDIRECTS_PATH}/import`,
    jsonRequest('POST', { csv }),
    parseWith(redirectImportResultSchema),
    REDIRECT_MESSAGES.importFailed,
  );
