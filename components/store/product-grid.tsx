import type { CSSProperties } from 'react';
import type { CardProduct } from '@/lib/catalog/card-product';
import { ProductCard } from './product-card';

type Props = {
  products: CardProduct[];
  /** Grid View (cards in columns) or List View (rows with descriptions). */
  view?: 'grid' | 'list';
  /** Columns on wide screens; narrower screens use fewer. Without it the grid fills what fits. */
  columns?: number;
  showPrice?: boolean;
  showDescription?: boolean;
  label?: string;
  /** The first card's image is the page's largest paint (the shop): preload it. */
  preloadFirst?: boolean;
};

/** A responsive grid (or list) of product cards; the first row loads its images eagerly. */
export function ProductGrid({
  products,
  view = 'grid',
  columns,
  showPrice = true,
  showDescription = false,
  label = 'Products',
  preloadFirst = false,
}: Props) {
  const list = view === 'list';
  const style = !list && columns ? ({ '--grid-columns': columns } as CSSProperties) : undefined;
  const className = list ? 'product-list' : columns ? 'product-grid product-grid--columns' : 'product-grid';
  return (
    <ul className={className} style={style} aria-label={label} data-view={view}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            priority={index < 4}
            lcp={preloadFirst && index === 0}
            showPrice={showPrice}
            showDescription={showDescription}
            variant={list ? 'row' : 'card'}
          />
        </li>
      ))}
    </ul>
  );
}
