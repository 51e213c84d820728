/**
 * The store's consumer settings (Settings → Policies): the return window and whose orders it
 * covers, whom the consent banner asks, and the seller's legal identity for the legal notice.
 */
import type { ConsumerSettingsBody } from '@/lib/schemas/returns';
import type { Database } from '@server/db/client';
import {
  findConsumerSettings,
  saveConsumerSettingsRow,
  type ConsumerSettings,
} from '@server/repositories/consumer-settings';

/** The store's settings, or the defaults until its owner saves some. */
export async function getConsumerSettings(db: Database, tenantId: string): Promise<ConsumerSettings> {
  return findConsumerSettings(db, tenantId);
}

/** Saves the settings whole; an empty legal name or registration is kept as none. */
export async function saveConsumerSettings(
  db: Database,
  tenantId: string,
  body: ConsumerSettingsBody,
): Promise<ConsumerSettings> {
  const row = await saveConsumerSettingsRow(db, tenantId, {
    ...body,
    legalName: body.legalName || null,
    companyRegistration: body.companyRegistration || null,
  });
  const { returnDays, returnsFor, consentRequiredFor, legalName, companyRegistration } = row;
  return { returnDays, returnsFor, consentRequiredFor, legalName, companyRegistration };
}
