import { z } from 'zod';
import { CATALOG_SORTS, decodeCursor, decodeSortedCursor } from '../catalog/cursor';
import { categorySlugSchema } from './category';
import {
  CATALOG_PAGE_MAX,
  CATALOG_PAGE_SIZE,
  MAX_PRICE_CENTS,
  SITEMAP_PART_URLS,
} from '../constants/catalog';
import { makingTimeSchema } from './making-time';
import { personalisationQuestionSchema } from './personalisation';

// In the browser, zod's compiled fast path would call `new Function`, which the pages' CSP
// refuses (and reports): parse without it there. Servers keep the faster path.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** The image forms a product may carry: one URL, a list of URLs, or the sized-rendition object. */
export const productImageSchema = z.union([
  z.string(),
  z.array(z.string()),
  z.object({
    small: z.string().optional(),
    medium: z.string().optional(),
    original: z.string().optional(),
    images: z.array(z.string()).optional(),
    allOriginalUrls: z.array(z.string()).optional(),
    mongodb: z.boolean().optional(),
    local: z.boolean().optional(),
  }),
]);
export type ProductImage = z.infer<typeof productImageSchema>;

export const dataSourceSchema = z.enum(['live', 'backup']);
export type DataSource = z.infer<typeof dataSourceSchema>;

/**
 * One way a product is sold (a ring's "Size 6", a mug's "Celadon"), with its own stock. Its price
 * and weight, when set, replace the product's; null: the product's. Stock null: unlimited.
 */
