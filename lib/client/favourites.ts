/**
 * The signed-in shopper's favourites through the BFF (/api/favourites), and for a guest the
 * current price and stock of the pieces their browser keeps (the public catalog). Loaded only
 * when a heart is pressed or the list is shown, so it carries no weight into a page's first load;
 * answers are checked by hand for the same reason (no zod).
 */
import { jsonRequest } from '@/lib/auth/client-session';
import { FAVOURITE_MESSAGES } from '@/lib/constants/favourites';
import type { Favourite } from '@/lib/schemas/favourites';
import type { Product } from '@/lib/schemas/product';
import { callBff, type ClientResult } from './bff-call';

const PATH = '/api/favourites';

const favouritesOf = (body: unknown): Favourite[] | null => {
  const list = (body as { favourites?: unknown } | null)?.favourites;
  return Array.isArray(list) ? (list as Favourite[]) : null;
};

const call = (path: string, init: RequestInit, fallback: string) =>
  callBff(path, { cache: 'no-store', ...init }, favouritesOf, fallback);

/** GET /api/favourites: the shopper's favourites with their products as the shop shows them. */
export function fetchFavourites(): Promise<ClientResult<Favourite[]>> {
  return call(PATH, {}, FAVOURITE_MESSAGES.notLoaded);
}

/** PUT /api/favourites/{id}: keeps it; `notifyWhenBack` asks for (or stops) the back-in-stock email. */
export function saveFavourite(
  productId: string,
  notifyWhenBack?: boolean,
): Promise<ClientResult<Favourite[]>> {
  const body = notifyWhenBack === undefined ? {} : { notifyWhenBack };
  return call(
    `${PATH}/${encodeURIComponent(productId)}`,
    jsonRequest('PUT', body),
    FAVOURITE_MESSAGES.notSaved,
  );
}

/** DELETE /api/favourites/{id}. */
export function deleteFavourite(productId: string): Promise<ClientResult<Favourite[]>> {
  return call(`${PATH}/${encodeURIComponent(productId)}`, { method: 'DELETE' }, FAVOURITE_MESSAGES.notSaved);
}

/** POST /api/favourites/merge: the browser's list into the account, at sign-in. */
export function mergeFavourites(productIds: string[]): Promise<ClientResult<Favourite[]>> {
  return call(`${PATH}/merge`, jsonRequest('POST', { productIds }), FAVOURITE_MESSAGES.notSaved);
}

/** A product as the public catalog has it now; null when it is gone (or the api did not answer). */
async function currentProduct(id: string): Promise<Product | null> {
  const result = await callBff(
    `/api/products/${encodeURIComponent(id)}`,
    { headers: { accept: 'application/json' } },
    (body) => (typeof (body as Product | null)?.id === 'string' ? (body as Product) : null),
    FAVOURITE_MESSAGES.notLoaded,
  );
  return 'error' in result || result.archived ? null : result;
}

/** A guest's favourites as the shop shows them now, in their order; pieces no longer on sale are left out. */
export async function guestFavouriteProducts(ids: string[]): Promise<Product[]> {
  const found = await Promise.all(ids.map(currentProduct));
  return found.filter((product): product is Product => product !== null);
}
