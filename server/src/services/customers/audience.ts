/** The storefront's page-view and product-click records. */
import type { z } from 'zod';
import type { cartAddBodySchema, pageViewBodySchema, productClickBodySchema } from '@/lib/schemas/audience';
import type { Database } from '@server/db/client';
import { ApiError } from '@server/errors';
import { insertAnalyticsEvent } from '@server/repositories/audience';
import { findProductRow } from '@server/repositories/products';

type PageViewBody = z.infer<typeof pageViewBodySchema>;
type ProductClickBody = z.infer<typeof productClickBodySchema>;
type CartAddBody = z.infer<typeof cartAddBodySchema>;

export async function recordPageView(db: Database, tenantId: string, body: PageViewBody): Promise<void> {
  const { pageId, sessionId, referrer } = body;
  await insertAnalyticsEvent(db, {
    tenantId,
    kind: 'page_view',
    pageId,
    sessionId,
    referrer: referrer ?? null,
  });
}

/** Records a click on one of the store's products (404 for another store's or an unknown one). */
export async function recordProductClick(
  db: Database,
  tenantId: string,
  body: ProductClickBody,
): Promise<void> {
  const { productId, productName, sessionId, pageId } = body;
  const product = await findProductRow(db, tenantId, productId);
  if (!product)
    throw new ApiError({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product not found or unavailable',
    });
  await insertAnalyticsEvent(db, {
    tenantId,
    kind: 'product_click',
    pageId,
    sessionId,
    productId,
    productName: productName ?? product.name,
  });
}

/** Records a product put in the basket (404 for another store's or an unknown product). */
export async function recordCartAdd(db: Database, tenantId: string, body: CartAddBody): Promise<void> {
  const product = await findProductRow(db, tenantId, body.productId);
  if (!product)
    throw new ApiError({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product not found or unavailable',
    });
  await insertAnalyticsEvent(db, {
    tenantId,
    kind: 'cart_add',
    pageId: body.pageId,
    sessionId: body.sessionId,
    productId: body.productId,
    productName: product.name,
  });
}