export const productVariantSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  price: z.number().nullable(),
  totalInventory: z.number().int().nullable(),
  /** Its shipping weight in grams; null: the product's (`weightGrams`). Absent from older backups. */
  weightGrams: z.number().int().nullable().optional(),
  /** Its value of each of the product's option names, in their order ("Green", "M"); the name joins them. */
  optionValues: z.array(z.string()).optional(),
  /** With a compare-at price: this size's lowest price in the 30 days before its current one began. */
  lowestPrice30Days: z.number().optional(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** A product as the api answers it: prices in dollars, stock null for unlimited. */
export const productSchema = z.object({
  id: z.string(),
  /** The product's address in the shop, `/product/{handle}`; absent from older backups. */
  handle: z.string().nullable().optional(),
  name: z.string(),
  price: z.number(),
  description: z.string(),
  size: z.union([z.number(), z.string()]).nullable(),
  totalInventory: z.number().int().nullable(),
  Metal: z.array(z.string()),
  Gemstone: z.array(z.string()),
  featured: z.boolean(),
  archived: z.boolean(),
  productImage: productImageSchema.nullable(),
  processedImageFilename: z.string().nullable().optional(),
  dataSource: dataSourceSchema,
  tenantId: z.string(),
  tenantName: z.string().optional(),
  sales: z.number().int().optional(),
  /** The earlier price, shown struck through; always above `price`. Absent or null: none. */
  compareAtPrice: z.number().nullable().optional(),
  /**
   * Present with a compare-at price: the lowest price of the 30 days before the current price
   * began (the reduction), as the EU's price indication rule asks shops to show.
   */
  lowestPrice30Days: z.number().optional(),
  /** Shipping weight in grams. */
  weightGrams: z.number().int().nullable().optional(),
  /** The product page's own title and meta description; absent or null: its name and description. */
  seoTitle: z.string().nullable().optional(),
  seoDescription: z.string().nullable().optional(),
  /** Alt text of each image of `productImage.images`, in the same order. */
  imageAlts: z.array(z.string()).optional(),
  /**
   * The ways it is sold, in the owner's order. Empty or absent: the product itself is sold, with
   * its own price and stock. Present: a shopper buys one of them, and `totalInventory` is their sum.
   */
  variants: z.array(productVariantSchema).optional(),
  /** What its variants' options are called, in order ("Color", "Size"); empty or absent: unnamed. */
  optionNames: z.array(z.string()).optional(),
  /**
   * A description written as HTML (brought from Shopify or Etsy), sanitised by the api for a shop
   * page to render; null or absent: `description` is plain text.
   */
  descriptionHtml: z.string().nullable().optional(),
  /** How long it takes before it ships; null: the store's default. Absent from older backups. */
  makingTime: makingTimeSchema.nullable().optional(),
  /** The questions the product asks its buyer (an engraving, a ring size); the api sends [] when none. */
  personalisation: z.array(personalisationQuestionSchema).optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  dataSource: dataSourceSchema,
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** One page of a catalog list: the spec's shape plus where the next page starts (null at the end). */
export const productPageResponseSchema = productListResponseSchema.extend({
  nextCursor: z.string().nullable(),
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

/** A price bound of the shop's filter, in dollars (`?min=20&max=100`). */
const priceBound = (field: 'min' | 'max') =>
  z.coerce
    .number({ error: `${field} must be an amount in dollars` })
    .min(0, { error: `${field} cannot be negative` })
    .max(MAX_PRICE_CENTS / 100, { error: `${field} is too large` })
    .optional();

/** `?limit=&cursor=` of a catalog list; without them, the first page of CATALOG_PAGE_SIZE. */
export const productPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(CATALOG_PAGE_MAX, { error: `limit must be at most ${CATALOG_PAGE_MAX}` })
    .default(CATALOG_PAGE_SIZE),
  cursor: z
    .string({ error: 'cursor must be the nextCursor of a previous page' })
    .refine((text) => decodeCursor(text) !== null || decodeSortedCursor(text) !== null, {
      error: 'cursor must be the nextCursor of a previous page',
    })
    .optional(),
  /** The shop's filters and sorts (`/shop?category=rings&sort=price-asc&min=20&max=100`). */
  category: categorySlugSchema.optional(),
  metal: z
    .string({ error: 'metal must be a metal name' })
    .trim()
    .min(1, { error: 'metal must be a metal name' })
    .max(60, { error: 'metal must be a metal name' })
    .optional(),
  sort: z.enum(CATALOG_SORTS, { error: `sort must be one of ${CATALOG_SORTS.join(', ')}` }).optional(),
  min: priceBound('min'),
  max: priceBound('max'),
});
export type ProductPageQuery = z.infer<typeof productPageQuerySchema>;

/** The protocol's most URLs in one sitemap file. */
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;

/** `?part=&size=` of the sitemap's product list: part `part` of the listed products, `size` a part. */
export const productSitemapQuerySchema = z.object({
  part: z.coerce
    .number({ error: 'part must be a whole number' })
    .int({ error: 'part must be a whole number' })
    .min(0, { error: 'part must be at least 0' })
    .max(1_000_000, { error: 'part is too large' })
    .default(0),
  size: z.coerce
    .number({ error: 'size must be a whole number' })
    .int({ error: 'size must be a whole number' })
    .min(1, { error: 'size must be at least 1' })
    .max(SITEMAP_PROTOCOL_MAX_URLS, { error: `size must be at most ${SITEMAP_PROTOCOL_MAX_URLS}` })
    .default(SITEMAP_PART_URLS),
});

/** How many products the store lists, and the ids (with their last change) of the part asked. */
export const productSitemapResponseSchema = z.object({
  total: z.number().int(),
  products: z.array(
    z.object({ id: z.string(), handle: z.string().nullable().optional(), updatedAt: z.string() }),
  ),
});
export type ProductSitemapResponse = z.infer<typeof productSitemapResponseSchema>;

export const productIdParamsSchema = z.object({
  id: z.uuid({ error: 'Product id must be a UUID' }),
});

/**
 * A product's pieces held by other shoppers' open checkouts, per variant (null: the product
 * itself): how many, and when the soonest hold ends (ISO). Nothing says whose they are.
 */
export const productHoldsSchema = z.object({
  productId: z.string(),
  holds: z.array(
    z.object({ variantId: z.string().nullable(), heldUnits: z.number().int(), heldUntil: z.string() }),
  ),
});
export type ProductHolds = z.infer<typeof productHoldsSchema>;

export const inventoryUpdateBodySchema = z.object({
  totalInventory: z
    .number({ error: 'totalInventory must be a whole number of units, or null for unlimited stock' })
    .int({ error: 'totalInventory must be a whole number of units, or null for unlimited stock' })
    .min(0, { error: 'totalInventory cannot be negative' })
    .max(1_000_000, { error: 'totalInventory is too large' })
    .nullable(),
});

/** What the live socket sends after a stock change commits. */
export const inventoryUpdateEventSchema = z.object({
  productId: z.string(),
  /** The product's stock (for a product with variants, their sum). */
  newInventory: z.number().int().nullable(),
  /** Set when the change was to one variant's stock: `newVariantInventory` is that variant's. */
  variantId: z.string().optional(),
  newVariantInventory: z.number().int().nullable().optional(),
});
export type InventoryUpdateEvent = z.infer<typeof inventoryUpdateEventSchema>;
