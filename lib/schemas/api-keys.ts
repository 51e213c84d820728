/** API keys of a store: what the back-office's API Key Management sends and reads. */
import { z } from 'zod';
import { API_KEY_NAME_MAX } from '../constants/auth';
import { INTEGRATION_MESSAGES } from '../messages';
import { text } from './common';

export const apiKeyNameSchema = text({ error: INTEGRATION_MESSAGES.apiKeyNameRequired })
  .trim()
  .min(1, { error: INTEGRATION_MESSAGES.apiKeyNameRequired })
  .max(API_KEY_NAME_MAX, { error: `API key name must be at most ${API_KEY_NAME_MAX} characters` });

export const createApiKeyBodySchema = z.object({ name: apiKeyNameSchema });
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

export const apiKeyIdParamsSchema = z.object({ id: z.uuid({ error: INTEGRATION_MESSAGES.apiKeyNotFound }) });

export const listApiKeysQuerySchema = z.object({
  // A query string carries text: only 'true' shows revoked keys too.
  includeInactive: z.enum(['true', 'false']).optional(),
});

/** A key as listed: never its secret. `prefix` is its first characters, to tell keys apart. */
export const apiKeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  prefix: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  usageCount: z.number().int(),
  lastUsed: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ apiKeys: z.array(apiKeySchema) });

/** Creation and rotation: the one answer that holds the secret. */
export const apiKeyWithSecretSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecretSchema>;

export const apiKeyUsageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  usageCount: z.number().int(),
  lastUsed: z.string().nullable(),
  /** Uses a UTC day, oldest first. */
  usageHistory: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type ApiKeyUsage = z.infer<typeof apiKeyUsageSchema>;
