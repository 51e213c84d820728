/**
 * The browser's store calls, through the BFF (/api/stores/...): each answers the api's result or
 * `{ error, code?, field? }`, so a screen shows the api's message or its own fallback.
 */
import { jsonRequest } from '@/lib/auth/client-session';
import { callBff, type ClientResult } from './bff-call';
import { MESSAGES } from '@/lib/messages';
import { productListResponseSchema, type Product } from '@/lib/schemas/product';
import {
  STORE_MESSAGES,
  storeMediaUploadSchema,
  storeSchema,
  type CreateStoreInput,
  type Store,
  type StoreMediaKind,
  type StoreMediaUpload,
  type ThemeUpdateInput,
  type UpdateStoreInput,
} from '@/lib/schemas/store';
import {
  storeCustomizationSchema,
  type StoreCustomization,
  type StoreCustomizationInput,
} from '@/lib/schemas/store-customization';

export { isClientError, type ClientError, type ClientResult } from './bff-call';

const asStore = (body: unknown): Store | null => {
  const parsed = storeSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};

/** The tenant's store record; `{ error, code: 'STORE_NOT_FOUND' }` while it has none. */
export function fetchStore(
  tenant: string,
  fallback: string = MESSAGES.storeFetchFailed,
): Promise<ClientResult<Store>> {
  // Never from the browser's cache: the public answer may be cached for a minute, and the owner must see their last save.
  return callBff(
    `/api/stores/by-identifier/${encodeURIComponent(tenant)}`,
    { method: 'GET', cache: 'no-store' },
    asStore,
    fallback,
  );
}

/** POST /api/stores: the wizard's whole state, or Quick Create's name, description, email and colours. */
export function createStore(
  body: CreateStoreInput,
  fallback: string = MESSAGES.storeCreateFailed,
): Promise<ClientResult<Store>> {
  return callBff('/api/stores', jsonRequest('POST', body), asStore, fallback);
}

/** PUT /api/stores/{id}: the wizard's state or Quick Edit's fields. */
export function updateStore(
  id: string,
  body: UpdateStoreInput,
  fallback: string = MESSAGES.storeUpdateFailed,
): Promise<ClientResult<Store>> {
  return callBff(`/api/stores/${encodeURIComponent(id)}`, jsonRequest('PUT', body), asStore, fallback);
}

/** PUT /api/stores/{id}/theme: one theme operation (colours, fonts, logo or hero). */
export function updateStoreTheme(
  id: string,
  body: ThemeUpdateInput,
  fallback: string = MESSAGES.themeUpdateFailed,
): Promise<ClientResult<Store>> {
  return callBff(`/api/stores/${encodeURIComponent(id)}/theme`, jsonRequest('PUT', body), asStore, fallback);
}

/** POST /api/stores/{id}/media/{kind}: uploads a logo or hero image; answers the URL to put in the theme. */
export function uploadStoreMedia(
  id: string,
  kind: StoreMediaKind,
  file: Blob,
  fileName: string,
  fallback: string = STORE_MESSAGES.processingFailed,
): Promise<ClientResult<StoreMediaUpload>> {
  const form = new FormData();
  form.append('file', file, fileName);
  const parse = (body: unknown) => {
    const parsed = storeMediaUploadSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  };
  return callBff(
    `/api/stores/${encodeURIComponent(id)}/media/${kind}`,
    { method: 'POST', body: form },
    parse,
    fallback,
  );
}

/**
 * PUT /api/stores/{id}/customization: Save All Changes, everything pending in one call (one
 * theme version). Answers the store and every page's config as saved.
 */
export function saveStoreCustomization(
  id: string,
  body: StoreCustomizationInput,
  fallback: string = MESSAGES.saveAllFailed,
): Promise<ClientResult<StoreCustomization>> {
  const parse = (answer: unknown) => {
    const parsed = storeCustomizationSchema.safeParse(answer);
    return parsed.success ? parsed.data : null;
  };
  return callBff(
    `/api/stores/${encodeURIComponent(id)}/customization`,
    jsonRequest('PUT', body),
    parse,
    fallback,
  );
}

/** POST /api/stores/{id}/theme/rollback: back to the version before the last save (one Save All, or one panel's save). */
export function rollbackStoreTheme(
  id: string,
  fallback: string = MESSAGES.themeRollbackFailed,
): Promise<ClientResult<Store>> {
  return callBff(
    `/api/stores/${encodeURIComponent(id)}/theme/rollback`,
    { method: 'POST' },
    asStore,
    fallback,
  );
}

/**
 * A few of the store's real products for the back-office preview: 'Error loading products' when
 * the api does not answer, 'Failed to load products' when it refuses.
 */
export async function fetchPreviewProducts(count: number): Promise<ClientResult<Product[]>> {
  let response: Response;
  try {
    response = await fetch('/api/products', { cache: 'no-store' });
  } catch {
    return { error: MESSAGES.previewProductsError };
  }
  if (!response.ok) return { error: MESSAGES.previewProductsFailed };
  const parsed = productListResponseSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data.products.slice(0, count) : { error: MESSAGES.previewProductsError };
}
