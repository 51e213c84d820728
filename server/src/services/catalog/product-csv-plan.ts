/**
 * A file's products planned against the store as it is now: which product each is (by ID, else
 * Handle, else SKU, else new), what it changes column by column, its variants' actions and the
 * images it names, and each row's action for the report. A product's own cell given differently on
 * two of its rows is the later row's error, naming both, unless one of the two is the value the
 * product has now: then the other is the edit.
 */
import { PRODUCT_IMAGES_MAX } from '@/lib/constants/catalog';
import { toDollars } from '@/lib/money';
import { lineNameOf } from '@/lib/product-variants';
import type { ImportAction, ImportRow } from '@/lib/schemas/product-csv';
import type { ProductRow } from '@server/repositories/products';
import type { ImportedProductChanges, ImportedVariantChanges } from '@server/repositories/product-imports';
import type { VariantRow } from '@server/repositories/variants';
import { handleOf } from './product-csv-handles';
import {
  FIRST_ROW_WINS,
  joinVariantRows,
  variantValuesOf,
  type ColumnNames,
  type FieldKey,
  type Given,
  type ParsedFile,
  type ParsedProduct,
  type ParsedVariant,
  type PlannedImage,
  type ProductFieldValues,
  type ProductStatus,
} from './product-csv-group';

export type Change = { column: string; from: string; to: string };

export type PlannedVariant = {
  row: number;
  name: string;
  optionValues: string[];
  action: 'create' | 'update' | 'unchanged';
  target?: VariantRow;
  /** A new variant's values, or what changes on one the product has. */
  set: ImportedVariantChanges;
  changes: Change[];
};

/** An image the file names; `imageId` when the product has it already (by source address or its own). */
export type PlannedProductImage = PlannedImage & { imageId?: string };

/** One product of the file, ready to apply (applyPlannedProduct) unless its action is error. */
export type PlannedProduct = {
  key: string;
  rows: number[];
  action: ImportAction;
  /** The product it updates; set on a new one once it is written. */
  productId?: string;
  target?: ProductRow;
  /** A new product's handle (unique in the store and the file). */
  handle?: string;
  /** A new product's fields, or what changes on the product. */
  set: ImportedProductChanges;
  changes: Change[];
  hasOptions: boolean;
  variants: PlannedVariant[];
  images: PlannedProductImage[];
  /** The file's words for it an owner may map to categories. */
  terms: { type?: string; category?: string; tags: string[] };
  reports: ImportRow[];
};

/** What the store holds that the file's products are checked against. */
export type StoreFacts = {
  products: ProductRow[];
  variants: Map<string, VariantRow[]>;
  images: Map<string, { id: string; position: number; sourceUrl: string | null }[]>;
  skuHolders: {
    products: { id: string; name: string; sku: string | null }[];
    variants: { id: string; productId: string; sku: string | null }[];
  };
  handles: Set<string>;
};

const STOCK_OF_VARIANTS = "This product's stock is its variants'; give each variant's row its stock";
const money = (cents: number | null | undefined) => (cents == null ? '' : toDollars(cents).toFixed(2));
const grams = (value: number | null) => (value === null ? '' : String(value));

const SHOWN: { [K in FieldKey]: (value: ProductFieldValues[K]) => string } = {
  name: (value) => value,
  description: (value) => value,
  status: (value) => value,
  tags: (value) => value.join(', '),
  seoTitle: (value) => value ?? '',
  seoDescription: (value) => value ?? '',
  optionNames: (value) => value.join(' / '),
  productType: (value) => value,
  productCategory: (value) => value,
  taxCategory: (value) => String(value !== 'exempt'),
  compareAtPriceCents: (value) => money(value),
  weightGrams: (value) => grams(value),
  backorders: (value) => (value ? 'continue' : 'deny'),
};

const statusOfRow = (row: ProductRow): ProductStatus =>
  row.draft ? 'draft' : row.archived ? 'archived' : 'active';

/** The product's own values as the file would show them. */
function currentOf(row: ProductRow): Partial<ProductFieldValues> {
  return {
    name: row.name,
    description: row.description,
    status: statusOfRow(row),
    tags: row.tags,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    optionNames: row.optionNames,
    taxCategory: row.taxCategory,
    compareAtPriceCents: row.compareAtPriceCents,
    weightGrams: row.weightGrams,
    backorders: row.backorders,
  };
}

