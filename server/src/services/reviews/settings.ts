/** The store's review settings (Reviews in the back-office): the defaults until the owner saves. */
import { DEFAULT_REVIEW_REQUEST_DAYS, DEFAULT_REVIEW_SHIPPED_EXTRA_DAYS } from '@/lib/constants/reviews';
import type { ReviewSettings } from '@/lib/schemas/reviews';
import type { Database } from '@server/db/client';
import { findReviewSettings, saveReviewSettingsRow } from '@server/repositories/reviews';
import type { Tx } from '@server/repositories/stores';

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  enabled: true,
  requestDays: DEFAULT_REVIEW_REQUEST_DAYS,
  shippedExtraDays: DEFAULT_REVIEW_SHIPPED_EXTRA_DAYS,
  publishAtOnce: true,
};

export async function getReviewSettings(db: Database | Tx, tenantId: string): Promise<ReviewSettings> {
  const row = await findReviewSettings(db, tenantId);
  if (!row) return DEFAULT_REVIEW_SETTINGS;
  const { enabled, requestDays, shippedExtraDays, publishAtOnce } = row;
  return { enabled, requestDays, shippedExtraDays, publishAtOnce };
}

export async function saveReviewSettings(
  db: Database,
  tenantId: string,
  settings: ReviewSettings,
): Promise<ReviewSettings> {
  await saveReviewSettingsRow(db, tenantId, settings);
  return getReviewSettings(db, tenantId);
}
