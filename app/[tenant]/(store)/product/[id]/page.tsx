import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { CachedDataBanner } from '@/components/store/cached-data-banner';
import { ProductInvalid } from '@/components/store/product-invalid';
import { ProductJsonLd } from '@/components/store/product-json-ld';
import { ProductTemplate } from '@/components/templates/product-template';
import { getProduct, type ProductLookup } from '@/lib/api/products';
import { getProductReviews } from '@/lib/api/reviews';
import { getStore } from '@/lib/api/stores';
import { getStoreOrigin } from '@/lib/api/store-origin';
import { templateStore } from '@/lib/api/template-store';
import { getPageTemplate } from '@/lib/api/templates';
import { showsReviews } from '@/lib/template-view';
import { isInvalidProduct, productDataProblem, productIdProblem } from '@/lib/catalog/product-state';
import { makingTimeOf, makingTimeText } from '@/lib/making-time';
import { MESSAGES } from '@/lib/messages';
import { productImageUrl } from '@/lib/product';
import { descriptionText } from '@/lib/product-description';
import { findPageRedirect } from '@/lib/api/redirects';
import { PRODUCT_PREFIX, looksLikeId, productPath } from '@/lib/product-address';
import { DEFAULT_WORK_CALENDAR } from '@/lib/schemas/making-time';
import { handleSchema } from '@/lib/schemas/redirects';

// Rendered on first visit, then served from cache; the api's revalidation drops it on a change.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

/** `id` is the product's handle (`/product/silver-ring`), or its id on an address from before handles. */
type Props = { params: Promise<{ tenant: string; id: string }> };

/** The segment as the address carries it, decoded. */
const keyOf = (id: string) => {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
};

/** The product, the invalid state (a blank id, data without name or price) or null (not found). */
async function loadProduct(params: Props['params']): Promise<ProductLookup> {
  const { tenant, id } = await params;
  const blank = productIdProblem(id);
  if (blank) return blank;
  const key = keyOf(id);
  // A malformed handle or id is not worth a call to the api: it cannot name a product.
  if (!looksLikeId(key) && !handleSchema.safeParse(key).success) return null;
  const result = await getProduct(tenant, key);
  if (!result || isInvalidProduct(result)) return result;
  return productDataProblem(result.product) ?? result;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const result = await loadProduct(params);
  if (!result) return { title: MESSAGES.productNotFound, robots: { index: false } };
  if (isInvalidProduct(result)) return { title: result.invalid, robots: { index: false } };
  const { product } = result;
  const store = await getStore((await params).tenant);
  // The owner's search title and description win; the name and description are the fallback.
  const name = product.seoTitle || product.name;
  const title = store ? `${name} | ${store.storeName}` : name;
  const description = product.seoDescription || descriptionText(product.description);
  const image = productImageUrl(product.productImage, 'medium');
  return {
    title: { absolute: title },
    description: description.slice(0, 160),
    alternates: { canonical: productPath(product) },
    // Relative here; the store layout's metadataBase makes each absolute on the store's domain.
    openGraph: {
      type: 'website',
      url: productPath(product),
      title,
      description: description.slice(0, 200),
      images: image ? [{ url: image, alt: product.imageAlts?.[0] || product.name }] : [],
    },
  };
}

/**
 * A product: gallery, price, description, live availability, making time and attributes, with JSON-LD, laid out
 * by the Product Detail template (Standard stacks them, Modern Split sets them side by side).
 */
export default async function ProductPage({ params }: Props) {
  const result = await loadProduct(params);
  if (!result) {
    // A renamed handle's old address, or one the owner redirected: there it is now.
    const { tenant, id } = await params;
    const to = await findPageRedirect(tenant, `${PRODUCT_PREFIX}${id}`);
    if (to) permanentRedirect(to);
    notFound();
  }
  if (isInvalidProduct(result)) return <ProductInvalid message={result.invalid} />;
  const { product, dataSource } = result;
  const { tenant } = await params;
  const [config, store, origin, reviews] = await Promise.all([
    getPageTemplate(tenant, 'productDetail'),
    templateStore(tenant),
    getStoreOrigin(tenant),
    getProductReviews(tenant, product.id),
  ]);
  // Reviews show, and go into the search data, only when the page's template shows them.
  const shown = showsReviews(config) ? reviews : null;
  const record = await getStore(tenant);
  // Without the store record, the name the product carries beats the tenant id.
  const storeName = record?.storeName ?? product.tenantName ?? tenant;
  // Worded here, on the server: the page's scripts carry no calendar code.
  const making = makingTimeText(
    makingTimeOf(product.makingTime, record?.workCalendar ?? DEFAULT_WORK_CALENDAR),
  );
  return (
    <div className="container page product-page">
      <ProductJsonLd
        product={product}
        origin={origin}
        pricesIncludeTax={record?.pricesIncludeTax}
        reviews={shown}
      />
      <Link href="/shop" className="back-link">
        ← Back to shop
      </Link>
      {dataSource === 'backup' && <CachedDataBanner />}
      <ProductTemplate
        config={config}
        data={{ store: { ...store, storeName }, product, makingTimeText: making, reviews: shown }}
      />
    </div>
  );
}
