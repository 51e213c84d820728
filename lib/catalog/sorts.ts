/** The shop's sorts other than shop order, as `?sort=` names them. */
export const CATALOG_SORTS = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
