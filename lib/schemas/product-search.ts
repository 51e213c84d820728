/** The shop's product search: its suggestions and its results page ask the api the same way. */
import { z } from 'zod';
import { SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_MAX } from '../constants/catalog';
import { text } from './common';
import { productSchema } from './product';

const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` });

/** `q` is found anywhere in a listed product's name, in any case. */
export const productSearchQuerySchema = z.object({
  q: text({ error: 'q must be text' })
    .trim()
    .min(1, { error: 'q is required: the text to search for' })
    .max(100, { error: 'Search text is too long' }),
  page: wholeNumber('page', 1, 10_000).default(1),
  pageSize: wholeNumber('pageSize', 1, SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;

/**
 * A page of matches and whether another follows. No total: counting every match of a short text in
 * a big store costs more than finding the page, and the shop only ever asks for the next page.
 */
export const productSearchPageSchema = z.object({
  items: z.array(productSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type ProductSearchPage = z.infer<typeof productSearchPageSchema>;