const keyOf = (value: unknown) => JSON.stringify(value);

/** Per-file state: the rows' SKUs and the products claimed so far. */
type FileState = {
  columns: ColumnNames;
  skus: Map<string, number>;
  claimed: Map<string, number>;
  handles: Set<string>;
  /** The store's facts by id, handle and SKU (a product's own or one of its variants'). */
  byId: Map<string, ProductRow>;
  byHandle: Map<string, ProductRow>;
  bySku: Map<string, ProductRow>;
  /** Who holds each of the file's SKUs in the store now. */
  productSkus: Map<string, StoreFacts['skuHolders']['products'][number]>;
  variantSkus: Map<string, StoreFacts['skuHolders']['variants'][number]>;
};

class ProductPlanner {
  readonly records: Map<number, ParsedProduct['records'][number]>;
  constructor(
    readonly parsed: ParsedProduct,
    readonly facts: StoreFacts,
    readonly file: FileState,
  ) {
    this.records = new Map(parsed.records.map((record) => [record.row, record]));
  }

  get firstRow() {
    return this.parsed.records[0].row;
  }

  fail(row: number, column: string, message: string) {
    (this.records.get(row) ?? this.parsed.records[0]).errors.push({ column, message });
  }

  get failed() {
    return this.parsed.records.some((record) => record.errors.length > 0);
  }

  /** One of the product's own values from its rows, or undefined when none is given (or they disagree). */
  resolve<K extends FieldKey>(key: K, current: ProductFieldValues[K] | undefined) {
    const list = this.parsed.given[key] as Given<ProductFieldValues[K]>[] | undefined;
    if (!list?.length) return undefined;
    const distinct = new Map<string, Given<ProductFieldValues[K]>>();
    for (const given of list) if (!distinct.has(keyOf(given.value))) distinct.set(keyOf(given.value), given);
    if (distinct.size === 1) return list[0].value;
    const edits = [...distinct.values()].filter((given) => keyOf(given.value) !== keyOf(current));
    if (current !== undefined && distinct.size === 2 && edits.length === 1) return edits[0].value;
    if (FIRST_ROW_WINS.has(key)) return list[0].value;
    const [a, b] = [...distinct.values()];
    const column = this.file.columns[key];
    this.fail(b.row, column, `Rows ${a.row} and ${b.row} give this product different ${column} cells`);
    return undefined;
  }

  /** The product the file's rows name: by ID, else Handle, else a SKU; undefined for a new one. */
  target(): ProductRow | undefined {
    const { parsed, file } = this;
    if (parsed.id) {
      const found = file.byId.get(parsed.id);
      const idRow = parsed.records.find((record) => record.cells.ID?.trim())?.row ?? this.firstRow;
      if (!found) this.fail(idRow, 'ID', 'No product of this store has this ID');
      return found;
    }
    const handle = parsed.handleIsNameOnly ? undefined : parsed.handle?.toLowerCase();
    const byHandle = handle ? file.byHandle.get(handle) : undefined;
    if (byHandle) return byHandle;
    for (const variant of parsed.variants) {
      const owner = variant.sku ? file.bySku.get(variant.sku) : undefined;
      if (owner) return owner;
    }
    return undefined;
  }
}

/** The product's own fields: what it is created with, or what changes. */
function planFields(planner: ProductPlanner, target: ProductRow | undefined) {
  const current = target ? currentOf(target) : {};
  const set: ImportedProductChanges = {};
  const changes: Change[] = [];
  const values: Partial<ProductFieldValues> = {};
  const keys: FieldKey[] = [
    'name',
    'description',
    'status',
    'tags',
    'seoTitle',
    'seoDescription',
    'optionNames',
    'taxCategory',
    'compareAtPriceCents',
    'weightGrams',
    'backorders',
    'productType',
    'productCategory',
  ];
  for (const key of keys) {
    const value = planner.resolve(key, current[key] as never);
    if (value !== undefined) Object.assign(values, { [key]: value });
  }
  if (values.name === '') planner.fail(planner.firstRow, planner.file.columns.name, 'Title is required');
  if (!planner.parsed.hasOptions && values.optionNames?.length) values.optionNames = [];
  for (const key of keys.slice(0, 11)) {
    const value = values[key];
    if (value === undefined || (target && keyOf(value) === keyOf(current[key]))) continue;
    if (key === 'status') Object.assign(set, { archived: value !== 'active', draft: value === 'draft' });
    else Object.assign(set, { [key]: value });
    if (target)
      changes.push({
        column: planner.file.columns[key],
        from: (SHOWN[key] as (v: unknown) => string)(current[key]),
        to: (SHOWN[key] as (v: unknown) => string)(value),
      });
  }
  return { set, changes, values };
}

