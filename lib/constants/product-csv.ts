/**
 * The catalog as a CSV file, in Shopify's product form (its column names, rows grouped by
 * `Handle`), plus Sitka's own `ID`. A product's first row carries the product; its next rows carry
 * its variants (one per combination of `Option1/2/3 Value`) and extra images (`Image Src` alone).
 * Etsy's listing export is read too (one listing a row, its columns in capitals).
 */
export const PRODUCT_CSV_COLUMNS = {
  handle: 'Handle',
  title: 'Title',
  body: 'Body (HTML)',
  vendor: 'Vendor',
  category: 'Product Category',
  type: 'Type',
  tags: 'Tags',
  published: 'Published',
  option1Name: 'Option1 Name',
  option1Value: 'Option1 Value',
  option2Name: 'Option2 Name',
  option2Value: 'Option2 Value',
  option3Name: 'Option3 Name',
  option3Value: 'Option3 Value',
  sku: 'Variant SKU',
  grams: 'Variant Grams',
  stock: 'Variant Inventory Qty',
  /** `continue`: a shopper may ask for it when it is out of stock; `deny`: not. */
  policy: 'Variant Inventory Policy',
  price: 'Variant Price',
  compareAt: 'Variant Compare At Price',
  /** Shopify's: `true` taxed (tax category general), `false` exempt; the product's, on each of its rows. */
  taxable: 'Variant Taxable',
  imageSrc: 'Image Src',
  imagePosition: 'Image Position',
  imageAlt: 'Image Alt Text',
  seoTitle: 'SEO Title',
  seoDescription: 'SEO Description',
  variantImage: 'Variant Image',
  weightUnit: 'Variant Weight Unit',
  /** active, draft or archived. */
  status: 'Status',
  id: 'ID',
  /** Option1's, by their earlier names. */
  optionName: 'Option1 Name',
  optionValue: 'Option1 Value',
} as const;

/** The three option columns, as name and value. */
export const PRODUCT_CSV_OPTIONS = [
  { name: PRODUCT_CSV_COLUMNS.option1Name, value: PRODUCT_CSV_COLUMNS.option1Value },
  { name: PRODUCT_CSV_COLUMNS.option2Name, value: PRODUCT_CSV_COLUMNS.option2Value },
  { name: PRODUCT_CSV_COLUMNS.option3Name, value: PRODUCT_CSV_COLUMNS.option3Value },
] as const;

/** The columns an export writes, in Shopify's order, then `ID`. */
export const PRODUCT_CSV_HEADER = [
  PRODUCT_CSV_COLUMNS.handle,
  PRODUCT_CSV_COLUMNS.title,
  PRODUCT_CSV_COLUMNS.body,
  PRODUCT_CSV_COLUMNS.category,
  PRODUCT_CSV_COLUMNS.type,
  PRODUCT_CSV_COLUMNS.tags,
  PRODUCT_CSV_COLUMNS.published,
  PRODUCT_CSV_COLUMNS.option1Name,
  PRODUCT_CSV_COLUMNS.option1Value,
  PRODUCT_CSV_COLUMNS.option2Name,
  PRODUCT_CSV_COLUMNS.option2Value,
  PRODUCT_CSV_COLUMNS.option3Name,
  PRODUCT_CSV_COLUMNS.option3Value,
  PRODUCT_CSV_COLUMNS.sku,
  PRODUCT_CSV_COLUMNS.grams,
  PRODUCT_CSV_COLUMNS.stock,
  PRODUCT_CSV_COLUMNS.policy,
  PRODUCT_CSV_COLUMNS.price,
  PRODUCT_CSV_COLUMNS.compareAt,
  PRODUCT_CSV_COLUMNS.taxable,
  PRODUCT_CSV_COLUMNS.imageSrc,
  PRODUCT_CSV_COLUMNS.imagePosition,
  PRODUCT_CSV_COLUMNS.imageAlt,
  PRODUCT_CSV_COLUMNS.seoTitle,
  PRODUCT_CSV_COLUMNS.seoDescription,
  PRODUCT_CSV_COLUMNS.variantImage,
  PRODUCT_CSV_COLUMNS.weightUnit,
  PRODUCT_CSV_COLUMNS.status,
  PRODUCT_CSV_COLUMNS.id,
] as const;

/** Etsy's listing export: one listing a row. */
export const ETSY_CSV_COLUMNS = {
  title: 'TITLE',
  description: 'DESCRIPTION',
  price: 'PRICE',
  currency: 'CURRENCY_CODE',
  quantity: 'QUANTITY',
  tags: 'TAGS',
  materials: 'MATERIALS',
  sku: 'SKU',
} as const;
/** `IMAGE1` … `IMAGE10`. */
export const ETSY_IMAGE_COLUMNS = Array.from({ length: 10 }, (_, i) => `IMAGE${i + 1}`);
/** `VARIATION 1 TYPE`, `VARIATION 1 NAME`, `VARIATION 1 VALUES`, and the same for 2. */
export const ETSY_VARIATION_COLUMNS = [1, 2].map((n) => ({
  type: `VARIATION ${n} TYPE`,
  name: `VARIATION ${n} NAME`,
  values: `VARIATION ${n} VALUES`,
}));

/** The option name Sitka writes for a product whose sizes have no name of their own. */
export const VARIANT_OPTION_NAME = 'Variant';
/** Shopify's option of a product sold as itself: `Title` / `Default Title`. */
export const SHOPIFY_DEFAULT_OPTION = { name: 'Title', value: 'Default Title' } as const;

/** A catalog file's largest size: 10,000 products with descriptions fit. */
export const PRODUCT_CSV_MAX_BYTES = 10 * 1024 * 1024;
/** Most rows one import takes (one transaction). */
export const PRODUCT_CSV_MAX_ROWS = 10_000;
/** Most image addresses one import fetches. */
export const PRODUCT_CSV_MAX_IMAGES = 20_000;
/** Products an export reads per query, so a large catalog streams without being held whole. */
export const PRODUCT_CSV_EXPORT_BATCH = 500;
/** Most options a product has (Shopify's three). */
export const PRODUCT_MAX_OPTIONS = 3;
/** Most tags a product keeps, and each one's length. */
export const PRODUCT_MAX_TAGS = 250;
export const PRODUCT_TAG_MAX_LENGTH = 255;
