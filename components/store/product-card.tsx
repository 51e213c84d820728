'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { recordProductClick } from '@/lib/analytics';
import { cartProductOf } from '@/lib/cart/cart-item';
import { MESSAGES } from '@/lib/messages';
import { isPurchasable, productImageUrl, productSize } from '@/lib/product';
import type { Product } from '@/lib/schemas/product';
import { AddToBasketButton } from './add-to-basket-button';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

type Props = {
  product: Product;
  /** In the first row: its image loads at once. */
  priority?: boolean;
  /** Its image is the page's largest paint: preloaded with high priority. */
  lcp?: boolean;
  /** Template settings (featuredProducts, productGrid, productList): price shown, description too. */
  showPrice?: boolean;
  showDescription?: boolean;
  /** A list row (List View) rather than a grid card. */
  variant?: 'card' | 'row';
};

/** A product in the grid: image, name, size, price and either Add to Basket or Out of Stock. */
export function ProductCard({
  product,
  priority = false,
  lcp = false,
  showPrice = true,
  showDescription = false,
  variant = 'card',
}: Props) {
  const pathname = usePathname() ?? '/';
  const size = productSize(product);
  const ownImage = typeof product.productImage === 'string' ? product.productImage : null;
  return (
    <article
      className={variant === 'row' ? 'product-card product-card--row' : 'product-card'}
      data-testid="product-card"
    >
      <Link
        href={`/product/${product.id}`}
        className="product-card__link"
        onClick={() => void recordProductClick(product, pathname)}
      >
        <div className="product-card__media">
          <ProductImage
            sources={[productImageUrl(product.productImage, 'small'), ownImage]}
            // The owner's alt text says what the photo shows; without it the image is left unnamed,
            // as the link is named by the heading below and the name again would be read twice.
            alt={product.imageAlts?.[0] ?? ''}
            className="product-card__image"
            eager={priority}
            priority={lcp}
            sizes={variant === 'row' ? '(max-width: 768px) 30vw, 160px' : '(max-width: 768px) 50vw, 25vw'}
          />
        </div>
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      {showDescription && product.description && (
        <p className="product-card__description">{product.description}</p>
      )}
      <div className="product-card__details">
        {size && <p className="product-card__size">Size {size}</p>}
        {showPrice && <ProductPrice product={product} className="product-card__price" />}
      </div>
      {isPurchasable(product) ? (
        <AddToBasketButton product={cartProductOf(product)} className="product-card__action" />
      ) : (
        <p className="product-card__sold-out">{MESSAGES.outOfStock}</p>
      )}
    </article>
  );
}
