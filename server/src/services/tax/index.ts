/**
 * Which tax engine a store's settings choose: the built-in table, or Stripe Tax when this Sitka
 * takes payments through Stripe. A store that chose Stripe Tax where Stripe is not set up is
 * refused, so no order is ever taxed by a stand-in.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '@server/errors';
import { builtinTaxProvider } from './builtin';
import type { StoreTaxSettings, TaxProvider } from './provider';
import { createStripeTaxProvider, stripeTaxConnectionFor, type StripeTaxConnection } from './stripe-tax';

/** The store chose a provider this Sitka cannot reach (Stripe Tax without Stripe): a 503. */
export class TaxProviderOffError extends ApiError {
  constructor(readonly provider: string) {
    super({
      status: 503,
      code: 'TAX_PROVIDER_OFF',
      message: `This store’s tax provider (${provider}) is not set up, so tax cannot be worked out.`,
    });
    this.name = 'TaxProviderOffError';
  }
}

/** `stripe`: the store's way to Stripe (stripeTaxConnectionFor); without it Stripe Tax is refused. */
export function taxProviderFor(
  settings: Pick<StoreTaxSettings, 'provider'>,
  stripe?: StripeTaxConnection | null,
): TaxProvider {
  if (settings.provider === 'builtin') return builtinTaxProvider;
  if (settings.provider === 'stripe' && stripe) return createStripeTaxProvider(stripe);
  throw new TaxProviderOffError(settings.provider);
}

/** The store's provider, on its own Stripe account when it chose Stripe Tax. */
export async function taxProviderOf(
  app: FastifyInstance,
  tenantId: string,
  settings: Pick<StoreTaxSettings, 'provider'>,
): Promise<TaxProvider> {
  if (settings.provider !== 'stripe') return taxProviderFor(settings);
  return taxProviderFor(settings, await stripeTaxConnectionFor(app, tenantId));
}

export type * from './provider';
export { calculateBuiltinTax, IOSS_LIMIT_CENTS } from './builtin';
export {
  createStripeTaxProvider,
  stripeTaxConfigured,
  TaxProviderError,
  type StripeTaxConnection,
} from './stripe-tax';
