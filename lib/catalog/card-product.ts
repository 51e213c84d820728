import { productImageUrl, productSize } from '../product';
import { descriptionText } from '../product-description';
import type { Product, ProductPageResponse } from '../schemas/product';

/**
 * What a product card (and the search suggestions beside it) shows of a product: a full record
 * fits too, but the server hands the browser only these fields, so the page's payload stays small.
 */
export type CardProduct = Pick<
  Product,
  | 'id'
  | 'handle'
  | 'name'
  | 'price'
  | 'compareAtPrice'
  | 'size'
  | 'totalInventory'
  | 'productImage'
  | 'variants'
  | 'optionNames'
  | 'weightGrams'
> & {
  description?: string;
  imageAlts?: string[];
  /** It asks its buyer questions (an engraving): they are answered on its page, not from the card. */
  asksQuestions?: true;
};

/** A page of the catalog as the shop's browser part receives it: its products as cards. */
export type CardProductPage = Omit<ProductPageResponse, 'products'> & { products: CardProduct[] };

/**
 * A card's fields of a product: its small image only (a plain URL stays as it is), the first
 * image's alt text, its size as text, its variants, the description only when the card shows it.
 */
export function cardProductOf(product: Product, withDescription = false): CardProduct {
  const image = product.productImage;
  const small = typeof image === 'string' || image === null ? null : productImageUrl(image, 'small');
  const card: CardProduct = {
    id: product.id,
    ...(product.handle ? { handle: product.handle } : {}),
    name: product.name,
    price: product.price,
    // Older records name it `Size`: the card reads either, so the copy keeps whichever is set.
    size: productSize(product),
    totalInventory: product.totalInventory,
    productImage: typeof image === 'string' || image === null ? image : small ? { small } : null,
  };
  if (product.compareAtPrice != null) card.compareAtPrice = product.compareAtPrice;
  // What Add to Basket on the card copies for shipping by weight.
  if (product.weightGrams != null) card.weightGrams = product.weightGrams;
  if (product.imageAlts?.length) card.imageAlts = product.imageAlts.slice(0, 1);
  if (product.personalisation?.length) card.asksQuestions = true;
  if (product.variants?.length) {
    card.variants = product.variants.map(({ id, name, sku, price, totalInventory, weightGrams }) => ({
      id,
      name,
      sku,
      price,
      totalInventory,
      ...(weightGrams != null ? { weightGrams } : {}),
    }));
    if (product.optionNames?.length) card.optionNames = product.optionNames;
  }
  if (withDescription && product.description) card.description = descriptionText(product.description);
  return card;
}

/** The cards of a catalog page, for the shop's browser part. */
export function cardProductPageOf(page: ProductPageResponse, withDescription = false): CardProductPage {
  return { ...page, products: page.products.map((product) => cardProductOf(product, withDescription)) };
}
