/**
 * The storefront's hand-written checks of the api's catalog answers accept and refuse what the
 * schemas do (the api answers through those schemas), and answer the same values.
 */
import { decodeCursor, decodeSortedCursor, encodeCursor, encodeSortedCursor } from '@/lib/catalog/cursor';
import {
  inventoryUpdateEventOf,
  productOf,
  productPageOf,
  productSearchPageOf,
} from '@/lib/catalog/product-guards';
import { inventoryUpdateEventSchema, productPageResponseSchema, productSchema } from '@/lib/schemas/product';
import { productSearchPageSchema } from '@/lib/schemas/product-search';

const product = {
  id: 'p1',
  name: 'Fjord ring',
  price: 48,
  description: 'Silver',
  size: 7,
  totalInventory: 3,
  Metal: ['Sterling Silver'],
  Gemstone: [],
  featured: true,
  archived: false,
  productImage: { small: 's.webp', medium: 'm.webp', images: ['a.webp'] },
  dataSource: 'live',
  tenantId: 'demo',
};

const variant = { id: 'v1', name: 'Size 6', sku: null, price: null, totalInventory: 2 };

/** Products the schema accepts, with every optional field and each image form. */
const accepted: unknown[] = [
  product,
  { ...product, size: 'M', totalInventory: null, productImage: null, dataSource: 'backup' },
  { ...product, productImage: 'one.webp' },
  { ...product, productImage: ['a.webp', 'b.webp'] },
  { ...product, productImage: {}, processedImageFilename: null },
  {
    ...product,
    processedImageFilename: 'x.webp',
    tenantName: 'Demo',
    sales: 4,
    compareAtPrice: 60,
    weightGrams: null,
    seoTitle: null,
    seoDescription: 'About',
    imageAlts: ['A ring'],
    variants: [
      variant,
      { ...variant, id: 'v2', sku: 'R-7', price: 50, totalInventory: null, weightGrams: 40 },
      { ...variant, id: 'v3', weightGrams: null },
    ],
  },
  // Keys the schema does not know are dropped, here and in nested objects.
  {
    ...product,
    extra: true,
    productImage: { medium: 'm.webp', note: 'x' },
    variants: [{ ...variant, x: 1 }],
  },
];

/** Products the schema refuses: a field missing, of the wrong type, or out of its range. */
const refused: unknown[] = [
  null,
  'p1',
  [product],
  { ...product, id: undefined },
  { ...product, id: 7 },
  { ...product, name: null },
  { ...product, price: '48' },
  { ...product, price: Number.NaN },
  { ...product, price: Number.POSITIVE_INFINITY },
  { ...product, description: undefined },
  { ...product, size: undefined },
  { ...product, size: true },
  { ...product, totalInventory: 1.5 },
  { ...product, totalInventory: undefined },
  { ...product, Metal: 'Silver' },
  { ...product, Gemstone: [1] },
  { ...product, featured: 'yes' },
  { ...product, archived: undefined },
  { ...product, productImage: undefined },
  { ...product, productImage: 5 },
  { ...product, productImage: ['a.webp', 2] },
  { ...product, productImage: { small: 1 } },
  { ...product, productImage: { images: 'a.webp' } },
  { ...product, productImage: { mongodb: 'no' } },
  { ...product, processedImageFilename: 3 },
  { ...product, dataSource: 'cache' },
  { ...product, tenantId: null },
  { ...product, tenantName: null },
  { ...product, sales: 1.5 },
  { ...product, compareAtPrice: '60' },
  { ...product, weightGrams: 2.5 },
  { ...product, seoTitle: 1 },
  { ...product, seoDescription: false },
  { ...product, imageAlts: [null] },
  { ...product, variants: {} },
  { ...product, variants: [{ ...variant, sku: undefined }] },
  { ...product, variants: [{ ...variant, price: '5' }] },
  { ...product, variants: [{ ...variant, totalInventory: 0.5 }] },
  { ...product, variants: [{ ...variant, id: 1 }] },
  { ...product, variants: [{ ...variant, weightGrams: 2.5 }] },
  { ...product, variants: [{ ...variant, weightGrams: '40' }] },
];

const schemaAnswer =
  <T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }) =>
  (value: unknown) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };

describe('productOf', () => {
  it.each(accepted.map((value, index) => [index, value]))(
    'accepts product %i as productSchema answers it',
    (_index, value) => {
      expect(productOf(value)).not.toBeNull();
      expect(productOf(value)).toEqual(schemaAnswer(productSchema)(value));
    },
  );

  it.each(refused.map((value, index) => [index, value]))(
    'refuses product %i as productSchema does',
    (_index, value) => {
      expect(schemaAnswer(productSchema)(value)).toBeNull();
      expect(productOf(value)).toBeNull();
    },
  );
});

