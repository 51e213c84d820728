/**
 * The catalog as a CSV file: Shopify's column names where Sitka has the field, so a file moves
 * between the two with little editing, plus Sitka's own `ID`. One row per product, or, for a product
 with variants, one row per variant: `Option1 Value` names the variant, and the `Variant` columns
 are its own (an empty `Variant Price` there: the product's price).
 */
export const PRODUCT_CSV_COLUMNS = {
  handle: 'Handle',
  title: 'Title',
  body: 'Body (HTML)',
  published: 'Published',
  optionName: 'Option1 Name',
  optionValue: 'Option1 Value',
  sku: 'Variant SKU',
  price: 'Variant Price',
  stock: 'Variant Inventory Qty',
  /** Shopify's: `true` taxed (tax category general), `false` exempt; the product's, on each of its rows. */
  taxable: 'Variant Taxable',
  imageSrc: 'Image Src',
  imageAlt: 'Image Alt Text',
  id: 'ID',
} as const;

/** The columns an export writes, in order. */
export const PRODUCT_CSV_HEADER = [
  PRODUCT_CSV_COLUMNS.handle,
  PRODUCT_CSV_COLUMNS.title,
  PRODUCT_CSV_COLUMNS.body,
  PRODUCT_CSV_COLUMNS.published,
  PRODUCT_CSV_COLUMNS.optionName,
  PRODUCT_CSV_COLUMNS.optionValue,
  PRODUCT_CSV_COLUMNS.sku,
  PRODUCT_CSV_COLUMNS.price,
  PRODUCT_CSV_COLUMNS.stock,
  PRODUCT_CSV_COLUMNS.taxable,
  PRODUCT_CSV_COLUMNS.imageSrc,
  PRODUCT_CSV_COLUMNS.imageAlt,
  PRODUCT_CSV_COLUMNS.id,
] as const;

/** A catalog file's largest size: 10,000 products with descriptions fit. */
export const PRODUCT_CSV_MAX_BYTES = 10 * 1024 * 1024;
/** Most rows one import takes (one transaction). */
export const PRODUCT_CSV_MAX_ROWS = 10_000;
/** Products an export reads per query, so a large catalog streams without being held whole. */
export const PRODUCT_CSV_EXPORT_BATCH = 500;