/** A SKU the file gives a product or variant: not twice in the file, nor another product's. */
function checkSku(
  planner: ProductPlanner,
  row: number,
  sku: string,
  target: ProductRow | undefined,
  own?: VariantRow,
) {
  const { file } = planner;
  const column = file.columns.sku;
  const earlier = file.skus.get(sku);
  if (earlier !== undefined && earlier !== row)
    planner.fail(row, column, `The same SKU is on row ${earlier}`);
  file.skus.set(sku, row);
  const holder = file.productSkus.get(sku);
  if (holder && (own || holder.id !== target?.id))
    planner.fail(row, column, `Another product (${holder.name}) already has this SKU`);
  const variant = file.variantSkus.get(sku);
  if (variant && variant.id !== own?.id)
    planner.fail(
      row,
      column,
      variant.productId === target?.id
        ? 'Another variant already has this SKU'
        : 'A variant already has this SKU',
    );
}

/** A product sold as itself: its row's SKU, price and stock are the product's. */
function planOwnVariant(
  planner: ProductPlanner,
  target: ProductRow | undefined,
  plan: ReturnType<typeof planFields>,
) {
  const own = planner.parsed.variants[0];
  if (!own) return;
  const { columns } = planner.file;
  if (own.sku) checkSku(planner, own.row, own.sku, target);
  if (!target) {
    if (
      own.priceCents == null &&
      !planner.records.get(own.row)?.errors.some((e) => e.column === columns.priceCents)
    )
      planner.fail(own.row, columns.priceCents, `${columns.priceCents} is required for a new product`);
    Object.assign(plan.set, {
      priceCents: own.priceCents ?? 0,
      sku: own.sku ?? null,
      totalInventory: own.totalInventory ?? null,
    });
    return;
  }
  const compare = (
    key: 'sku' | 'priceCents' | 'totalInventory',
    value: unknown,
    shown: (v: never) => string,
  ) => {
    if (value === undefined || value === target[key]) return;
    Object.assign(plan.set, { [key]: value });
    plan.changes.push({ column: columns[key], from: shown(target[key] as never), to: shown(value as never) });
  };
  compare('sku', own.sku, (v: string | null) => v ?? '');
  if (own.priceCents !== null) compare('priceCents', own.priceCents, money);
  compare('totalInventory', own.totalInventory, (v: number | null) => (v === null ? '' : String(v)));
  if (plan.set.totalInventory !== undefined && (planner.facts.variants.get(target.id)?.length ?? 0) > 0)
    planner.fail(own.row, columns.totalInventory, STOCK_OF_VARIANTS);
}

const sameValues = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value, i) => value.toLowerCase() === b[i].toLowerCase());

function matchVariant(
  pv: ParsedVariant,
  name: string,
  own: VariantRow[],
  taken: Set<string>,
  names: string[],
) {
  const free = own.filter((variant) => !taken.has(variant.id));
  return (
    (pv.sku ? free.find((variant) => variant.sku === pv.sku) : undefined) ??
    free.find((variant) => sameValues(variantValuesOf(variant, names), pv.optionValues)) ??
    free.find((variant) => variant.name.toLowerCase() === name.toLowerCase())
  );
}

/** The product's weight before the file and after it (null: none): what a size without its own ships at. */
type ProductWeights = { before: number | null; after: number | null };

/**
 * A product sold as variants: its weight is its first row's grams, as before, unless that row's
 * variant has those grams as its own weight already (the product's weight is then left as it is:
 * Sitka's export writes each variant's weight on its row).
 */
