import type { Product, ProductVariant } from '@/lib/schemas/product';
import type { VariantRow } from '@server/repositories/variants';
import { toDollars } from '@/lib/money';
import type { products } from '@server/db/schema';

export type ProductRow = typeof products.$inferSelect;

/** The row with its sales as `salesOf` read them (folded plus still recorded), when it has them. */
export const withSales = <Row extends ProductRow>(row: Row, sales: Map<string, number>): Row => ({
  ...row,
  sales: sales.get(row.id) ?? row.sales,
});

/** The public URL of an image rendition. */
export function imageUrl(key: string, width: 400 | 800): string {
  return `/api/images/${key}_${width}.webp`;
}

/**
 * A product row as the api answers it. `imageKeys` are the keys of its images in display order:
 * the first is the product id itself, so `/api/images/{productId}_400.webp` is its main image.
 * `imageAlts` are their alt texts, in the same order.
 */
export function toApiProduct(
  row: ProductRow,
  imageKeys: string[],
  tenantName: string,
  imageAlts: string[],
  variants: VariantRow[],
): Product {
  const medium = imageKeys.map((key) => imageUrl(key, 800));
  return {
    id: row.id,
    handle: row.handle,
    name: row.name,
    price: toDollars(row.priceCents),
    description: row.description,
    size: row.size ?? null,
    totalInventory: row.totalInventory,
    Metal: row.metal,
    Gemstone: row.gemstone,
    featured: row.featured,
    archived: row.archived,
    productImage: imageKeys.length
      ? {
          small: imageUrl(imageKeys[0], 400),
          medium: medium[0],
          original: medium[0],
          images: medium,
          allOriginalUrls: medium,
          local: true,
        }
      : null,
    processedImageFilename: imageKeys.length ? `${imageKeys[0]}_800.webp` : null,
    dataSource: 'live',
    tenantId: row.tenantId,
    tenantName,
    sales: row.sales,
    compareAtPrice: row.compareAtPriceCents === null ? null : toDollars(row.compareAtPriceCents),
    weightGrams: row.weightGrams,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    imageAlts,
    variants: variants.map(toApiVariant),
    optionNames: row.optionNames,
    makingTime: row.makingTime ?? null,
    personalisation: row.personalisation ?? [],
  };
}

/** A variant as the api answers it: price in dollars and weight in grams, null for the product's own. */
export function toApiVariant(row: VariantRow): ProductVariant {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    price: row.priceCents === null ? null : toDollars(row.priceCents),
    totalInventory: row.totalInventory,
    weightGrams: row.weightGrams,
    optionValues: row.optionValues,
  };
}
