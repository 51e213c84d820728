/** Product details (compare-at price, weight, search texts) read from a backup or a Notion row. */
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/lib/constants/catalog';
import { toCents } from '@/lib/money';
import type { Product } from '@/lib/schemas/product';
import type { ProductRow } from '@server/repositories/products';

/**
 * The details a product backup or a Notion row carries, as columns that always fit the table's
 * checks (a compare-at price not above the price is dropped); details a source lacks stay out, so
 * an older backup or a Notion database without those columns leaves the product's own.
 */
export function detailColumnsOf(product: Product) {
  const columns: Partial<
    Pick<ProductRow, 'compareAtPriceCents' | 'weightGrams' | 'seoTitle' | 'seoDescription'>
  > = {};
  if (product.compareAtPrice !== undefined)
    columns.compareAtPriceCents =
      product.compareAtPrice !== null && product.compareAtPrice > product.price
        ? toCents(product.compareAtPrice)
        : null;
  if (product.weightGrams !== undefined)
    columns.weightGrams =
      product.weightGrams !== null && Number.isInteger(product.weightGrams) && product.weightGrams >= 0
        ? product.weightGrams
        : null;
  if (product.seoTitle !== undefined) columns.seoTitle = product.seoTitle?.slice(0, SEO_TITLE_MAX) || null;
  if (product.seoDescription !== undefined)
    columns.seoDescription = product.seoDescription?.slice(0, SEO_DESCRIPTION_MAX) || null;
  return columns;
}
