/**
 * One customer from the browser, through the BFF (/api/admin/customers/{id}): the customer page's
 * read (an SWR fetcher that throws) and the owner's notes, answering the note or `{ error, field? }`.
 */
import { jsonRequest } from '@/lib/auth/client-session';
import {
  customerDetailSchema,
  customerNoteSchema,
  type CustomerDetail,
  type CustomerNote,
} from '@/lib/schemas/admin-customers';
import { callBff, isClientError, type ClientResult } from './bff-call';
import { ADMIN_CUSTOMERS_PATH } from './admin-catalog';

export const CUSTOMER_MESSAGES = {
  fetchFailed: 'Failed to fetch the customer. Please try again.',
  noteFailed: 'Failed to save the note. Please try again.',
} as const;

export const customerPath = (id: string) => `${ADMIN_CUSTOMERS_PATH}/${encodeURIComponent(id)}`;
/** The back-office page of a customer. */
export const customerPagePath = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;

export async function fetchCustomer(path: string): Promise<CustomerDetail> {
  const result = await callBff(
    path,
    { method: 'GET' },
    (body) => customerDetailSchema.safeParse(body).data ?? null,
    CUSTOMER_MESSAGES.fetchFailed,
  );
  if (isClientError(result)) throw new Error(result.error);
  return result;
}

export function addCustomerNote(id: string, body: string): Promise<ClientResult<CustomerNote>> {
  return callBff(
    `${customerPath(id)}/notes`,
    jsonRequest('POST', { body }),
    (answer) => customerNoteSchema.safeParse(answer).data ?? null,
    CUSTOMER_MESSAGES.noteFailed,
  );
}
