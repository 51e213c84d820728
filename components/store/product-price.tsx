import { MESSAGES } from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import type { Product } from '@/lib/schemas/product';

/**
 * A product's price, with its earlier (compare-at) price struck through beside it when it has one.
 * The struck price is named "Was" for screen readers, which do not read strike-through.
 */
export function ProductPrice({
  product,
  className,
}: {
  product: Pick<Product, 'price' | 'compareAtPrice'>;
  className: string;
}) {
  const price = formatPrice(product.price) || MESSAGES.priceNotAvailable;
  const was = product.compareAtPrice != null && product.compareAtPrice > product.price;
  if (!was) return <p className={className}>{price}</p>;
  return (
    <p className={`${className} product-price--sale`}>
      <span className="visually-hidden">Now </span>
      <span className="product-price__now">{price}</span>{' '}
      <s className="product-price__was" data-testid="compare-at-price">
        <span className="visually-hidden">Was </span>
        {formatPrice(product.compareAtPrice!)}
      </s>
    </p>
  );
}
