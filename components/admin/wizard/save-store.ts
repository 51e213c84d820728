import {
  createStore,
  isClientError,
  updateStore,
  updateStoreTheme,
  uploadStoreMedia,
} from '@/lib/client/stores';
import { MESSAGES } from '@/lib/messages';
import { shippingSettingsOf } from '@/lib/schemas/shipping-form';
import type { Store } from '@/lib/schemas/store';
import type { StoreWizardValues } from '@/lib/schemas/store-wizard';
import { saveConsumerSettings } from '@/lib/client/admin-returns';
import { saveTaxSettings } from '@/lib/client/tax-settings';
import type { ConsumerSettingsBody } from '@/lib/schemas/returns';
import type { TaxSettingsBody } from '@/lib/schemas/tax';
import type { PendingLogo } from './step-media';

export type SaveOutcome = { store: Store } | { error: string; detail?: string; storeId?: string };

/** What the wizard saves beside the store, each only when its step changed it. */
export type WizardExtras = { tax?: TaxSettingsBody | null; policies?: ConsumerSettingsBody | null };

/**
 * Saves the wizard: POST for a new store, PUT for an existing one, then the chosen logo, which the
 * api accepts only for a store that exists. A failure after the store was made answers its id, so
 * trying again updates it instead of creating a second one. The Taxes and Policies steps' answers
 * (only when they were changed) go to the store's tax and consumer settings once the store is saved.
 */
export async function saveWizardStore(
  storeId: string | null,
  values: StoreWizardValues,
  logo: PendingLogo | null,
  { tax = null, policies = null }: WizardExtras = {},
): Promise<SaveOutcome> {
  // The shipping details as typed become the store's shipping settings; tax and policies are not
  // the store's record.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { shippingDetails, tax: _taxAnswers, policies: _policyAnswers, ...fields } = values;
  const body = { ...fields, shippingSettings: shippingSettingsOf(shippingDetails) };
  const saved = storeId
    ? await updateStore(storeId, body, MESSAGES.storeUpdateFailed)
    : await createStore(body, MESSAGES.storeUpdateFailed);
  if (isClientError(saved)) return failure(saved.error, storeId ?? undefined);
  if (tax) {
    const taxSaved = await saveTaxSettings(tax);
    if (isClientError(taxSaved)) return failure(taxSaved.error, saved._id);
  }
  if (policies) {
    const policiesSaved = await saveConsumerSettings(policies);
    if (isClientError(policiesSaved)) return failure(policiesSaved.error, saved._id);
  }
  if (!logo) return { store: saved };
  const upload = await uploadStoreMedia(saved._id, 'logo', logo.file, logo.name);
  if (isClientError(upload)) return failure(upload.error, saved._id);
  const withLogo = await updateStoreTheme(saved._id, {
    operation: 'updateLogo',
    logo: {
      url: upload.url,
      altText: values.theme.logo?.altText ?? '',
      maxWidth: values.theme.logo?.maxWidth,
    },
  });
  if (isClientError(withLogo)) return failure(withLogo.error, saved._id);
  return { store: withLogo };
}

function failure(detail: string, storeId?: string): SaveOutcome {
  return {
    error: MESSAGES.storeUpdateFailed,
    ...(detail !== MESSAGES.storeUpdateFailed ? { detail } : {}),
    ...(storeId ? { storeId } : {}),
  };
}
