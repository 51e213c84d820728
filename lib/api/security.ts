import 'server-only';
import { SERVER_API_TIMEOUT_MS } from '@/lib/constants/api';
import { env } from '@/lib/env';
import { getApiToken } from '@/lib/auth/session';
import { securityStatusSchema, type SecurityStatus } from '@/lib/schemas/two-factor';
import { apiHeaders, callApi } from './client';

/**
 * The signed-in person's two-factor sign-in and the store's rule (GET /api/auth/security), or null
 * when it cannot be read: the back-office layout then shows its pages as usual (the api still
 * refuses them while a required set-up is missing).
 */
export async function getSecurityStatus(tenant: string): Promise<SecurityStatus | null> {
  const token = await getApiToken(tenant);
  if (!token) return null;
  try {
    const headers = apiHeaders(tenant);
    headers.set('authorization', `Bearer ${token}`);
    const response = await callApi(`${env.API_URL}/api/auth/security`, {
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(SERVER_API_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const parsed = securityStatusSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
