'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useId, type FormEvent } from 'react';
import { CATALOG_SORTS } from '@/lib/catalog/cursor';
import {
  SHOP_FILTER_KEYS,
  SHOP_SORT_LABELS,
  shopFilterOf,
  shopFilterQuery,
  type ShopFilter,
} from '@/lib/catalog/shop-filters';
import type { ShopFacets } from '@/lib/schemas/category';

/**
 * The shop's filters (category, metal, price range) and sort. Their state is the address, so a
 * filtered shop can be shared, reloaded and reached from the home page's category cards; a choice
 * in a list applies at once, a price range on Apply.
 */
export function ShopFilters({ facets }: { facets: ShopFacets }) {
  const router = useRouter();
  const pathname = usePathname();
  const filter = shopFilterOf(useSearchParams());
  const id = useId();

  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const next: ShopFilter = {};
    for (const key of SHOP_FILTER_KEYS) {
      const value = String(data.get(key) ?? '').trim();
      if (value) (next as Record<string, string>)[key] = value;
    }
    const query = shopFilterQuery(next);
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onSelect = (event: { currentTarget: HTMLSelectElement }) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };

  return (
    // Keyed by the address so Back and the cards reset what the inputs show.
    <form
      key={shopFilterQuery(filter)}
      className="shop-filters"
      aria-label="Filter and sort"
      onSubmit={onSubmit}
    >
      <div className="shop-filters__field">
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          id={`${id}-category`}
          name="category"
          className="input"
          defaultValue={filter.category ?? ''}
          onChange={onSelect}
        >
          <option value="">All pieces</option>
          {facets.categories.map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      {facets.metals.length > 0 && (
        <div className="shop-filters__field">
          <label htmlFor={`${id}-metal`}>Metal</label>
          <select
            id={`${id}-metal`}
            name="metal"
            className="input"
            defaultValue={filter.metal ?? ''}
            onChange={onSelect}
          >
            <option value="">Any metal</option>
            {facets.metals.map((metal) => (
              <option key={metal} value={metal}>
                {metal}
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset className="shop-filters__price">
        <legend>Price (USD)</legend>
        <label htmlFor={`${id}-min`} className="visually-hidden">
          Lowest price
        </label>
        <input
          id={`${id}-min`}
          name="min"
          className="input"
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          placeholder="Min"
          defaultValue={filter.min ?? ''}
        />
        <span aria-hidden="true">–</span>
        <label htmlFor={`${id}-max`} className="visually-hidden">
          Highest price
        </label>
        <input
          id={`${id}-max`}
          name="max"
          className="input"
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          placeholder="Max"
          defaultValue={filter.max ?? ''}
        />
        <button type="submit" className="button button--ghost">
          Apply
        </button>
      </fieldset>
      <div className="shop-filters__field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          name="sort"
          className="input"
          defaultValue={filter.sort ?? ''}
          onChange={onSelect}
        >
          {(['', ...CATALOG_SORTS] as const).map((sort) => (
            <option key={sort} value={sort}>
              {SHOP_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
