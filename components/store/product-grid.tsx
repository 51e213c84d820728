import type { CardProduct } from '@/lib/catalog/card-product';
import { ProductCard } from './product-card';
import { ProductGridList, type ListProps } from './product-grid-list';

// The list alone is apart: the shop's catalog draws it at start-up, and its cards only later.
export { ProductGridList };

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
