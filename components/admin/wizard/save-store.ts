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
import type { PendingLogo } from './step-media';

export type SaveOutcome = { store: Store } | { error: string; detail?: string; storeId?: string };

/**
 * Saves the wizard: POST for a new store, PUT for an existing one, then the chosen logo, which the
 * api accepts only for a store that exists. A failure after the store was made answers its id, so
 * trying again updates it instead of creating a second one.
 */
export async function saveWizardStore(
  storeId: string | null,
  values: StoreWizardValues,
  logo: PendingLogo | null,
): Promise<SaveOutcome> {
  // The shipping details as typed become the store's shipping settings.
  const { shippingDetails, ...fields } = values;
  const body = { ...fields, shippingSettings: shippingSettingsOf(shippingDetails) };
  const saved = storeId
    ? await updateStore(storeId, body, MESSAGES.storeUpdateFailed)
    : await createStore(body, MESSAGES.storeUpdateFailed);
  if (isClientError(saved)) return failure(saved.error, storeId ?? undefined);
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
