/**
 * The analytics screen's browser calls through the BFF: the charts' summary (for SWR) and the
 * owner's sync (spec §7), answered with the spec's messages (§8).
 */
import { bffFetch, jsonRequest } from '@/lib/auth/client-session';
import { INTEGRATION_MESSAGES } from '@/lib/messages';
import {
  ANALYTICS_TEXT,
  analyticsSummarySchema,
  analyticsSyncResultSchema,
  type AnalyticsRange,
  type AnalyticsSummary,
  type AnalyticsSyncResult,
} from '@/lib/schemas/analytics';
import type { ClientResult } from './bff-call';

/** The SWR key of a range's summary; also the BFF path it is read from. */
export const analyticsSummaryKey = (days: AnalyticsRange) => `/api/analytics/summary?days=${days}`;

/** SWR fetcher of GET /api/analytics/summary: the parsed summary, or throws with the screen's message. */
export async function fetchAnalyticsSummary(key: string): Promise<AnalyticsSummary> {
  const response = await bffFetch(key, { cache: 'no-store' });
  const parsed = response.ok
    ? analyticsSummarySchema.safeParse(await response.json().catch(() => null))
    : null;
  if (parsed?.success) return parsed.data;
  throw new Error(syncMessage(response.status) ?? ANALYTICS_TEXT.summaryFailed);
}

/** A refused session in the spec's words: 403 for a caller without the right, 401 for no token. */
function syncMessage(status: number): string | null {
  if (status === 403) return INTEGRATION_MESSAGES.analyticsAuthError;
  if (status === 401) return INTEGRATION_MESSAGES.analyticsAuthRequired;
  return null;
}

/** POST /api/analytics/sync: rolls up yesterday, and today with `includeToday`. */
export async function syncAnalytics(includeToday: boolean): Promise<ClientResult<AnalyticsSyncResult>> {
  try {
    const response = await bffFetch('/api/analytics/sync', jsonRequest('POST', { includeToday }));
    if (!response.ok)
      return { error: syncMessage(response.status) ?? INTEGRATION_MESSAGES.analyticsSyncFailed };
    const parsed = analyticsSyncResultSchema.safeParse(await response.json().catch(() => null));
    return parsed.success ? parsed.data : { error: INTEGRATION_MESSAGES.analyticsSyncFailed };
  } catch {
    return { error: INTEGRATION_MESSAGES.analyticsSyncFailed };
  }
}
