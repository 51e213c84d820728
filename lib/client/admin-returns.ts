/**
 * The owner's returns from the browser, through the BFF (/api/admin/returns and the order's own
 * list), and the store's consumer settings (/api/admin/settings/consumer). Each call answers the
 * api's result or `{ error, code?, field? }`.
 */
import { jsonRequest } from '@/lib/auth/client-session';
import {
  adminReturnRequestListSchema,
  adminReturnRequestSchema,
  consumerSettingsSchema,
  type AdminReturnRequest,
  type ConsumerSettingsBody,
} from '@/lib/schemas/returns';
import { callBff, parseWith, type ClientResult } from './bff-call';

export const ADMIN_RETURN_MESSAGES = {
  loadFailed: 'The return requests could not be loaded. Please try again.',
  decideFailed: 'The request could not be answered. Please try again.',
  settingsLoadFailed: 'The return and consent settings could not be loaded. Please try again.',
  settingsSaveFailed: 'The settings could not be saved. Please try again.',
} as const;

export const CONSUMER_SETTINGS_PATH = '/api/admin/settings/consumer';
/** SWR key of one order's requests. */
export const orderReturnsPath = (orderId: string) => `/api/admin/orders/${orderId}/returns`;
/** SWR key of the store's open requests. */
export const OPEN_RETURNS_PATH = '/api/admin/returns?status=requested';

/** For SWR: a list of requests, or a thrown error carrying the message to show. */
export async function fetchReturnRequests(path: string): Promise<AdminReturnRequest[]> {
  const result = await callBff(
    path,
    { method: 'GET', cache: 'no-store' },
    parseWith(adminReturnRequestListSchema),
    ADMIN_RETURN_MESSAGES.loadFailed,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** Accepts a request: its refund (pieces back in stock unless told), made once however often sent. */
export const acceptReturn = (id: string, restock = true): Promise<ClientResult<AdminReturnRequest>> =>
  callBff(
    `/api/admin/returns/${id}/accept`,
    jsonRequest('POST', { restock }),
    parseWith(adminReturnRequestSchema),
    ADMIN_RETURN_MESSAGES.decideFailed,
  );

/** Declines a request with the message the buyer is mailed; a refusal names its field (`message`). */
export const declineReturn = (id: string, message: string): Promise<ClientResult<AdminReturnRequest>> =>
  callBff(
    `/api/admin/returns/${id}/decline`,
    jsonRequest('POST', { message }),
    parseWith(adminReturnRequestSchema),
    ADMIN_RETURN_MESSAGES.decideFailed,
  );

/** For SWR: the store's consumer settings (the defaults until saved). */
export async function fetchConsumerSettings(path: string = CONSUMER_SETTINGS_PATH) {
  const result = await callBff(
    path,
    { method: 'GET', cache: 'no-store' },
    parseWith(consumerSettingsSchema),
    ADMIN_RETURN_MESSAGES.settingsLoadFailed,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** Saves the consumer settings whole; a refusal names its field. */
export const saveConsumerSettings = (
  body: ConsumerSettingsBody,
): Promise<ClientResult<ConsumerSettingsBody>> =>
  callBff(
    CONSUMER_SETTINGS_PATH,
    jsonRequest('PUT', body),
    parseWith(consumerSettingsSchema),
    ADMIN_RETURN_MESSAGES.settingsSaveFailed,
  );
