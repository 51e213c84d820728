/**
 * A store's tax settings (back-office Taxes): read with Sitka's defaults until the owner saves,
 * and saved whole. The body is checked by its schema (lib/schemas/tax.ts) before it gets here.
 */
import type { TaxSettingsBody, TaxSettingsView } from '@/lib/schemas/tax';
import { PERCENT } from '@/lib/tax/rates';
import type { Database } from '@server/db/client';
import { ApiError } from '@server/errors';
import {
  findTaxSettingsRow,
  saveTaxSettingsRow,
  type TaxSettingsRow,
} from '@server/repositories/tax-settings';
import type { StoreTaxSettings } from './provider';

/** Until the owner saves: registered nowhere, so no tax; prices without tax; the built-in table. */
export const DEFAULT_TAX_SETTINGS: StoreTaxSettings = {
  pricesIncludeTax: false,
  registrations: [],
  provider: 'builtin',
  taxShipping: false,
  taxServiceFee: false,
};

const toSettings = (row: TaxSettingsRow): StoreTaxSettings => ({
  pricesIncludeTax: row.pricesIncludeTax,
  registrations: row.registrations,
  provider: row.provider,
  taxShipping: row.taxShipping,
  taxServiceFee: row.taxServiceFee,
});

/** The settings the tax engine reads. */
export async function storeTaxSettingsFor(db: Database, tenantId: string): Promise<StoreTaxSettings> {
  const row = await findTaxSettingsRow(db, tenantId);
  return row ? toSettings(row) : DEFAULT_TAX_SETTINGS;
}

/** Settings as the owner reads them: rates back in percent. */
export function toTaxSettingsView(settings: StoreTaxSettings): TaxSettingsView {
  return {
    ...settings,
    registrations: settings.registrations.map(({ country, region, rate, number }) => ({
      country,
      region,
      rate: rate === null ? null : rate / PERCENT,
      ...(number ? { number } : {}),
    })),
  };
}

export async function getTaxSettings(db: Database, tenantId: string): Promise<TaxSettingsView> {
  return toTaxSettingsView(await storeTaxSettingsFor(db, tenantId));
}

/** Stripe Tax is refused where this Sitka has no Stripe (`stripeConfigured`): no order could be taxed. */
export async function saveTaxSettings(
  db: Database,
  tenantId: string,
  body: TaxSettingsBody,
  { stripeConfigured = false }: { stripeConfigured?: boolean } = {},
): Promise<TaxSettingsView> {
  if (body.provider === 'stripe' && !stripeConfigured)
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      field: 'provider',
      message: 'provider stripe needs Stripe payments, which are not set up here: choose builtin',
    });
  const row = await saveTaxSettingsRow(db, tenantId, {
    pricesIncludeTax: body.pricesIncludeTax,
    registrations: body.registrations.map(({ country, region, rate, number }) => ({
      country,
      region: region || null,
      rate: rate == null ? null : Math.round(rate * PERCENT),
      ...(number ? { number } : {}),
    })),
    provider: body.provider,
    taxShipping: body.taxShipping ?? false,
    taxServiceFee: body.taxServiceFee ?? false,
  });
  return toTaxSettingsView(toSettings(row));
}
