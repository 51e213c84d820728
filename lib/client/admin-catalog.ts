/**
 * The owner's customers and products, through the BFF (/api/admin/...): pages for the lists (as
 * SWR fetchers that throw), and the product writes, each answering the product or `{ error, code?, field? }`.
 */
import { bffFetch, jsonRequest } from '@/lib/auth/client-session';
import {
  adminProductSchema,
  type AdminProduct,
  type CreateProductBody,
  type UpdateProductBody,
} from '@/lib/schemas/admin-products';
import { PRODUCT_MESSAGES } from '@/lib/admin-lists';
import type { ClientResult } from './bff-call';

export const ADMIN_CUSTOMERS_PATH = '/api/admin/customers';
export const ADMIN_PRODUCTS_PATH = '/api/admin/products';

/** A list page's read failed; `status` is the api's (0: no answer). */
export class ListLoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** An SWR fetcher of one list page, parsed with the list's contract. */
export function pageFetcher<T>(schema: {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
}) {
  return async (url: string): Promise<T> => {
    const response = await bffFetch(url, { cache: 'no-store' });
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    if (!response.ok)
      throw new ListLoadError(
        typeof body?.error === 'string' ? body.error : response.statusText,
        response.status,
      );
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ListLoadError('Unexpected answer', response.status);
    return parsed.data;
  };
}

/** One product call: the product the api answers, else its `{ error, code, field }` (or the fallback). */
async function callProduct(
  path: string,
  init: RequestInit,
  fallback: string,
): Promise<ClientResult<AdminProduct>> {
  try {
    const response = await bffFetch(path, init);
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok) {
      return {
        error: typeof body?.error === 'string' ? body.error : fallback,
        ...(typeof body?.code === 'string' ? { code: body.code } : {}),
        ...(typeof body?.field === 'string' ? { field: body.field } : {}),
      };
    }
    const parsed = adminProductSchema.safeParse(body);
    return parsed.success ? parsed.data : { error: fallback };
  } catch {
    return { error: fallback };
  }
}
const productPath = (id: string) => `${ADMIN_PRODUCTS_PATH}/${encodeURIComponent(id)}`;

export function fetchAdminProduct(id: string): Promise<ClientResult<AdminProduct>> {
  return callProduct(productPath(id), { method: 'GET', cache: 'no-store' }, PRODUCT_MESSAGES.loadFailed);
}

export function createProduct(body: CreateProductBody): Promise<ClientResult<AdminProduct>> {
  return callProduct(ADMIN_PRODUCTS_PATH, jsonRequest('POST', body), PRODUCT_MESSAGES.saveFailed);
}

/** An edit made from `body.version`; another edit since answers 409 with code VERSION_CONFLICT. */
export function updateProduct(id: string, body: UpdateProductBody): Promise<ClientResult<AdminProduct>> {
  return callProduct(productPath(id), jsonRequest('PUT', body), PRODUCT_MESSAGES.saveFailed);
}

export function setProductArchived(
  id: string,
  version: number,
  archived: boolean,
): Promise<ClientResult<AdminProduct>> {
  return callProduct(
    `${productPath(id)}/archived`,
    jsonRequest('PUT', { version, archived }),
    PRODUCT_MESSAGES.archiveFailed,
  );
}

/** Adds an image as the product's last (multipart field "file"). */
export function uploadProductImage(id: string, file: File): Promise<ClientResult<AdminProduct>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return callProduct(
    `${productPath(id)}/images`,
    { method: 'POST', body: form },
    PRODUCT_MESSAGES.imageFailed,
  );
}

/** Every image id once, the main image first. */
export function orderProductImages(id: string, imageIds: string[]): Promise<ClientResult<AdminProduct>> {
  return callProduct(
    `${productPath(id)}/images/order`,
    jsonRequest('PUT', { imageIds }),
    PRODUCT_MESSAGES.imageFailed,
  );
}

export function deleteProductImage(id: string, imageId: string): Promise<ClientResult<AdminProduct>> {
  return callProduct(
    `${productPath(id)}/images/${encodeURIComponent(imageId)}`,
    { method: 'DELETE' },
    PRODUCT_MESSAGES.imageFailed,
  );
}

/** Sets what one image shows, in words; empty marks it as decoration. */
export function setProductImageAlt(
  id: string,
  imageId: string,
  alt: string,
): Promise<ClientResult<AdminProduct>> {
  return callProduct(
    `${productPath(id)}/images/${encodeURIComponent(imageId)}`,
    jsonRequest('PATCH', { alt }),
    PRODUCT_MESSAGES.imageFailed,
  );
}