function productWeights(
  planner: ProductPlanner,
  target: ProductRow | undefined,
  plan: ReturnType<typeof planFields>,
  firstMatch: VariantRow | undefined,
): ProductWeights {
  const before = target?.weightGrams ?? null;
  const given = plan.set.weightGrams;
  if (given === undefined) return { before, after: before };
  if (target && given !== null && firstMatch?.weightGrams === given) {
    delete plan.set.weightGrams;
    plan.changes = plan.changes.filter((change) => change.column !== planner.file.columns.weightGrams);
    plan.values.weightGrams = before;
    return { before, after: before };
  }
  return { before, after: given };
}

/** A variant's weight as stored: null when its row's grams are empty or the product's. */
const ownWeight = (value: number | null | undefined, weights: ProductWeights) =>
  value == null || value === weights.after ? null : value;

/** A change of a variant's weight, compared as shipping reads it (its own, else the product's). */
function weightChange(pv: ParsedVariant, target: VariantRow, weights: ProductWeights) {
  if (pv.weightGrams === undefined) return undefined;
  const wanted = pv.weightGrams ?? weights.after;
  if (wanted === (target.weightGrams ?? weights.after)) return undefined;
  return {
    weightGrams: ownWeight(wanted, weights),
    from: grams(target.weightGrams ?? weights.before),
    to: grams(wanted),
  };
}

function variantChanges(
  pv: ParsedVariant,
  name: string,
  target: VariantRow,
  product: { priceCents: number; weights: ProductWeights },
  columns: ColumnNames,
) {
  const productPrice = product.priceCents;
  const set: ImportedVariantChanges = {};
  const changes: Change[] = [];
  if (name !== target.name) {
    set.name = name;
    changes.push({ column: columns.options, from: target.name, to: name });
  }
  // Kept in step with the name (not a change of its own: the name shows it).
  if (pv.optionValues.join('\u0000') !== target.optionValues.join('\u0000'))
    set.optionValues = pv.optionValues;
  if (pv.sku !== undefined && pv.sku !== target.sku) {
    set.sku = pv.sku;
    changes.push({ column: columns.sku, from: target.sku ?? '', to: pv.sku ?? '' });
  }
  const wanted = pv.priceCents === undefined ? undefined : (pv.priceCents ?? productPrice);
  if (wanted !== undefined && wanted !== (target.priceCents ?? productPrice)) {
    set.priceCents = wanted === productPrice ? null : wanted;
    changes.push({
      column: columns.priceCents,
      from: money(target.priceCents ?? productPrice),
      to: money(wanted),
    });
  }
  if (pv.totalInventory !== undefined && pv.totalInventory !== target.totalInventory) {
    set.totalInventory = pv.totalInventory;
    const shown = (v: number | null) => (v === null ? '' : String(v));
    changes.push({
      column: columns.totalInventory,
      from: shown(target.totalInventory),
      to: shown(pv.totalInventory),
    });
  }
  const weight = weightChange(pv, target, product.weights);
  if (weight) {
    set.weightGrams = weight.weightGrams;
    changes.push({ column: columns.weightGrams, from: weight.from, to: weight.to });
  }
  return { set, changes };
}

