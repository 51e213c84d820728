/**
 * Whether the storefront may record an analytics event from this request: the visitor accepted
 * (the web passes the consent cookie on as CONSENT_HEADER), or the store does not ask them (the
 * 'eu' setting and a country the edge names outside the EU, EEA, UK and Switzerland).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { CONSENT_HEADER } from '@/lib/constants/consent';
import { consentRequired, isConsentCountry, visitorCountry } from '@/lib/consent';
import type { Database } from '@server/db/client';
import { findConsumerSettings } from '@server/repositories/consumer-settings';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** True when an event may be stored; a rejection is kept whatever the setting. */
export async function analyticsAllowed(
  db: Database,
  tenantId: string,
  headers: IncomingHttpHeaders,
): Promise<boolean> {
  const choice = first(headers[CONSENT_HEADER]);
  if (choice === 'accepted') return true;
  if (choice === 'rejected') return false;
  const country = visitorCountry((name) => first(headers[name]));
  // Asked under either setting: no need to read the store's.
  if (isConsentCountry(country)) return false;
  const { consentRequiredFor } = await findConsumerSettings(db, tenantId);
  return !consentRequired(consentRequiredFor, country);
}
