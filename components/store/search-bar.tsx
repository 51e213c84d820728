'use client';

import Link from 'next/link';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { fetchCatalog } from '@/lib/client/storefront';
import { SEARCH_SUGGESTIONS } from '@/lib/constants/catalog';
import { formatPrice } from '@/lib/money';
import { mergeProducts } from '@/lib/catalog/normalize-list';
import { productImageUrl, searchProducts } from '@/lib/product';
import type { Product } from '@/lib/schemas/product';
import { ProductImage } from './product-image';

/**
 * The products to search: those the page has loaded, plus the whole catalog once `load` (on first
 * focus) has fetched it; if that fails the loaded products are enough.
 */
function useSearchableProducts(products: Product[]) {
  const [catalog, setCatalog] = useState<Product[]>([]);
  const requested = useRef(false);
  const load = () => {
    if (requested.current) return;
    requested.current = true;
    void fetchCatalog().then((result) => {
      if (!('error' in result)) setCatalog(result);
    });
  };
  return { searchable: mergeProducts(products, catalog), load };
}

/**
 * Product search with up to 5 suggestions (case-insensitive name match). It searches what the page
 * has loaded, plus the whole catalog fetched once on first focus; if that fetch fails the loaded
 * products are enough.
 */
export function SearchBar({ products }: { products: Product[] }) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { searchable, load: loadCatalog } = useSearchableProducts(products);
  const suggestions = searchProducts(searchable, query, SEARCH_SUGGESTIONS);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0 && open) {
      event.preventDefault();
      document.getElementById(optionId(active))?.querySelector('a')?.click();
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && query.trim() !== '';
  return (
    <div
      className="search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Search products
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        role="combobox"
        className="search__input"
        placeholder="Search rings, pendants, bowls…"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded && suggestions.length > 0}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        data-testid="search-input"
        value={query}
        onFocus={() => {
          loadCatalog();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        className="search__list"
        hidden={!expanded || !suggestions.length}
      >
        {expanded &&
          suggestions.map((product, index) => (
            <li key={product.id} id={optionId(index)} role="option" aria-selected={index === active}>
              <Link
                href={`/product/${product.id}`}
                className="search__option"
                data-testid="search-suggestion"
                tabIndex={-1}
                onClick={() => setOpen(false)}
              >
                <ProductImage
                  sources={[productImageUrl(product.productImage, 'small')]}
                  alt=""
                  className="search__thumb"
                  sizes="48px"
                />
                <span className="search__name">{product.name}</span>
                <span className="search__price">{formatPrice(product.price)}</span>
              </Link>
            </li>
          ))}
      </ul>
      {expanded && suggestions.length === 0 && (
        <p className="search__empty" role="status">
          No pieces match “{query.trim()}”.
        </p>
      )}
    </div>
  );
}
