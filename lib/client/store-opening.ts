/** The owner opens a store not open yet, from its storefront's bar (no validation library on store pages). */
import { jsonRequest } from '@/lib/auth/client-session';
import { APP_SHELL_MESSAGES as MESSAGES } from '@/lib/messages/app-shell';
import { callBff, type AnswerBody, type ClientResult } from './bff-call';

/** POST /api/store-opening: open now, or the api's refusal. */
export function openStoreNow(): Promise<ClientResult<{ open: boolean }>> {
  return callBff(
    '/api/store-opening',
    jsonRequest('POST', {}),
    (body) => ((body as AnswerBody)?.open === true ? { open: true } : null),
    MESSAGES.generic,
  );
}
