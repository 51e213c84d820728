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

/** How long a rotated key's old secret keeps working, for the integrations that still send it. */
export const API_KEY_GRACE_PERIODS = { none: 0, '1h': 1, '24h': 24 } as const;
export type ApiKeyGrace = keyof typeof API_KEY_GRACE_PERIODS;
export const API_KEY_GRACE_LABELS: Record<ApiKeyGrace, string> = {
  none: 'Stop the old key now',
  '1h': 'Keep the old key working for 1 hour',
  '24h': 'Keep the old key working for 24 hours',
};

export const rotateApiKeyBodySchema = z
  .object({
    grace: z.enum(['none', '1h', '24h'], { error: 'grace must be none, 1h or 24h' }).default('none'),
  })
  // No body at all is no grace, as before the choice existed.
  .nullish();
export type RotateApiKeyBody = z.infer<typeof rotateApiKeyBodySchema>;

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
  /** A test key (`sk_test_…`, made while the store takes test payments) or a live one. */
  mode: z.enum(['test', 'live']),
  /** Until when the secret replaced by the last rotation still works; null when it no longer does. */
  previousKeyExpiresAt: z.string().nullable(),
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
