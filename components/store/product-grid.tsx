import type { CSSProperties, ReactNode } from 'react';
import type { CardProduct } from '@/lib/catalog/card-product';
import { ProductCard } from './product-card';

type ListProps = {
  /** Grid View (cards in columns) or List View (rows with descriptions). */
  view?: 'grid' | 'list';
  /** Columns on wide screens; narrower screens use fewer. Without it the grid fills what fits. */
  columns?: number;
  label?: string;
};

type ItemProps = {
  products: CardProduct[];
  view?: 'grid' | 'list';
  showPrice?: boolean;
  showDescription?: boolean;
  /** The first card's image is the page's largest paint (the shop): preload it. */
  preloadFirst?: boolean;
  /** How many cards come before these in the same grid (the first row loads its images eagerly). */
  offset?: number;
};

/** The grid (or list) itself; its items are ProductGridItems, from the server or the browser. */
export function ProductGridList({
  view = 'grid',
  columns,
  label = 'Products',
  children,
}: ListProps & { children: ReactNode }) {
  const list = view === 'list';
  const style = !list && columns ? ({ '--grid-columns': columns } as CSSProperties) : undefined;
  const className = list ? 'product-list' : columns ? 'product-grid product-grid--columns' : 'product-grid';
  return (
    <ul className={className} style={style} aria-label={label} data-view={view}>
      {children}
    </ul>
  );
}

/** The cards of a grid, each in its list item; the first row loads its images eagerly. */
export function ProductGridItems({
  products,
  view = 'grid',
  showPrice = true,
  showDescription = false,
  preloadFirst = false,
  offset = 0,
}: ItemProps) {
  return products.map((product, index) => (
    <li key={product.id}>
      <ProductCard
        product={product}
        priority={offset + index < 4}
        lcp={preloadFirst && offset + index === 0}
        showPrice={showPrice}
        showDescription={showDescription}
        variant={view === 'list' ? 'row' : 'card'}
      />
    </li>
  ));
}

/** A responsive grid (or list) of product cards; the first row loads its images eagerly. */
export function ProductGrid({
  products,
  view = 'grid',
  columns,
  label,
  ...items
}: ListProps & Omit<ItemProps, 'offset'>) {
  return (
    <ProductGridList view={view} columns={columns} label={label}>
      <ProductGridItems products={products} view={view} {...items} />
    </ProductGridList>
  );
}