/** A product sold as variants: each row's variant matched by SKU, else its options, else its name. */
function planVariants(
  planner: ProductPlanner,
  target: ProductRow | undefined,
  plan: ReturnType<typeof planFields>,
) {
  const { columns } = planner.file;
  const own = target ? (planner.facts.variants.get(target.id) ?? []) : [];
  const first = planner.parsed.variants.find((variant) => variant.priceCents != null);
  const productPrice = target?.priceCents ?? first?.priceCents ?? 0;
  if (!target) {
    if (!first)
      planner.fail(
        planner.parsed.variants[0]?.row ?? planner.firstRow,
        columns.priceCents,
        `${columns.priceCents} is required for a new product`,
      );
    Object.assign(plan.set, { priceCents: productPrice, sku: null });
  }
  const taken = new Set<string>();
  const names = plan.values.optionNames ?? target?.optionNames ?? [];
  const matched = planner.parsed.variants.map((pv) => {
    const name = pv.optionValues.join(' / ');
    const match = matchVariant(pv, name, own, taken, names);
    if (match) taken.add(match.id);
    if (pv.sku) checkSku(planner, pv.row, pv.sku, target, match ?? ({ id: '' } as VariantRow));
    return { pv, name, match };
  });
  const firstMatch = matched.find(({ pv }) => pv.row === planner.firstRow)?.match;
  const weights = productWeights(planner, target, plan, firstMatch);
  return matched.map(({ pv, name, match }): PlannedVariant => {
    if (!match) {
      const priceCents = pv.priceCents == null || pv.priceCents === productPrice ? null : pv.priceCents;
      const set = {
        name,
        optionValues: pv.optionValues,
        sku: pv.sku ?? null,
        priceCents,
        totalInventory: pv.totalInventory ?? null,
        weightGrams: ownWeight(pv.weightGrams, weights),
      };
      return { row: pv.row, name, optionValues: pv.optionValues, action: 'create', set, changes: [] };
    }
    const product = { priceCents: productPrice, weights };
    const { set, changes } = variantChanges(pv, name, match, product, columns);
    const action = changes.length ? 'update' : 'unchanged';
    return { row: pv.row, name, optionValues: pv.optionValues, action, target: match, set, changes };
  });
}

