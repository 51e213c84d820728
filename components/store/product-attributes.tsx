import { productSize } from '@/lib/product';
import type { Product } from '@/lib/schemas/product';

/** Metal, gemstone and size, as a definition list; empty ones are left out. */
export function ProductAttributes({ product }: { product: Product }) {
  const size = productSize(product);
  const rows = [
    { term: 'Metal', value: product.Metal.join(', ') },
    { term: 'Gemstone', value: product.Gemstone.join(', ') },
    { term: 'Size', value: size ?? '' },
  ].filter((row) => row.value);
  if (!rows.length) return null;
  return (
    <dl className="attributes">
      {rows.map((row) => (
        <div key={row.term} className="attributes__row">
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
