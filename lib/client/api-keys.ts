/** The browser's API Key Management calls (spec §7), through the BFF; each answers a result or `{ error }`. */
import { jsonRequest } from '@/lib/auth/client-session';
import { INTEGRATION_MESSAGES as M } from '@/lib/messages';
import {
  apiKeyListSchema,
  apiKeyUsageSchema,
  apiKeySchema,
  apiKeyWithSecretSchema,
  type ApiKey,
  type ApiKeyGrace,
  type ApiKeyUsage,
  type ApiKeyWithSecret,
} from '@/lib/schemas/api-keys';
import { z } from 'zod';
import { callBff, parseWith, type ClientResult } from './bff-call';

const keyPath = (id: string) => `/api/api-keys/${encodeURIComponent(id)}`;

/** SWR key of the list: active keys, or all of them. */
export const apiKeysKey = (includeInactive: boolean) =>
  `/api/api-keys${includeInactive ? '?includeInactive=true' : ''}`;

/** GET /api/api-keys: the store's keys (never their secrets). */
export async function listApiKeys(key: string): Promise<ApiKey[]> {
  const result = await callBff(key, { method: 'GET' }, parseWith(apiKeyListSchema), M.apiKeysFetchFailed);
  // SWR keeps errors apart from data: a failure is thrown, with the message to show.
  if ('error' in result) throw new Error(result.error);
  return result.apiKeys;
}

/** POST /api/api-keys {name}: the new key, with its secret this once. */
export function createApiKey(name: string): Promise<ClientResult<ApiKeyWithSecret>> {
  return callBff(
    '/api/api-keys',
    jsonRequest('POST', { name }),
    parseWith(apiKeyWithSecretSchema),
    M.apiKeyCreateFailed,
  );
}

/** POST /api/api-keys/{id}/rotate: the key with its new secret, this once. */
export function rotateApiKey(
  id: string,
  grace: ApiKeyGrace = 'none',
): Promise<ClientResult<ApiKeyWithSecret>> {
  return callBff(
    `${keyPath(id)}/rotate`,
    jsonRequest('POST', { grace }),
    parseWith(apiKeyWithSecretSchema),
    M.apiKeyRotateFailed,
  );
}

/** DELETE /api/api-keys/{id}: the key, now inactive. */
export function revokeApiKey(id: string): Promise<ClientResult<ApiKey>> {
  return callBff(
    keyPath(id),
    { method: 'DELETE' },
    parseWith(z.object({ apiKey: apiKeySchema }).transform((body) => body.apiKey)),
    M.apiKeyRevokeFailed,
  );
}

/** GET /api/api-keys/{id}/usage: total, last use and uses a day. */
export async function fetchApiKeyUsage(key: string): Promise<ApiKeyUsage> {
  const result = await callBff(key, { method: 'GET' }, parseWith(apiKeyUsageSchema), M.apiKeyUsageFailed);
  if ('error' in result) throw new Error(result.error);
  return result;
}

export const apiKeyUsageKey = (id: string) => `${keyPath(id)}/usage`;
