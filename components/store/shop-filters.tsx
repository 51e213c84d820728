'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useId, type FormEvent } from 'react';
import { CATALOG_SORTS } from '@/lib/catalog/sorts';
import {
  SHOP_FILTER_KEYS,
  SHOP_SORT_LABELS,
  shopFilterOf,
  shopFilterQuery,
  type ShopFilter,
} from '@/lib/catalog/shop-filters';
import type { ShopFacets } from '@/lib/schemas/category';

type Option = { value: string; label: string };

/** One labelled list: a choice applies at once. */
function Choice(props: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: Option[];
  onChange: (event: { currentTarget: HTMLSelectElement }) => void;
}) {
  return (
    <div className="shop-filters__field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        name={props.name}
        className="input"
        defaultValue={props.value ?? ''}
        onChange={props.onChange}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The lowest and highest price, applied together with Apply. */
function PriceRange({ id, min, max }: { id: string; min?: string; max?: string }) {
  const bound = (name: 'min' | 'max', label: string, placeholder: string, value?: string) => (
    <>
      <label htmlFor={`${id}-${name}`} className="visually-hidden">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        className="input"
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        placeholder={placeholder}
        defaultValue={value ?? ''}
      />
    </>
  );
  return (
    <fieldset className="shop-filters__price">
      <legend>Price (USD)</legend>
      {bound('min', 'Lowest price', 'Min', min)}
      <span aria-hidden="true">–</span>
      {bound('max', 'Highest price', 'Max', max)}
      <button type="submit" className="button button--ghost">
        Apply
      </button>
    </fieldset>
  );
}

/**
 * The shop's filters (category, metal, price range) and sort. Their state is the address, so a
 * filtered shop can be shared, reloaded and reached from the home page's category cards; a choice
 * in a list applies at once, a price range on Apply.
 */
export function ShopFilters({ facets }: { facets: ShopFacets }) {
  return <FiltersForm facets={facets} filter={shopFilterOf(useSearchParams())} />;
}

/**
 * The filters as the server's HTML shows them, before the browser reads the address: the same
 * form with nothing chosen, so the cards below keep their place when the real one replaces it.
 */
export function UnfilteredShopFilters({ facets }: { facets: ShopFacets }) {
  return <FiltersForm facets={facets} filter={{}} />;
}

function FiltersForm({ facets, filter }: { facets: ShopFacets; filter: ShopFilter }) {
  const router = useRouter();
  const pathname = usePathname();
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
      <Choice
        id={`${id}-category`}
        name="category"
        label="Category"
        value={filter.category}
        onChange={onSelect}
        options={[
          { value: '', label: 'All pieces' },
          ...facets.categories.map((category) => ({ value: category.slug, label: category.name })),
        ]}
      />
      {facets.metals.length > 0 && (
        <Choice
          id={`${id}-metal`}
          name="metal"
          label="Metal"
          value={filter.metal}
          onChange={onSelect}
          options={[
            { value: '', label: 'Any metal' },
            ...facets.metals.map((metal) => ({ value: metal, label: metal })),
          ]}
        />
      )}
      <PriceRange id={id} min={filter.min} max={filter.max} />
      <Choice
        id={`${id}-sort`}
        name="sort"
        label="Sort by"
        value={filter.sort}
        onChange={onSelect}
        options={(['', ...CATALOG_SORTS] as const).map((sort) => ({
          value: sort,
          label: SHOP_SORT_LABELS[sort],
        }))}
      />
    </form>
  );
}
