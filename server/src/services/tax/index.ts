/**
 * Which tax engine a store's settings choose. Only the built-in table is built; a store that chose
 * Stripe Tax is refused here until that adapter exists, so no order is ever taxed by a stand-in.
 */
import { builtinTaxProvider } from './builtin';
import type { StoreTaxSettings, TaxProvider } from './provider';

export class TaxProviderNotBuiltError extends Error {
  constructor(readonly provider: string) {
    super(`The ${provider} tax provider is not available yet`);
    this.name = 'TaxProviderNotBuiltError';
  }
}

export function taxProviderFor(settings: Pick<StoreTaxSettings, 'provider'>): TaxProvider {
  if (settings.provider === 'builtin') return builtinTaxProvider;
  throw new TaxProviderNotBuiltError(settings.provider);
}

export type * from './provider';
export { calculateBuiltinTax, IOSS_LIMIT_CENTS } from './builtin';
