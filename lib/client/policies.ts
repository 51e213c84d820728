/** The store's policy pages from the browser, through the BFF (/api/admin/policies). */
import { jsonRequest } from '@/lib/auth/client-session';
import type { PolicyKind } from '@/lib/constants/policies';
import { policyListSchema, policySchema, type Policy, type PolicyList } from '@/lib/schemas/policies';
import { callBff, parseWith, type ClientResult } from './bff-call';

export const POLICIES_PATH = '/api/admin/policies';

export const POLICY_CLIENT_MESSAGES = {
  loadFailed: 'The policy pages could not be loaded. Please try again.',
  saveFailed: 'The page could not be saved. Please try again.',
} as const;

/** For SWR: every page (saved or its template), or a thrown error carrying the message to show. */
export async function fetchPolicies(path: string = POLICIES_PATH): Promise<PolicyList> {
  const result = await callBff(
    path,
    { method: 'GET', cache: 'no-store' },
    parseWith(policyListSchema),
    POLICY_CLIENT_MESSAGES.loadFailed,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** Saves one page's text; a refusal names its field (`body`). */
export const savePolicy = (kind: PolicyKind, body: string): Promise<ClientResult<Policy>> =>
  callBff(
    `${POLICIES_PATH}/${kind}`,
    jsonRequest('PUT', { body }),
    parseWith(policySchema),
    POLICY_CLIENT_MESSAGES.saveFailed,
  );
