/**
 * The store's categories: the owner's CRUD contract, the public list, and the slug rule both sides
 * check (a slug names the category in the shop's address, `/shop?category=rings`).
 */
import { z } from 'zod';
import { text } from './common';

/** Lower-case letters, digits and single hyphens between them, as the shop's address carries it. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_SLUG_MESSAGE =
  'Slug must be lower-case letters, digits and hyphens (rings, custom-pieces)';
/** Categories one store may keep. */
export const STORE_CATEGORIES_MAX = 200;

export { slugify } from '../slug';

export const categorySlugSchema = text({ error: CATEGORY_SLUG_MESSAGE })
  .trim()
  .min(1, { error: 'Slug is required' })
  .max(60, { error: 'Slug is at most 60 characters' })
  .regex(CATEGORY_SLUG_PATTERN, { error: CATEGORY_SLUG_MESSAGE });

const imageUrlSchema = text({ error: 'Image must be a URL' })
  .trim()
  .max(2000, { error: 'Image URL is at most 2000 characters' })
  .refine((value) => /^(https?:\/\/|\/)[^\s]+$/.test(value), {
    error: 'Image must be an http(s) URL or a path on this site',
  });

export const categoryBodySchema = z.object({
  name: text({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(80, { error: 'Name is at most 80 characters' }),
  slug: categorySlugSchema,
  sortOrder: z
    .number({ error: 'sortOrder must be a whole number' })
    .int({ error: 'sortOrder must be a whole number' })
    .min(-1_000_000, { error: 'sortOrder is too small' })
    .max(1_000_000, { error: 'sortOrder is too large' })
    .default(0),
  image: imageUrlSchema.nullable().default(null),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  sortOrder: z.number().int(),
  image: z.string().nullable(),
  /** How many products are in it (archived ones not counted). */
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.object({ categories: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

/** The storefront's list: the categories, and the metals its listed pieces are made of (the shop's filters). */
export const shopFacetsSchema = categoryListSchema.extend({ metals: z.array(z.string()) });
export type ShopFacets = z.infer<typeof shopFacetsSchema>;

export const categoryParamsSchema = z.object({ id: z.uuid({ error: 'Category id must be a UUID' }) });

/** A product's categories as the owner sets them: ids of the store's categories. */
export const categoryIdsSchema = z
  .array(z.uuid({ error: 'categoryIds must be category ids' }), {
    error: 'categoryIds must be a list of ids',
  })
  .max(50, { error: 'At most 50 categories' });
