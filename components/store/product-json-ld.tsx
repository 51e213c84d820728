import { productImageUrls } from '@/lib/product';
import type { Product } from '@/lib/schemas/product';

/** schema.org Product data for search engines, written into the page's HTML; URLs absolute on `origin`. */
export function ProductJsonLd({ product, origin }: { product: Product; origin: string }) {
  const absolute = (url: string) => new URL(url, origin).toString();
  const inStock = product.totalInventory === null || product.totalInventory > 0;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    ...(product.weightGrams != null
      ? { weight: { '@type': 'QuantitativeValue', value: product.weightGrams, unitCode: 'GRM' } }
      : {}),
    // ImageObjects carry each photo's alt text as its caption; plain URLs when there is none.
    image: productImageUrls(product.productImage, 'medium').map((url, index) => {
      const alt = product.imageAlts?.[index];
      return alt ? { '@type': 'ImageObject', url: absolute(url), caption: alt } : absolute(url);
    }),
    url: absolute(`/product/${product.id}`),
    sku: product.id,
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      // The earlier price, as the list price a sale is measured against.
      ...(product.compareAtPrice != null && product.compareAtPrice > product.price
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/ListPrice',
              price: product.compareAtPrice.toFixed(2),
              priceCurrency: 'USD',
            },
          }
        : {}),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: absolute(`/product/${product.id}`),
    },
  };
  // `<` is escaped so a product text can never close the script element.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
