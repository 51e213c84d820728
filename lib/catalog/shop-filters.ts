/**
 * The shop's filters and sort as its address carries them
 * (`/shop?category=rings&metal=Sterling+Silver&sort=price-asc&min=20&max=100`): read by the shop's
 * filter form and results, and sent on to the api's list call as they are.
 */
import { CATALOG_SORTS, type CatalogSort } from './sorts';

export type ShopFilter = {
  category?: string;
  metal?: string;
  sort?: CatalogSort;
  min?: string;
  max?: string;
};

export const SHOP_FILTER_KEYS = ['category', 'metal', 'sort', 'min', 'max'] as const;

/** What each sort is called in the shop's Sort by list; shop order is the store's own. */
export const SHOP_SORT_LABELS: Record<CatalogSort | '', string> = {
  '': 'Featured first',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
};

/** The filter the address names (values kept as typed; the api checks them). */
export function shopFilterOf(params: { get: (name: string) => string | null }): ShopFilter {
  const filter: ShopFilter = {};
  for (const key of SHOP_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (key === 'sort') {
      if ((CATALOG_SORTS as readonly string[]).includes(value)) filter.sort = value as CatalogSort;
    } else filter[key] = value;
  }
  return filter;
}

/** Whether the address asks for anything but the plain shop. */
export const isShopFiltered = (filter: ShopFilter) => SHOP_FILTER_KEYS.some((key) => filter[key]);

/** The query text of a filter, in a fixed order so one filter is one address. */
export function shopFilterQuery(filter: ShopFilter): string {
  const params = new URLSearchParams();
  for (const key of SHOP_FILTER_KEYS) if (filter[key]) params.set(key, filter[key]);
  return params.toString();
}
