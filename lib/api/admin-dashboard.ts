import 'server-only';
import { SERVER_API_TIMEOUT_MS } from '@/lib/constants/api';
import { env } from '@/lib/env';
import { getApiToken } from '@/lib/auth/session';
import { dashboardSummarySchema, type DashboardSummary } from '@/lib/schemas/admin-dashboard';
import { apiHeaders, callApi } from './client';

/**
 * The owner's day at a glance (GET /api/admin/dashboard) with the session's token, or null when
 * the api does not answer it: the dashboard then says so and still offers everything else.
 */
export async function getDashboardSummary(tenant: string): Promise<DashboardSummary | null> {
  const token = await getApiToken(tenant);
  if (!token) return null;
  try {
    const headers = apiHeaders(tenant);
    headers.set('authorization', `Bearer ${token}`);
    const response = await callApi(`${env.API_URL}/api/admin/dashboard`, {
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(SERVER_API_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const parsed = dashboardSummarySchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
