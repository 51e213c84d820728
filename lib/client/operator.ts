/** The operator's page's browser calls through the BFF: sign in with the token, the stores, suspend and resume. */
import { bffFetch } from '@/lib/auth/client-session';
import {
  OPERATOR_BFF,
  OPERATOR_MESSAGES,
  operatorStoreListSchema,
  type OperatorStoreList,
} from '@/lib/schemas/operator-stores';
import { callBff, type ClientResult } from './bff-call';

const jsonInit = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** Signs in: true when the api took the token (the BFF keeps it), else the message to show. */
export async function operatorSignIn(token: string): Promise<true | string> {
  try {
    const response = await bffFetch(OPERATOR_BFF.session, jsonInit('POST', { token }));
    if (response.ok) return true;
    return response.status === 401 ? OPERATOR_MESSAGES.signInFailed : OPERATOR_MESSAGES.signInUnavailable;
  } catch {
    return OPERATOR_MESSAGES.signInUnavailable;
  }
}

/** Signs out: the BFF forgets the token. */
export async function operatorSignOut(): Promise<void> {
  await bffFetch(OPERATOR_BFF.session, { method: 'DELETE' }).catch(() => undefined);
}

/** One page of the stores; a ClientError of httpStatus 401 means signed out. */
export function fetchOperatorStores(page: number): Promise<ClientResult<OperatorStoreList>> {
  return callBff(
    `${OPERATOR_BFF.stores}?page=${page}`,
    { method: 'GET', cache: 'no-store' },
    (body) => operatorStoreListSchema.safeParse(body).data,
    OPERATOR_MESSAGES.loadFailed,
  );
}

/** Suspends or resumes a store. */
export function setOperatorStoreStatus(
  id: string,
  action: 'suspend' | 'resume',
): Promise<ClientResult<{ id: string; status: string }>> {
  return callBff(
    OPERATOR_BFF.store(id, action),
    jsonInit('POST'),
    (body) =>
      body && typeof body === 'object' && 'status' in body ? (body as { id: string; status: string }) : null,
    OPERATOR_MESSAGES.actionFailed,
  );
}
