import type { Product } from '@/lib/schemas/product';
import { ProductCard } from './product-card';

/** A responsive grid of product cards; the first row loads its images eagerly. */
export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className="product-grid" aria-label="Products">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < 4} />
        </li>
      ))}
    </ul>
  );
}
