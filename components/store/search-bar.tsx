'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isClientError } from '@/lib/client/bff-call';
import { withChunkTimeout } from '@/lib/app-shell/lazy-chunk';
import { SEARCH_DEBOUNCE_MS, SEARCH_SUGGESTIONS } from '@/lib/constants/catalog';
import { formatPrice } from '@/lib/money';
import { productImageUrl, searchProducts } from '@/lib/product';
import type { CardProduct } from '@/lib/catalog/card-product';
import { ProductImage } from './product-image';
import { productPath } from '@/lib/product-address';

/** The api's suggestions for a text, or that it could not answer (then the page's own products serve). */
type Answer = { text: string; products: CardProduct[] | 'failed' };

/**
 * Suggestions from the api (GET /api/products/search), asked once typing pauses. Until its answer
 * for the text on screen arrives, and if it fails, the products the page has loaded are searched.
 */
function useSuggestions(query: string, loaded: CardProduct[]) {
  const text = query.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    const timer = setTimeout(() => {
      // The api's search call (and its check of the answer) loads with the first text typed.
      void withChunkTimeout(import('@/lib/client/product-search'))
        .then(({ searchCatalog }) => searchCatalog(text, { pageSize: SEARCH_SUGGESTIONS }))
        .then(
          (result) => (isClientError(result) ? ('failed' as const) : result.items),
          () => 'failed' as const,
        )
        .then((products) => {
          if (current) setAnswer({ text, products });
        });
    }, SEARCH_DEBOUNCE_MS);
    // A newer text replaces this one: its answer, if late, is dropped.
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);
  const settled = answer?.text === text ? answer.products : null;
  if (Array.isArray(settled)) return { suggestions: settled, settled: true };
  return { suggestions: searchProducts(loaded, text, SEARCH_SUGGESTIONS), settled: settled === 'failed' };
}

/**
 * Product search with up to 5 suggestions (case-insensitive, anywhere in the name), from the api;
 * Enter without a chosen suggestion opens the results page, `?q=` on the shop's address. The box is
 * a GET form to that page from the first paint: Enter before the scripts opens it as well, and
 * text typed before React has the page is kept and searched.
 */
export function SearchBar({ products }: { products: CardProduct[] }) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const router = useRouter();
  const pathname = usePathname();
  const input = useRef<HTMLInputElement>(null);
  // Text typed before React had the page is on screen only: it is the query.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (!typed) return;
    setQuery(typed);
    setOpen(document.activeElement === input.current);
  }, []);
  const { suggestions, settled } = useSuggestions(query, products);
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
    } else if (event.key === 'Enter' && query.trim()) {
      event.preventDefault();
      setOpen(false);
      router.push(`${pathname}?${new URLSearchParams({ q: query.trim() })}`);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && query.trim() !== '';
  return (
    <form
      role="search"
      method="get"
      action={pathname}
      className="search"
      onSubmit={(event) => event.preventDefault()}
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
        ref={input}
        name="q"
        value={query}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <Suggestions
        listId={listId}
        products={expanded ? suggestions : []}
        active={active}
        optionId={optionId}
        onChoose={() => setOpen(false)}
      />
      {expanded && settled && suggestions.length === 0 && (
        <p className="search__empty" role="status">
          No pieces match “{query.trim()}”.
        </p>
      )}
    </form>
  );
}

/** The suggestions under the box, each a link to its product. */
function Suggestions({
  listId,
  products,
  active,
  optionId,
  onChoose,
}: {
  listId: string;
  products: CardProduct[];
  active: number;
  optionId: (index: number) => string;
  onChoose: () => void;
}) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Suggestions"
      className="search__list"
      hidden={!products.length}
    >
      {products.map((product, index) => (
        <li key={product.id} id={optionId(index)} role="option" aria-selected={index === active}>
          <Link
            href={productPath(product)}
            className="search__option"
            data-testid="search-suggestion"
            tabIndex={-1}
            onClick={onChoose}
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
  );
}
