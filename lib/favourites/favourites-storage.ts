/**
 * A guest's favourites in the browser: one localStorage entry per store, a list of product ids,
 * newest first. Storage may be missing, full or hold anything; reads then give an empty list and
 * writes are skipped, so the hearts still work for the page's lifetime.
 */
import { FAVOURITES_MAX } from '../constants/favourites';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The storage key of a store's guest favourites. */
export const favouritesKey = (tenant: string) => `sitka:favourites:${tenant}`;

export function readFavourites(storage: Storage | null, tenant: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(favouritesKey(tenant)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is string => typeof id === 'string' && UUID.test(id));
    return [...new Set(ids)].slice(0, FAVOURITES_MAX);
  } catch {
    return [];
  }
}

export function writeFavourites(storage: Storage | null, tenant: string, ids: string[]): void {
  try {
    if (ids.length === 0) storage?.removeItem(favouritesKey(tenant));
    else storage?.setItem(favouritesKey(tenant), JSON.stringify(ids.slice(0, FAVOURITES_MAX)));
  } catch {
    // Full or disabled storage: the list lives on in memory.
  }
}
