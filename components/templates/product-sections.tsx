import { FavouriteButton } from '@/components/store/favourite-button';
import { ProductAttributes } from '@/components/store/product-attributes';
import { HeldStockNote } from '@/components/store/held-stock-note';
import { ProductGallery } from '@/components/store/product-gallery';
import { ProductPrice } from '@/components/store/product-price';
import { ProductPurchasePanel } from '@/components/store/product-purchase-panel';
import { ProductVariantPrice, ProductVariantPurchase } from '@/components/store/product-variants';
import { ProductReviews } from '@/components/reviews/product-reviews';
import { productImageUrls } from '@/lib/product';
import { hasVariants } from '@/lib/product-variants';
import { readFlag } from '@/lib/template-view';
import type { SectionProps } from './types';

/** A product page in the preview, which has no product of its own: its first sample product. */
const productOf = (data: SectionProps['data']) => data.product ?? data.products?.[0];

export function ProductGallerySection({ settings, data }: SectionProps) {
  const product = productOf(data);
  if (!product) return null;
  const thumbnails = readFlag(settings, 'thumbnails', true);
  const images = productImageUrls(product.productImage, 'medium');
  return (
    <ProductGallery
      name={product.name}
      alts={product.imageAlts ?? []}
      images={thumbnails ? images : images.slice(0, 1)}
      thumbnails={productImageUrls(product.productImage, 'small')}
      fallback={typeof product.productImage === 'string' ? product.productImage : null}
    />
  );
}

export function ProductInfoSection({ settings, data }: SectionProps) {
  const product = productOf(data);
  if (!product) return null;
  // A product with variants: its price and stock are the chosen variant's.
  const variants = hasVariants(product);
  return (
    <div className="product-info">
      <h1 className="product-info__name">{product.name}</h1>
      <FavouriteButton productId={product.id} className="product-info__favourite" />
      {variants ? (
        <ProductVariantPrice product={product} className="product-info__price" showLowest />
      ) : (
        <ProductPrice product={product} className="product-info__price" showLowest />
      )}
      {data.store.taxNote && (
        <p className="product-info__tax-note" data-testid="product-tax-note">
          {data.store.taxNote}
        </p>
      )}
      {product.descriptionHtml ? (
        // HTML brought from another platform, sanitised by the api to a safe set of formatting.
        <div
          className="product-info__description"
          dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
        />
      ) : (
        <div className="product-info__description">
          {product.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      {variants ? (
        <ProductVariantPurchase product={product} storeName={data.store.storeName} />
      ) : (
        <ProductPurchasePanel product={product} storeName={data.store.storeName} />
      )}
      {data.makingTimeText && (
        <p className="product-info__making-time" data-testid="product-making-time">
          {data.makingTimeText}
        </p>
      )}
      <HeldStockNote product={product} />
      <ProductAttributes product={product} />
      {readFlag(settings, 'showReviews', true) && data.reviews ? (
        <ProductReviews productId={product.id} initial={data.reviews} />
      ) : null}
    </div>
  );
}
