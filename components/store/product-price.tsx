import { STOREFRONT_MESSAGES as MESSAGES } from '@/lib/messages/storefront';
import { formatPrice } from '@/lib/money';
import { lowestPriceLine } from '@/lib/constants/price-history';
import type { Product } from '@/lib/schemas/product';

/**
 * A product's price, with its earlier (compare-at) price struck through beside it when it has one.
 * The struck price is named "Was" for screen readers, which do not read strike-through. With
 * `showLowest` (the product page), a reduced price also gets the lowest price of the 30 days
 * before the reduction, in the EU rule's words.
 */
export function ProductPrice({
  product,
  className,
  showLowest = false,
}: {
  product: Pick<Product, 'price' | 'compareAtPrice' | 'lowestPrice30Days'>;
  className: string;
  showLowest?: boolean;
}) {
  const price = formatPrice(product.price) || MESSAGES.priceNotAvailable;
  const was = product.compareAtPrice != null && product.compareAtPrice > product.price;
  if (!was) return <p className={className}>{price}</p>;
  const sale = (
    <p className={`${className} product-price--sale`}>
      <span className="visually-hidden">Now </span>
      <span className="product-price__now">{price}</span>{' '}
      <s className="product-price__was" data-testid="compare-at-price">
        <span className="visually-hidden">Was </span>
        {formatPrice(product.compareAtPrice!)}
      </s>
    </p>
  );
  if (!showLowest || product.lowestPrice30Days === undefined) return sale;
  return (
    <>
      {sale}
      <p className="product-price__lowest" data-testid="lowest-price-30-days">
        {lowestPriceLine(formatPrice(product.lowestPrice30Days))}
      </p>
    </>
  );
}
