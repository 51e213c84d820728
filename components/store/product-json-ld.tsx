import { VARIANT_QUERY_PARAM } from '@/lib/constants/variants';
import { productImageUrls } from '@/lib/product';
import { linePrice } from '@/lib/line-price';
import { descriptionText } from '@/lib/product-description';
import { variantInStock, variantsOf } from '@/lib/product-variants';
import type { Product } from '@/lib/schemas/product';
import type { ProductReviews } from '@/lib/schemas/reviews';
import { productPath } from '@/lib/product-address';

const availabilityOf = (stock: number | null) =>
  variantInStock(stock) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

type TaxIncluded = { valueAddedTaxIncluded: boolean };

/**
 * An offer's price and currency, and its price specification: the price, with the earlier
 * (compare-at) price as the list price a sale is measured against when it is higher, as the page
 * strikes it through. Each says whether it includes tax (VAT).
 */
function offerPrice(price: number, compareAtPrice: number | null | undefined, taxIncluded: TaxIncluded) {
  const specification = {
    '@type': 'PriceSpecification',
    price: price.toFixed(2),
    priceCurrency: 'USD',
    ...taxIncluded,
  };
  return {
    price: price.toFixed(2),
    priceCurrency: 'USD',
    priceSpecification:
      compareAtPrice != null && compareAtPrice > price
        ? [
            specification,
            {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/ListPrice',
              price: compareAtPrice.toFixed(2),
              priceCurrency: 'USD',
              ...taxIncluded,
            },
          ]
        : specification,
  };
}

/**
 * A product with variants: one Offer per variant (its name, SKU, price, availability and the
 * page's address choosing it), as schema.org and Google read a list of offers. Undefined otherwise.
 */
function variantOffers(product: Product, absolute: (url: string) => string, taxIncluded: TaxIncluded) {
  const variants = variantsOf(product);
  if (variants.length === 0) return undefined;
  return variants.map((variant) => ({
    '@type': 'Offer',
    name: variant.name,
    ...(variant.sku ? { sku: variant.sku } : {}),
    ...offerPrice(
      linePrice({ product: product.price, variant: variant.price }),
      product.compareAtPrice,
      taxIncluded,
    ),
    availability: availabilityOf(variant.totalInventory),
    url: absolute(`${productPath(product)}?${VARIANT_QUERY_PARAM}=${encodeURIComponent(variant.id)}`),
  }));
}

/**
 * The published reviews' rating and the reviews on the page, as schema.org reads them; nothing
 * without a published review.
 */
function reviewData(reviews: ProductReviews | null | undefined) {
  if (!reviews || reviews.count === 0 || reviews.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.body,
      datePublished: review.createdAt.slice(0, 10),
      author: { '@type': 'Person', name: review.authorName },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/**
 * schema.org Product data for search engines, written into the page's HTML; URLs absolute on
 * `origin`. Each offer's price specification says whether its price includes tax (VAT).
 */
export function ProductJsonLd({
  product,
  origin,
  pricesIncludeTax = false,
  reviews,
}: {
  product: Product;
  origin: string;
  pricesIncludeTax?: boolean;
  /** The reviews the page shows (its rating and first page); none when it shows none. */
  reviews?: ProductReviews | null;
}) {
  const absolute = (url: string) => new URL(url, origin).toString();
  const taxIncluded = { valueAddedTaxIncluded: pricesIncludeTax };
  const inStock = product.totalInventory === null || product.totalInventory > 0;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: descriptionText(product.description),
    ...(product.weightGrams != null
      ? { weight: { '@type': 'QuantitativeValue', value: product.weightGrams, unitCode: 'GRM' } }
      : {}),
    // ImageObjects carry each photo's alt text as its caption; plain URLs when there is none.
    image: productImageUrls(product.productImage, 'medium').map((url, index) => {
      const alt = product.imageAlts?.[index];
      return alt ? { '@type': 'ImageObject', url: absolute(url), caption: alt } : absolute(url);
    }),
    url: absolute(productPath(product)),
    sku: product.id,
    offers: variantOffers(product, absolute, taxIncluded) ?? {
      '@type': 'Offer',
      ...offerPrice(product.price, product.compareAtPrice, taxIncluded),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: absolute(productPath(product)),
    },
    ...reviewData(reviews),
  };
  // `<` is escaped so a product text can never close the script element.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
