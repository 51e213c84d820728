'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { CATALOG_SORTS } from '@/lib/catalog/sorts';
import {
  SHOP_FILTER_KEYS,
  SHOP_SORT_LABELS,
  shopFilterOf,
  shopFilterQuery,
  type ShopFilter,
} from '@/lib/catalog/shop-filters';
import { EARLY_CHOICE_ATTRIBUTE, takeEarlyChoices } from '@/lib/early-taps';
import { whenRouterFollows } from '@/lib/hydration-signal';
import type { ShopFacets } from '@/lib/schemas/category';
import { prepareFilteredResults } from './search-results';

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

/** The lists a shopper changed before React had the page: each one's name and value now. */
function changedEarly(form: HTMLFormElement): { name: string; value: string }[] {
  return Array.from(form.querySelectorAll('select'))
    .filter((select) => {
      const initial =
        Array.from(select.options).find((option) => option.defaultSelected) ?? select.options[0];
      return select.value !== (initial?.value ?? '');
    })
    .map((select) => ({ name: select.name, value: select.value }));
}

/**
 * The shop's filters (category, metal, price range) and sort. Their state is the address, so a
 * filtered shop can be shared, reloaded and reached from the home page's category cards; a choice
 * in a list applies at once, a price range on Apply. The form is the page's own HTML from the first
 * paint (a GET form to the shop, so Apply works before the scripts): a choice made in a list before
 * React has the page is applied as soon as it does.
 */
export function ShopFilters({ facets }: { facets: ShopFacets }) {
  // What the address says, once the browser has read it (the server's HTML cannot know it).
  const [filter, setFilter] = useState<ShopFilter>({});
  return (
    <>
      <Suspense fallback={null}>
        <FilterFromAddress onRead={setFilter} />
      </Suspense>
      <FiltersForm facets={facets} filter={filter} />
    </>
  );
}

/** Reads the filters in the address, in the browser, and hands them up; draws nothing. */
function FilterFromAddress({ onRead }: { onRead: (filter: ShopFilter) => void }) {
  const query = shopFilterQuery(shopFilterOf(useSearchParams()));
  useLayoutEffect(() => {
    onRead(shopFilterOf(new URLSearchParams(query)));
  }, [query, onRead]);
  return null;
}

/**
 * The filters as the server's HTML shows them, before the browser reads the address: the same
 * form with nothing chosen, so the cards below keep their place when the real one replaces it.
 */
export function UnfilteredShopFilters({ facets }: { facets: ShopFacets }) {
  return <FiltersForm facets={facets} filter={{}} />;
}

function FiltersForm({ facets, filter }: { facets: ShopFacets; filter: ShopFilter }) {
  const pathname = usePathname();
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);

  const go = (next: ShopFilter) => {
    prepareFilteredResults(next);
    const query = shopFilterQuery(next);
    // The shop's page is the same for every filter (the filtered list is the browser's), so the
    // address changes in place, as Next's router follows the history API, with no request for the
    // page again: the list waits only for its code and its first page, both asked for above. (No
    // state of ours: Next takes a state object carrying its own marks as its own call, and ignores it.)
    // A choice made while React is still taking the page waits for the router to follow the address.
    whenRouterFollows(() => window.history.replaceState(null, '', query ? `${pathname}?${query}` : pathname));
  };
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const next: ShopFilter = {};
    for (const key of SHOP_FILTER_KEYS) {
      const value = String(data.get(key) ?? '').trim();
      if (value) (next as Record<string, string>)[key] = value;
    }
    go(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onSelect = (event: { currentTarget: HTMLSelectElement }) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };
  const choice = (name: 'category' | 'metal' | 'sort', label: string, options: Option[]) => (
    <Choice
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={filter[name]}
      onChange={onSelect}
      options={options}
    />
  );
  // A list changed before React had the page: its choice, over what the address already says,
  // once the router has started (go waits for it).
  useLayoutEffect(() => {
    // What the lists show now, then what the page noted as chosen (the list chosen in may have
    // been the server's, since replaced).
    const early = [...(ref.current ? changedEarly(ref.current) : []), ...takeEarlyChoices()];
    if (!early.length) return;
    const next: Record<string, string> = { ...shopFilterOf(new URLSearchParams(window.location.search)) };
    for (const { name, value } of early) {
      if (value) next[name] = value;
      else delete next[name];
    }
    // Not called off if this form goes first: the form in the server's HTML is replaced by the
    // browser's own once it has read the address, and the shopper's choice must outlive it.
    go(next as ShopFilter);
    // Once, as React takes over the page's own HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // Keyed by the address so Back and the cards reset what the inputs show.
    <form
      key={shopFilterQuery(filter)}
      ref={ref}
      className="shop-filters"
      aria-label="Filter and sort"
      {...{ [EARLY_CHOICE_ATTRIBUTE]: '' }}
      method="get"
      action={pathname}
      onSubmit={onSubmit}
    >
      {choice('category', 'Category', [
        { value: '', label: 'All pieces' },
        ...facets.categories.map((category) => ({ value: category.slug, label: category.name })),
      ])}
      {facets.metals.length > 0 &&
        choice('metal', 'Metal', [
          { value: '', label: 'Any metal' },
          ...facets.metals.map((metal) => ({ value: metal, label: metal })),
        ])}
      <PriceRange id={id} min={filter.min} max={filter.max} />
      {choice(
        'sort',
        'Sort by',
        (['', ...CATALOG_SORTS] as const).map((sort) => ({ value: sort, label: SHOP_SORT_LABELS[sort] })),
      )}
    </form>
  );
}
