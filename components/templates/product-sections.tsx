import { ProductAttributes } from '@/components/store/product-attributes';
import { ProductGallery } from '@/components/store/product-gallery';
import { ProductPurchasePanel } from '@/components/store/product-purchase-panel';
import { ShopCatalog } from '@/components/store/shop-catalog';
import { ProductGrid } from '@/components/store/product-grid';
import { TEMPLATE_GRID_COLUMNS } from '@/lib/constants';
import { MESSAGES } from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import { productImageUrls } from '@/lib/product';
import { readCount, readFlag } from '@/lib/template-view';
import type { SectionProps } from './types';

/** Product List's Grid View: on the live shop the whole catalog, in the preview its sample. */
export function ShopGridSection({ settings, data }: SectionProps) {
  const display = {
    view: 'grid' as const,
    columns: readCount(settings, 'columns', TEMPLATE_GRID_COLUMNS, 1, 6),
    showPrice: readFlag(settings, 'showPrice', true),
    showDescription: readFlag(settings, 'showDescription', false),
  };
  // The shop lists every piece: productsToShow is for the home page's grid, not the catalog.
  if (data.catalog) return <ShopCatalog featured={data.catalog.featured} tenantId={data.catalog.tenantId} display={display} />;
  return <ProductGrid products={data.products ?? []} {...display} />;
}

/** Product List's List View: rows with descriptions. */
export function ShopListSection({ settings, data }: SectionProps) {
  const display = { view: 'list' as const, showPrice: true, showDescription: readFlag(settings, 'showDescription', true) };
  if (data.catalog) return <ShopCatalog featured={data.catalog.featured} tenantId={data.catalog.tenantId} display={display} />;
  return <ProductGrid products={data.products ?? []} {...display} />;
}

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
      images={thumbnails ? images : images.slice(0, 1)}
      thumbnails={productImageUrls(product.productImage, 'small')}
      fallback={typeof product.productImage === 'string' ? product.productImage : null}
    />
  );
}

export function ProductInfoSection({ data }: SectionProps) {
  const product = productOf(data);
  if (!product) return null;
  return (
    <div className="product-info">
      <h1 className="product-info__name">{product.name}</h1>
      <p className="product-info__price">{formatPrice(product.price) || MESSAGES.priceNotAvailable}</p>
      <div className="product-info__description">
        {product.description.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <ProductPurchasePanel product={product} storeName={data.store.storeName} />
      <ProductAttributes product={product} />
    </div>
  );
}
