/**
 * Discount codes from the browser, through the BFF: the owner's codes (/api/admin/discounts) and
 * the shopper's Apply at checkout (/api/discounts/check). Nothing here throws but fetchDiscounts,
 * which SWR reads errors from.
 */
import { jsonRequest } from '@/lib/auth/client-session';
import type { CartItem } from '@/lib/cart/cart-item';
import { CATALOG_PAGE_MAX } from '@/lib/constants/catalog';
import { MESSAGES } from '@/lib/messages';
import { productPageResponseSchema } from '@/lib/schemas/product';
import {
  discountCheckResultSchema,
  discountListSchema,
  discountSchema,
  type Discount,
  type DiscountBodyInput,
  type DiscountCheck,
} from '@/lib/schemas/discounts';
import { callBff, parseWith, type ClientResult } from './bff-call';
import { basketLinesOf } from '@/lib/cart/basket-lines';

export const DISCOUNTS_PATH = '/api/admin/discounts';
const discountPath = (id: string) => `${DISCOUNTS_PATH}/${encodeURIComponent(id)}`;

/** For SWR: the store's codes, or a thrown error carrying the message to show. */
export async function fetchDiscounts(path: string): Promise<Discount[]> {
  const result = await callBff(
    path,
    { method: 'GET' },
    (body) => discountListSchema.safeParse(body).data?.discounts,
    MESSAGES.generic,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

export const createDiscount = (body: DiscountBodyInput): Promise<ClientResult<Discount>> =>
  callBff(DISCOUNTS_PATH, jsonRequest('POST', body), parseWith(discountSchema), MESSAGES.generic);

export const updateDiscount = (id: string, body: DiscountBodyInput): Promise<ClientResult<Discount>> =>
  callBff(discountPath(id), jsonRequest('PUT', body), parseWith(discountSchema), MESSAGES.generic);

export const deleteDiscount = (id: string): Promise<ClientResult<{ success: true }>> =>
  callBff(discountPath(id), { method: 'DELETE' }, () => ({ success: true as const }), MESSAGES.generic);

/** The shopper's Apply: what the code takes off this basket, or the reason it does not apply. */
export const checkDiscountCode = (
  code: string,
  items: CartItem[],
  options: { email?: string; checkoutKey?: string } = {},
): Promise<ClientResult<DiscountCheck>> =>
  callBff(
    '/api/discounts/check',
    jsonRequest('POST', {
      code,
      items: basketLinesOf(items),
      ...(options.email ? { email: options.email } : {}),
      ...(options.checkoutKey ? { checkoutKey: options.checkoutKey } : {}),
    }),
    parseWith(discountCheckResultSchema),
    MESSAGES.generic,
  );

/** For SWR: the store's listed products (a page of up to CATALOG_PAGE_MAX), to choose a code's products from. */
export async function fetchProductChoices(path: string): Promise<{ id: string; name: string }[]> {
  const result = await callBff(
    path,
    { headers: { accept: 'application/json' } },
    parseWith(productPageResponseSchema),
    MESSAGES.generic,
  );
  if ('error' in result) throw new Error(result.error);
  return result.products.map((product) => ({ id: product.id, name: product.name }));
}
export const PRODUCT_CHOICES_PATH = `/api/products?limit=${CATALOG_PAGE_MAX}`;
