import 'server-only';
import { cache } from 'react';
import { getApiToken } from '@/lib/auth/session';
import { SERVER_API_TIMEOUT_MS } from '@/lib/constants/api';
import { PRODUCT_CACHE_SECONDS } from '@/lib/constants/catalog';
import type { PolicyKind } from '@/lib/constants/policies';
import { env } from '@/lib/env';
import { policyListSchema, policySchema, type Policy } from '@/lib/schemas/policies';
import { apiFetch, apiHeaders, callApi } from './client';
import { TAGS } from './tags';

/**
 * One policy page of a store, cached and tagged: saving the page expires the policies tag, and a
 * change of the store's details (which the template names) its store tag. Null when the api
 * cannot say (the page then says so).
 */
export const getStorePolicy = cache(async (tenant: string, kind: PolicyKind): Promise<Policy | null> => {
  try {
    const response = await apiFetch(`/api/store/policies/${kind}`, {
      tenant,
      timeoutMs: env.PRODUCT_TIMEOUT_MS,
      revalidate: PRODUCT_CACHE_SECONDS,
      tags: [TAGS.policies(tenant), TAGS.store(tenant)],
    });
    if (!response.ok) throw new Error(`the api answered ${response.status}`);
    const parsed = policySchema.safeParse(await response.json());
    if (!parsed.success) throw new Error('the answer is not a policy page');
    return parsed.data;
  } catch (error) {
    console.warn(`[policies] the ${kind} page of ${tenant} is unavailable:`, (error as Error).message);
    return null;
  }
});

/**
 * The owner's policy pages (GET /api/admin/policies) with the session's token, for the dashboard's
 * reminder; null when there is no session or the api does not answer (the reminder then stays away).
 */
export async function getOwnerPolicies(tenant: string): Promise<Policy[] | null> {
  const token = await getApiToken(tenant);
  if (!token) return null;
  try {
    const headers = apiHeaders(tenant);
    headers.set('authorization', `Bearer ${token}`);
    const response = await callApi(`${env.API_URL}/api/admin/policies`, {
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(SERVER_API_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const parsed = policyListSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.policies : null;
  } catch {
    return null;
  }
}
