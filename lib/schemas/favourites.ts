import { z } from 'zod';
import { FAVOURITES_MAX } from '../constants/favourites';
import { productSchema } from './product';

/** A favourite of the signed-in shopper, with the product as the shop shows it now. */
export const favouriteSchema = z.object({
  productId: z.string(),
  /** The shopper asked to be emailed once when it is back in stock. */
  notifyWhenBack: z.boolean(),
  /** When that email went; null while it has not (or was asked for again). */
  notifiedAt: z.string().nullable(),
  createdAt: z.string(),
  product: productSchema,
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouritesResponseSchema = z.object({ favourites: z.array(favouriteSchema) });
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;

export const favouriteParamsSchema = z.object({
  productId: z.uuid({ error: 'Product id must be a UUID' }),
});

/** Adding a favourite; `notifyWhenBack` true asks for the back-in-stock email (again), false stops it. */
export const favouriteBodySchema = z.object({ notifyWhenBack: z.boolean().optional() }).strict();

/** The browser's list at sign-in: added to the account's, what is there already kept as it is. */
export const mergeFavouritesBodySchema = z.object({
  productIds: z
    .array(z.uuid({ error: 'Product id must be a UUID' }))
    .max(FAVOURITES_MAX, { error: `At most ${FAVOURITES_MAX} favourites at once` }),
});