/** The path of a product image's own address (`/api/images/{key}_800.webp`). */
const ownImageKey = (url: string) => /\/api\/images\/([^/_?#]+)_(?:400|800)\.webp(?:[?#].*)?$/.exec(url)?.[1];

/**
 * The file's images of the product, each one it has already named by its id. New images past the
 * room the product has (PRODUCT_IMAGES_MAX less those it holds) are the row's error, naming them:
 * nothing is fetched that could not be kept.
 */
function planImages(planner: ProductPlanner, target: ProductRow | undefined): PlannedProductImage[] {
  const existing = target ? (planner.facts.images.get(target.id) ?? []) : [];
  const images: PlannedProductImage[] = planner.parsed.images.map((image) => {
    const key = ownImageKey(image.url);
    const found = existing.find(
      (row) => row.sourceUrl === image.url || (key && key === (row.position === 0 ? target?.id : row.id)),
    );
    return found ? { ...image, imageId: found.id } : image;
  });
  const room = Math.max(0, PRODUCT_IMAGES_MAX - existing.length);
  const over = images.filter((image) => !image.imageId).slice(room);
  if (over.length > 0)
    planner.fail(
      over[0].row,
      planner.file.columns.image,
      `A product has at most ${PRODUCT_IMAGES_MAX} images (it has ${existing.length}); ${over.length} too many: ${over
        .slice(0, 3)
        .map((image) => image.url)
        .join(', ')}${over.length > 3 ? ', …' : ''}`,
    );
  return images;
}

/** A handle free in the store and the file: the file's (made safe) or the title's, with -2, -3… if taken. */
function newHandle(planner: ProductPlanner, name: string | undefined): string {
  const base = handleOf(planner.parsed.handle || name || 'product', name);
  let handle = base;
  for (let n = 2; planner.facts.handles.has(handle) || planner.file.handles.has(handle); n += 1)
    handle = `${base}-${n}`;
  planner.file.handles.add(handle);
  return handle;
}

function reportsOf(
  planner: ProductPlanner,
  planned: Omit<PlannedProduct, 'reports' | 'action'>,
  isNew: boolean,
) {
  const name = (planned.set.name ?? planned.target?.name) || '';
  const byRow = new Map(planned.variants.map((variant) => [variant.row, variant]));
  const newImages = planned.images.filter((image) => !image.imageId);
  return planner.parsed.records.map((record): ImportRow => {
    const variant = byRow.get(record.row);
    const title = planned.hasOptions && variant ? lineNameOf(name, variant.name) : name;
    const sku =
      (variant?.set.sku ??
        variant?.target?.sku ??
        (record.row === planner.firstRow ? (planned.set.sku ?? planned.target?.sku) : undefined)) ||
      undefined;
    const base = { row: record.row, id: planned.productId, sku, title };
    if (record.errors.length) return { ...base, action: 'error', errors: record.errors };
    if (isNew) return { ...base, action: 'create' };
    const changes = [
      ...(record.row === planner.firstRow ? planned.changes : []),
      ...(variant?.changes ?? []),
      ...newImages
        .filter((image) => image.row === record.row)
        .map((image) => ({ column: planner.file.columns.image, from: '', to: image.url })),
    ];
    if (variant?.action === 'create') return { ...base, action: 'create' };
    return changes.length ? { ...base, action: 'update', changes } : { ...base, action: 'unchanged' };
  });
}

/** A compare-at price at or under the price is no sale: none (the file's own cell ignored). */
function keepCompareAtAbovePrice(
  plan: ReturnType<typeof planFields>,
  target: ProductRow | undefined,
  columns: ColumnNames,
) {
  const compareAt = plan.set.compareAtPriceCents;
  const price = plan.set.priceCents ?? target?.priceCents ?? 0;
  if (compareAt == null || compareAt > price) return;
  if (target?.compareAtPriceCents == null) {
    delete plan.set.compareAtPriceCents;
    plan.changes = plan.changes.filter((change) => change.column !== columns.compareAtPriceCents);
  } else plan.set.compareAtPriceCents = null;
  if (!target) plan.set.compareAtPriceCents = null;
}

function planProduct(parsed: ParsedProduct, facts: StoreFacts, file: FileState): PlannedProduct {
  const planner = new ProductPlanner(parsed, facts, file);
  const target = planner.target();
  if (target) {
    const earlier = file.claimed.get(target.id);
    if (earlier !== undefined) planner.fail(planner.firstRow, 'ID', `Row ${earlier} names the same product`);
    file.claimed.set(target.id, planner.firstRow);
  }
  const plan = planFields(planner, target);
  if (!target && plan.values.name === undefined && !planner.failed)
    planner.fail(planner.firstRow, file.columns.name, `${file.columns.name} is required for a new product`);
  const variants = parsed.hasOptions ? planVariants(planner, target, plan) : [];
  if (!parsed.hasOptions) planOwnVariant(planner, target, plan);
  keepCompareAtAbovePrice(plan, target, file.columns);
  const images = planImages(planner, target);
  const planned = {
    key: parsed.key,
    rows: parsed.records.map((record) => record.row),
    productId: target?.id,
    target,
    handle: target ? undefined : newHandle(planner, plan.values.name),
    set: plan.set,
    changes: plan.changes,
    hasOptions: parsed.hasOptions,
    variants,
    images,
    terms: {
      type: plan.values.productType || undefined,
      category: plan.values.productCategory || undefined,
      tags: plan.values.tags ?? target?.tags ?? [],
    },
  };
  const reports = reportsOf(planner, planned, !target);
  const changed =
    planned.changes.length > 0 ||
    variants.some((v) => v.action !== 'unchanged') ||
    images.some((i) => !i.imageId);
  const action: ImportAction = planner.failed
    ? 'error'
    : !target
      ? 'create'
      : changed
        ? 'update'
        : 'unchanged';
  return { ...planned, action, reports };
}

/** Every product of the file planned against the store's facts. */
export function planProducts(parsed: ParsedFile, facts: StoreFacts): PlannedProduct[] {
  const file: FileState = {
    columns: parsed.columns,
    skus: new Map(),
    claimed: new Map(),
    handles: new Set(),
    byId: new Map(facts.products.map((row) => [row.id, row])),
    byHandle: new Map(facts.products.flatMap((row) => (row.handle ? [[row.handle, row]] : []))),
    bySku: new Map(),
    productSkus: new Map(facts.skuHolders.products.map((entry) => [entry.sku ?? '', entry])),
    variantSkus: new Map(facts.skuHolders.variants.map((entry) => [entry.sku ?? '', entry])),
  };
  for (const row of facts.products) {
    for (const variant of facts.variants.get(row.id) ?? []) if (variant.sku) file.bySku.set(variant.sku, row);
    if (row.sku) file.bySku.set(row.sku, row);
  }
  const products = joinVariantRows(
    parsed.products,
    (product) =>
      product.id
        ? file.byId.get(product.id)?.id
        : product.handle && !product.handleIsNameOnly
          ? file.byHandle.get(product.handle.toLowerCase())?.id
          : undefined,
    (sku) => file.bySku.get(sku)?.id,
  );
  return products.map((product) => planProduct(product, facts, file));
}
