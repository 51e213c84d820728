import { z } from 'zod';
import {
  IMAGE_ALT_MAX,
  MAX_PRICE_CENTS,
  MAX_STOCK,
  MAX_VARIANTS,
  MAX_WEIGHT_GRAMS,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from '../constants/catalog';
import { booleanFilterSchema, listQuerySchema, pageSchema } from './admin-list';
import { text } from './common';
import { categoryIdsSchema } from './category';
import { productSchema } from './product';
import { makingTimeSchema } from './making-time';
import { personalisationQuestionsSchema } from './personalisation';
import { handleSchema } from './redirects';
import { TAX_CATEGORIES } from './tax';

export const adminProductSorts = ['name', 'price', 'stock', 'featured', 'archived'] as const;

/** The owner's product list, archived included: `q` searches name and description. */
export const adminProductListQuerySchema = listQuerySchema(adminProductSorts, {
  sort: 'name',
  dir: 'asc',
}).extend({
  archived: booleanFilterSchema('archived'),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductImageSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  small: z.string(),
  medium: z.string(),
  /** What the image shows, for shoppers who cannot see it. */
  alt: z.string(),
});

/** A product as the storefront answers it, plus what editing needs: its version and its images. */
export const adminProductSchema = productSchema.extend({
  version: z.number().int(),
  updatedAt: z.string(),
  images: z.array(adminProductImageSchema),
  /** The product's page in the store's Notion products database, when it came from there. */
  notionPageId: z.string().nullable(),
  /** The store categories it is in. */
  categoryIds: z.array(z.string()).optional(),
  /** The maker's stock-keeping code, unique in the store; null when none. */
  sku: z.string().nullable().optional(),
  /** How the product is taxed: general, or exempt from tax. */
  taxCategory: z.enum(TAX_CATEGORIES).optional(),
  /** false for a piece made to order or personalised: buyers cannot return it. */
  returnable: z.boolean().optional(),
  /** The highest price it had at any moment of the last 30 days, its current one included. */
  highestPrice30Days: z.number().optional(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductPageSchema = pageSchema(adminProductSchema);

const priceMessage = 'Price must be an amount in dollars with at most two decimals';
/** Dollars in JSON (12.5); the api keeps integer cents. */
export const priceSchema = z
  .number({ error: priceMessage })
  .min(0, { error: 'Price cannot be negative' })
  .max(MAX_PRICE_CENTS / 100, { error: 'Price is too large' })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: priceMessage });

const stockMessage = 'Stock must be a whole number of units, or null for unlimited stock';
export const stockSchema = z
  .number({ error: stockMessage })
  .int({ error: stockMessage })
  .min(0, { error: 'Stock cannot be negative' })
  .max(MAX_STOCK, { error: 'Stock is too large' })
  .nullable();

const names = (field: string) =>
  z
    .array(
      text({ error: `${field} must be a list of names` })
        .trim()
        .min(1, { error: `${field} names cannot be empty` })
        .max(60, { error: `${field} names are at most 60 characters` }),
      { error: `${field} must be a list of names` },
    )
    .max(20, { error: `At most 20 ${field}` });

/** A stock-keeping code: letters, digits and - _ . / ; blank means none. */
export const skuSchema = text({ error: 'SKU must be text' })
  .trim()
  .max(64, { error: 'SKU is at most 64 characters' })
  .regex(/^[A-Za-z0-9._/-]*$/, { error: 'SKU may hold only letters, digits and - _ . /' })
  .transform((value) => value || null)
  .nullable();

const weightMessage = 'Weight must be a whole number of grams';
/** Shipping weight in whole grams; null: none (a variant's: the product's). */
export const weightSchema = z
  .number({ error: weightMessage })
  .int({ error: weightMessage })
  .min(0, { error: 'Weight cannot be negative' })
  .max(MAX_WEIGHT_GRAMS, { error: 'Weight is too large' })
  .nullable();

export const VARIANT_NAMES_UNIQUE_MESSAGE = 'Each variant needs its own name';
/** One variant as the owner sets it: with its id to change that one, without to add one. */
export const variantInputSchema = z.object({
  id: z.uuid({ error: 'Variant id must be a UUID' }).optional(),
  name: text({ error: 'Variant name is required' })
    .trim()
    .min(1, { error: 'Variant name is required' })
    .max(60, { error: 'Variant name is at most 60 characters' }),
  sku: skuSchema.optional(),
  price: priceSchema.nullable().optional(),
  totalInventory: stockSchema,
  /** Its shipping weight in grams; null: the product's; left out: kept as it is (a new one: null). */
  weightGrams: weightSchema.optional(),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

/**
 * The product's whole list of variants, in order: variants left out are removed (orders keep
 * their name). An empty list: the product is sold as itself again.
 */
export const variantsInputSchema = z
  .array(variantInputSchema, { error: 'variants must be a list' })
  .max(MAX_VARIANTS, { error: `A product has at most ${MAX_VARIANTS} variants` })
  .refine((list) => new Set(list.map((v) => v.name.toLowerCase())).size === list.length, {
    error: VARIANT_NAMES_UNIQUE_MESSAGE,
  });

/** How a product is taxed: `general` (the store's rates) or `exempt` (no tax). */
export const taxCategorySchema = z.enum(TAX_CATEGORIES, {
  error: `Tax category must be one of: ${TAX_CATEGORIES.join(', ')}`,
});

/** Everything the owner sets on a product. */
const productFields = {
  name: text({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(200, { error: 'Name is at most 200 characters' }),
  price: priceSchema,
  description: text({ error: 'Description must be text' })
    .trim()
    .max(5000, { error: 'Description is at most 5000 characters' }),
  size: z
    .union([z.number().min(0).max(1000), text().trim().min(1).max(40)], {
      error: 'Size must be a number or a short text',
    })
    .nullable(),
  totalInventory: stockSchema,
  metals: names('metals'),
  gemstones: names('gemstones'),
  featured: z.boolean({ error: 'featured must be true or false' }),
  compareAtPrice: z
    .number({ error: 'Compare-at price must be an amount in dollars with at most two decimals' })
    .max(MAX_PRICE_CENTS / 100, { error: 'Compare-at price is too large' })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: 'Compare-at price must be an amount in dollars with at most two decimals',
    })
    .nullable(),
  weightGrams: weightSchema,
  seoTitle: text({ error: 'SEO title must be text' })
    .trim()
    .max(SEO_TITLE_MAX, { error: `SEO title is at most ${SEO_TITLE_MAX} characters` })
    .nullable(),
  seoDescription: text({ error: 'SEO description must be text' })
    .trim()
    .max(SEO_DESCRIPTION_MAX, { error: `SEO description is at most ${SEO_DESCRIPTION_MAX} characters` })
    .nullable(),
  taxCategory: taxCategorySchema,
  returnable: z.boolean({ error: 'returnable must be true or false' }),
  /** How long it takes before it ships; null: the store's default. */
  makingTime: makingTimeSchema.nullable(),
  /** The questions it asks its buyer (at most five); [] asks none. */
  personalisation: personalisationQuestionsSchema,
};

export const COMPARE_AT_MESSAGE = 'Compare-at price must be greater than the price';
/** A compare-at price at or below the price would strike through a saving that is not there. */
export const compareAtAbovePrice = (price: number, compareAtPrice: number | null | undefined) =>
  compareAtPrice === null ||
  compareAtPrice === undefined ||
  Math.round(compareAtPrice * 100) > Math.round(price * 100);

export const createProductBodySchema = z
  .object({
    ...productFields,
    description: productFields.description.default(''),
    size: productFields.size.default(null),
    totalInventory: productFields.totalInventory.default(null),
    metals: productFields.metals.default([]),
    gemstones: productFields.gemstones.default([]),
    featured: productFields.featured.default(false),
    compareAtPrice: productFields.compareAtPrice.optional(),
    weightGrams: productFields.weightGrams.optional(),
    seoTitle: productFields.seoTitle.optional(),
    seoDescription: productFields.seoDescription.optional(),
    categoryIds: categoryIdsSchema.optional(),
    sku: skuSchema.optional(),
    /** The product's address; from the name when none is sent (a taken one gets -2, -3 …). */
    handle: handleSchema.optional(),
    variants: variantsInputSchema.optional(),
    taxCategory: productFields.taxCategory.default('general'),
    returnable: productFields.returnable.default(true),
    makingTime: productFields.makingTime.optional(),
    personalisation: productFields.personalisation.default([]),
  })
  .refine((body) => compareAtAbovePrice(body.price, body.compareAtPrice), {
    error: COMPARE_AT_MESSAGE,
    path: ['compareAtPrice'],
  });
export type CreateProductBody = z.infer<typeof createProductBodySchema>;

const versionSchema = z
  .number({ error: 'version is required: send the version you edited' })
  .int({ error: 'version must be a whole number' })
  .min(1, { error: 'version must be a whole number' })
  // The column is a PostgreSQL integer: nothing larger can name a version.
  .max(2_147_483_647, { error: 'version is not a version of this product' });

/** An edit: only the fields sent change, and only if the product is still at `version`. */
export const updateProductBodySchema = z.object({
  version: versionSchema,
  name: productFields.name.optional(),
  price: productFields.price.optional(),
  description: productFields.description.optional(),
  size: productFields.size.optional(),
  totalInventory: productFields.totalInventory.optional(),
  metals: productFields.metals.optional(),
  gemstones: productFields.gemstones.optional(),
  featured: productFields.featured.optional(),
  categoryIds: categoryIdsSchema.optional(),
  compareAtPrice: productFields.compareAtPrice.optional(),
  weightGrams: productFields.weightGrams.optional(),
  seoTitle: productFields.seoTitle.optional(),
  seoDescription: productFields.seoDescription.optional(),
  sku: skuSchema.optional(),
  /** A new address: the old one keeps redirecting here. Another product's handle is 409. */
  handle: handleSchema.optional(),
  variants: variantsInputSchema.optional(),
  taxCategory: productFields.taxCategory.optional(),
  returnable: productFields.returnable.optional(),
  makingTime: productFields.makingTime.optional(),
  /** The product's questions as a whole; absent: unchanged. */
  personalisation: productFields.personalisation.optional(),
});
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

export const archiveProductBodySchema = z.object({
  version: versionSchema,
  archived: z.boolean({ error: 'archived must be true or false' }),
});

export const imageOrderBodySchema = z.object({
  imageIds: z
    .array(z.uuid({ error: 'Image ids must be UUIDs' }), { error: 'imageIds must list the image ids' })
    .min(1, { error: 'imageIds must list the image ids' })
    .max(50),
});

export const productImageParamsSchema = z.object({
  id: z.uuid({ error: 'Product id must be a UUID' }),
  imageId: z.uuid({ error: 'Image id must be a UUID' }),
});

/** One image's alt text: empty says the image is decoration only. */
export const imageAltBodySchema = z.object({
  alt: text({ error: 'alt must be text' })
    .trim()
    .max(IMAGE_ALT_MAX, { error: `Alt text is at most ${IMAGE_ALT_MAX} characters` }),
});
