import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CachedDataBanner } from '@/components/store/cached-data-banner';
import { ProductAttributes } from '@/components/store/product-attributes';
import { ProductGallery } from '@/components/store/product-gallery';
import { ProductJsonLd } from '@/components/store/product-json-ld';
import { ProductPurchasePanel } from '@/components/store/product-purchase-panel';
import { getProduct } from '@/lib/api/products';
import { getStore } from '@/lib/api/stores';
import { MESSAGES } from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import { productImageUrl, productImageUrls } from '@/lib/product';
import { productIdParamsSchema } from '@/lib/schemas/product';

// Rendered on first visit, then served from cache; the api's revalidation drops it on a change.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ tenant: string; id: string }> };

async function loadProduct(params: Props['params']) {
  const { tenant, id } = await params;
  // A malformed id is not worth a call to the api: it cannot name a product.
  if (!productIdParamsSchema.safeParse({ id }).success) return null;
  return getProduct(tenant, id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const result = await loadProduct(params);
  if (!result) return { title: MESSAGES.productNotFound, robots: { index: false } };
  const { product } = result;
  const store = await getStore((await params).tenant);
  const title = store ? `${product.name} | ${store.storeName}` : product.name;
  const image = productImageUrl(product.productImage, 'medium');
  return {
    title: { absolute: title },
    description: product.description.slice(0, 160),
    alternates: { canonical: `/product/${product.id}` },
    openGraph: { title, description: product.description.slice(0, 200), images: image ? [{ url: image, alt: product.name }] : [] },
  };
}

/** A product: gallery, price, description, live availability and attributes, with JSON-LD. */
export default async function ProductPage({ params }: Props) {
  const result = await loadProduct(params);
  if (!result) notFound();
  const { product, dataSource } = result;
  const { tenant } = await params;
  const storeName = (await getStore(tenant))?.storeName ?? product.tenantName ?? tenant;
  const ownImage = typeof product.productImage === 'string' ? product.productImage : null;
  return (
    <div className="container page product-page">
      <ProductJsonLd product={product} />
      <Link href="/shop" className="back-link">
        ← Back to shop
      </Link>
      {dataSource === 'backup' && <CachedDataBanner />}
      <div className="product-layout">
        <ProductGallery
          name={product.name}
          images={productImageUrls(product.productImage, 'medium')}
          thumbnails={productImageUrls(product.productImage, 'small')}
          fallback={ownImage}
        />
        <div className="product-info">
          <h1 className="product-info__name">{product.name}</h1>
          <p className="product-info__price">{formatPrice(product.price) || MESSAGES.priceNotAvailable}</p>
          <div className="product-info__description">
            {product.description.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <ProductPurchasePanel product={product} storeName={storeName} />
          <ProductAttributes product={product} />
        </div>
      </div>
    </div>
  );
}
