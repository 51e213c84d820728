/**
 * The shapes of lib/schemas/product.ts, checked by hand for the browser. The api answers these
 * shapes checked by its schemas already (and the BFF's backup pages by theirs); the storefront only
 * makes sure what it renders is one, without loading a validation library on pages that validate
 * nothing. Each accepts what its schema accepts and answers it the same way (unknown keys dropped),
 * or null for anything the schema refuses.
 */
import type {
  DataSource,
  InventoryUpdateEvent,
  Product,
  ProductImage,
  ProductPageResponse,
  ProductVariant,
} from '../schemas/product';
import type { ProductSearchPage } from '../schemas/product-search';

type Check = (value: unknown) => boolean;
type Record_ = Record<string, unknown>;

export const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString: Check = (value) => typeof value === 'string';
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isInteger: Check = (value) => Number.isSafeInteger(value);
const isBoolean: Check = (value) => typeof value === 'boolean';
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

/** The fields of an object shape and their checks, in the schema's order. */
type Shape = Record<string, Check>;

/** `value` as the shape's object (its own keys only, absent optional ones left out), or null. */
function objectOf<T>(shape: Shape, value: unknown): T | null {
  if (!isRecord(value)) return null;
  const out: Record_ = {};
  for (const [key, check] of Object.entries(shape)) {
    const field = value[key];
    if (!check(field)) return null;
    if (field !== undefined) out[key] = field;
  }
  return out as T;
}

const isDataSource: Check = (value) => value === 'live' || value === 'backup';

const imageObjectShape: Shape = {
  small: optional(isString),
  medium: optional(isString),
  original: optional(isString),
  images: optional(arrayOf(isString)),
  allOriginalUrls: optional(arrayOf(isString)),
  mongodb: optional(isBoolean),
  local: optional(isBoolean),
};

/** A product image in one of its forms: a URL, a list of URLs, or the sized-rendition object. */
function productImageOf(value: unknown): ProductImage | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.every(isString) ? [...(value as string[])] : undefined;
  return objectOf<ProductImage>(imageObjectShape, value) ?? undefined;
}

const variantShape: Shape = {
  id: isString,
  name: isString,
  sku: nullable(isString),
  price: nullable(isNumber),
  totalInventory: nullable(isInteger),
  weightGrams: optional(nullable(isInteger)),
};

export const productVariantOf = (value: unknown) => objectOf<ProductVariant>(variantShape, value);

const productShape: Shape = {
  id: isString,
  handle: optional(nullable(isString)),
  name: isString,
  price: isNumber,
  description: isString,
  size: nullable((value) => isNumber(value) || isString(value)),
  totalInventory: nullable(isInteger),
  Metal: arrayOf(isString),
  Gemstone: arrayOf(isString),
  featured: isBoolean,
  archived: isBoolean,
  productImage: nullable((value) => productImageOf(value) !== undefined),
  processedImageFilename: optional(nullable(isString)),
  dataSource: isDataSource,
  tenantId: isString,
  tenantName: optional(isString),
  sales: optional(isInteger),
  compareAtPrice: optional(nullable(isNumber)),
  weightGrams: optional(nullable(isInteger)),
  seoTitle: optional(nullable(isString)),
  seoDescription: optional(nullable(isString)),
  imageAlts: optional(arrayOf(isString)),
  variants: optional(arrayOf((value) => productVariantOf(value) !== null)),
};

/** A product as productSchema reads it, or null. */
export function productOf(value: unknown): Product | null {
  const product = objectOf<Product & Record_>(productShape, value);
  if (!product) return null;
  // Nested objects are answered as their schemas answer them: their own keys only.
  if (product.productImage !== null) product.productImage = productImageOf(product.productImage) ?? null;
  if (product.variants) product.variants = product.variants.map((variant) => productVariantOf(variant)!);
  return product;
}

/** Every item a product, as a list; null when one is not. */
function productsOf(value: unknown): Product[] | null {
  if (!Array.isArray(value)) return null;
  const products: Product[] = [];
  for (const item of value) {
    const product = productOf(item);
    if (!product) return null;
    products.push(product);
  }
  return products;
}

/** One page of a catalog list (productPageResponseSchema), or null. */
export function productPageOf(value: unknown): ProductPageResponse | null {
  if (!isRecord(value)) return null;
  const products = productsOf(value.products);
  if (!products || !isDataSource(value.dataSource) || !nullable(isString)(value.nextCursor)) return null;
  return {
    products,
    dataSource: value.dataSource as DataSource,
    nextCursor: value.nextCursor as string | null,
  };
}

/** A page of search matches (productSearchPageSchema), or null. */
export function productSearchPageOf(value: unknown): ProductSearchPage | null {
  if (!isRecord(value)) return null;
  const items = productsOf(value.items);
  if (!items || !isInteger(value.page) || !isInteger(value.pageSize) || !isBoolean(value.hasMore)) {
    return null;
  }
  return {
    items,
    page: value.page as number,
    pageSize: value.pageSize as number,
    hasMore: value.hasMore as boolean,
  };
}

const inventoryEventShape: Shape = {
  productId: isString,
  newInventory: nullable(isInteger),
  variantId: optional(isString),
  newVariantInventory: optional(nullable(isInteger)),
};

/** What the live socket sent after a stock change (inventoryUpdateEventSchema), or null. */
export const inventoryUpdateEventOf = (value: unknown) =>
  objectOf<InventoryUpdateEvent>(inventoryEventShape, value);
