/** The store's tax settings from the browser, through the BFF (/api/admin/tax-settings). */
import { jsonRequest } from '@/lib/auth/client-session';
import { taxSettingsSchema, type TaxSettingsBody, type TaxSettingsView } from '@/lib/schemas/tax';
import { TAX_FORM_MESSAGES } from '@/lib/tax-settings-form';
import { callBff, parseWith, type ClientResult } from './bff-call';

export const TAX_SETTINGS_PATH = '/api/admin/tax-settings';

/** For SWR: the settings, or a thrown error carrying the message to show. */
export async function fetchTaxSettings(path: string = TAX_SETTINGS_PATH): Promise<TaxSettingsView> {
  const result = await callBff(
    path,
    { method: 'GET', cache: 'no-store' },
    parseWith(taxSettingsSchema),
    TAX_FORM_MESSAGES.loadFailed,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** Replaces the settings whole; a refusal names its field (`registrations.0.region`, `provider`). */
export const saveTaxSettings = (body: TaxSettingsBody): Promise<ClientResult<TaxSettingsView>> =>
  callBff(
    TAX_SETTINGS_PATH,
    jsonRequest('PUT', body),
    parseWith(taxSettingsSchema),
    TAX_FORM_MESSAGES.saveFailed,
  );