describe('productPageOf and productSearchPageOf', () => {
  const page = { products: [product], dataSource: 'live', nextCursor: 'abc' };
  const search = { items: [product], page: 1, pageSize: 5, hasMore: false };

  it.each([
    ['a page', page],
    ['a last page', { ...page, nextCursor: null, products: [] }],
    ['a page of unknown keys', { ...page, total: 3 }],
    ['no products', { ...page, products: undefined }],
    ['one product refused', { ...page, products: [product, refused[4]] }],
    ['no data source', { ...page, dataSource: undefined }],
    ['no cursor', { ...page, nextCursor: undefined }],
    ['a numeric cursor', { ...page, nextCursor: 2 }],
    ['a list', [product]],
  ])('reads %s as productPageResponseSchema does', (_name, value) => {
    expect(productPageOf(value)).toEqual(schemaAnswer(productPageResponseSchema)(value));
  });

  it.each([
    ['a page', search],
    ['more to come', { ...search, hasMore: true, page: 2 }],
    ['one item refused', { ...search, items: [refused[6]] }],
    ['a fractional page', { ...search, page: 1.5 }],
    ['no page size', { ...search, pageSize: undefined }],
    ['hasMore as text', { ...search, hasMore: 'no' }],
    ['no items', { ...search, items: null }],
  ])('reads %s as productSearchPageSchema does', (_name, value) => {
    expect(productSearchPageOf(value)).toEqual(schemaAnswer(productSearchPageSchema)(value));
  });

  it('answers a good page with its products', () => {
    expect(productPageOf(page)?.products[0]).toMatchObject({ id: 'p1', name: 'Fjord ring' });
  });
});

describe('inventoryUpdateEventOf', () => {
  it.each([
    ['a product’s stock', { productId: 'p1', newInventory: 2 }],
    ['unlimited stock', { productId: 'p1', newInventory: null }],
    ['a variant’s stock', { productId: 'p1', newInventory: 5, variantId: 'v1', newVariantInventory: 1 }],
    ['an unknown key', { productId: 'p1', newInventory: 2, at: 'now' }],
    ['no product', { newInventory: 2 }],
    ['stock as text', { productId: 'p1', newInventory: '2' }],
    ['fractional stock', { productId: 'p1', newInventory: 1.5 }],
    ['no stock', { productId: 'p1' }],
    ['a numeric variant', { productId: 'p1', newInventory: 2, variantId: 3 }],
    ['fractional variant stock', { productId: 'p1', newInventory: 2, newVariantInventory: 0.5 }],
    ['nothing', null],
  ])('reads %s as inventoryUpdateEventSchema does', (_name, value) => {
    expect(inventoryUpdateEventOf(value)).toEqual(schemaAnswer(inventoryUpdateEventSchema)(value));
  });
});

describe('cursors', () => {
  const raw = (record: unknown) => Buffer.from(JSON.stringify(record)).toString('base64url');

  it('reads back what it wrote', () => {
    const cursor = { sortOrder: 3, name: 'Fjord ring', id: 'p1' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    const sorted = { sort: 'price-asc' as const, key: 4800, id: 'p1' };
    expect(decodeSortedCursor(encodeSortedCursor(sorted))).toEqual(sorted);
    const named = { sort: 'name' as const, key: 'Fjord ring', id: 'p1' };
    expect(decodeSortedCursor(encodeSortedCursor(named))).toEqual(named);
  });

  it.each([
    ['a fractional place', { o: 1.5, n: 'a', i: 'p1' }],
    ['a place as text', { o: '1', n: 'a', i: 'p1' }],
    ['no name', { o: 1, i: 'p1' }],
    ['a name too long', { o: 1, n: 'x'.repeat(1001), i: 'p1' }],
    ['an empty id', { o: 1, n: 'a', i: '' }],
    ['an id too long', { o: 1, n: 'a', i: 'x'.repeat(201) }],
    ['a list', [1, 'a', 'p1']],
  ])('refuses a cursor with %s', (_name, record) => {
    expect(decodeCursor(raw(record))).toBeNull();
  });

  it.each([
    ['an unknown sort', { s: 'oldest', k: 'a', i: 'p1' }],
    ['a fractional key', { s: 'price-asc', k: 1.5, i: 'p1' }],
    ['a price as text', { s: 'price-asc', k: '15', i: 'p1' }],
    ['a name as a number', { s: 'name', k: 15, i: 'p1' }],
    ['a key too long', { s: 'name', k: 'x'.repeat(1001), i: 'p1' }],
    ['no key', { s: 'newest', i: 'p1' }],
    ['an empty id', { s: 'newest', k: '2026', i: '' }],
    ['nothing', null],
  ])('refuses a sorted cursor with %s', (_name, record) => {
    expect(decodeSortedCursor(raw(record))).toBeNull();
  });
});
