import { VARIANT_QUERY_PARAM } from '@/lib/constants/variants';
import { productImageUrls } from '@/lib/product';
import { linePrice } from '@/lib/line-price';
import { variantInStock, variantsOf } from '@/lib/product-variants';
import type { Product } from '@/lib/schemas/product';

const availabilityOf = (stock: number | null) =>
  variantInStock(stock) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/**
 * A product with variants: one Offer per variant (its name, SKU, price, availability and the
 * page's address choosing it), as schema.org and Google read a list of offers. Undefined otherwise.
 */
function variantOffers(
  product: Product,
  absolute: (url: string) => string,
  taxIncluded: { valueAddedTaxIncluded: boolean },
) {
  const variants = variantsOf(product);
  if (variants.length === 0) return undefined;
  return variants.map((variant) => ({
    '@type': 'Offer',
    name: variant.name,
    ...(variant.sku ? { sku: variant.sku } : {}),
    price: linePrice({ product: product.price, variant: variant.price }).toFixed(2),
    priceCurrency: 'USD',
    priceSpecification: {
      '@type': 'PriceSpecification',
      price: linePrice({ product: product.price, variant: variant.price }).toFixed(2),
      priceCurrency: 'USD',
      ...taxIncluded,
    },
    availability: availabilityOf(variant.totalInventory),
    url: absolute(`/product/${product.id}?${VARIANT_QUERY_PARAM}=${encodeURIComponent(variant.id)}`),
  }));
}

/**
 * schema.org Product data for search engines, written into the page's HTML; URLs absolute on
 * `origin`. Each offer's price specification says whether its price includes tax (VAT).
 */
export function ProductJsonLd({
  product,
  origin,
  pricesIncludeTax = false,
}: {
  product: Product;
  origin: string;
  pricesIncludeTax?: boolean;
}) {
  const absolute = (url: string) => new URL(url, origin).toString();
  const taxIncluded = { valueAddedTaxIncluded: pricesIncludeTax };
  const price = {
    '@type': 'PriceSpecification',
    price: product.price.toFixed(2),
    priceCurrency: 'USD',
    ...taxIncluded,
  };
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
    offers: variantOffers(product, absolute, taxIncluded) ?? {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      // The price, and the earlier price as the list price a sale is measured against.
      priceSpecification:
        product.compareAtPrice != null && product.compareAtPrice > product.price
          ? [
              price,
              {
                '@type': 'UnitPriceSpecification',
                priceType: 'https://schema.org/ListPrice',
                price: product.compareAtPrice.toFixed(2),
                priceCurrency: 'USD',
                ...taxIncluded,
              },
            ]
          : price,
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
