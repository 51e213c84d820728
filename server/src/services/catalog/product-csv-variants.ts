/**
 * The variant rows of a catalog file (`Option1 Value` set): each matches a variant by its SKU, else
 * by its name among the variants of the product its `ID` names, else adds one to that product. A
 * variant row changes only the variant; the product's stock follows as their sum.
 */
import { PRODUCT_CSV_COLUMNS as C } from '@/lib/constants/product-csv';
import { toDollars } from '@/lib/money';
import { lineNameOf } from '@/lib/product-variants';
import type { ImportRow } from '@/lib/schemas/product-csv';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';
import { updateProductRow, type ProductChanges, type ProductRow } from '@server/repositories/products';
import type { Tx } from '@server/repositories/stores';
import {
  findVariantsByProduct,
  insertVariantRows,
  syncProductStock,
  updateVariantRow,
  type VariantRow,
} from '@server/repositories/variants';
import type { CsvValues, ParsedRow } from './product-csv-rows';

type VariantChanges = Partial<Pick<VariantRow, 'name' | 'sku' | 'priceCents' | 'totalInventory'>>;
export type PlannedVariantRow = ImportRow & {
  values: CsvValues;
  productId?: string;
  target?: VariantRow;
  set?: VariantChanges;
  /** What the row changes on its product (title, description, published, taxable): written once per product. */
  productSet?: ProductChanges;
};

/** The product's own columns a variant row carries, as the file shows them. */
const productShown = {
  name: (row: Pick<ProductRow, 'name'>) => row.name,
  description: (row: Pick<ProductRow, 'description'>) => row.description,
  archived: (row: Pick<ProductRow, 'archived'>) => String(!row.archived),
  taxCategory: (row: Pick<ProductRow, 'taxCategory'>) => String(row.taxCategory !== 'exempt'),
} as const;
const productColumnOf: Record<keyof typeof productShown, string> = {
  name: C.title,
  description: C.body,
  archived: C.published,
  taxCategory: C.taxable,
};

const money = (cents: number | null) => (cents === null ? '' : toDollars(cents).toFixed(2));
const shown = {
  name: (row: VariantChanges) => row.name ?? '',
  sku: (row: VariantChanges) => row.sku ?? '',
  priceCents: (row: VariantChanges) => money(row.priceCents ?? null),
  totalInventory: (row: VariantChanges) => (row.totalInventory == null ? '' : String(row.totalInventory)),
} as const;
const columnOf: Record<keyof typeof shown, string> = {
  name: C.optionValue,
  sku: C.sku,
  priceCents: C.price,
  totalInventory: C.stock,
};

function changesOf(values: CsvValues, target: VariantRow) {
  const wanted: VariantChanges = {
    name: values.option,
    sku: values.sku,
    priceCents: values.priceCents,
    totalInventory: values.totalInventory,
  };
  const set: VariantChanges = {};
  const changes: { column: string; from: string; to: string }[] = [];
  for (const key of Object.keys(shown) as (keyof typeof shown)[]) {
    if (wanted[key] === undefined || wanted[key] === target[key]) continue;
    Object.assign(set, { [key]: wanted[key] });
    changes.push({ column: columnOf[key], from: shown[key](target), to: shown[key]({ ...target, ...set }) });
  }
  return { set, changes };
}

/** The store's facts a variant row is checked against. */
export type VariantFacts = {
  products: ProductRow[];
  /** The store's variants holding one of the file's SKUs, and every variant of the products it names. */
  variants: VariantRow[];
};

/** Each variant row's action against the store as it is now. */
export function planVariantRows(rows: ParsedRow[], facts: VariantFacts): PlannedVariantRow[] {
  const products = new Map(facts.products.map((row) => [row.id, row]));
  const productSkus = new Map(facts.products.filter((row) => row.sku).map((row) => [row.sku!, row]));
  const bySku = new Map(facts.variants.filter((row) => row.sku).map((row) => [row.sku!, row]));
  const seenSkus = new Map<string, number>();
  const planned = rows.map(({ row, values, errors }): PlannedVariantRow => {
    const fail = (column: string, message: string) => errors.push({ column, message });
    let target = values.sku ? bySku.get(values.sku) : undefined;
    if (target && values.id && target.productId !== values.id)
      fail(C.sku, 'Another product’s variant already has this SKU');
    const productId = target?.productId ?? values.id;
    const product = productId ? products.get(productId) : undefined;
    if (!product)
      fail(C.id, values.id ? 'No product of this store has this ID' : 'A new variant needs its product’s ID');
    target ??= facts.variants.find(
      (variant) =>
        variant.productId === productId && variant.name.toLowerCase() === values.option!.toLowerCase(),
    );
    if (values.sku) {
      const holder = productSkus.get(values.sku);
      if (holder) fail(C.sku, `Another product (${holder.name}) already has this SKU`);
      const variantHolder = bySku.get(values.sku);
      if (variantHolder && target && variantHolder.id !== target.id)
        fail(C.sku, 'Another variant already has this SKU');
      if (seenSkus.has(values.sku)) fail(C.sku, `The same SKU is on row ${seenSkus.get(values.sku)}`);
      seenSkus.set(values.sku, row);
    }
    const title = lineNameOf(product?.name ?? '', values.option);
    const base = {
      row,
      values,
      target,
      productId,
      id: productId,
      sku: values.sku ?? target?.sku ?? undefined,
      title,
    };
    if (errors.length) return { ...base, action: 'error' as const, errors };
    if (!target) return { ...base, action: 'create' as const };
    const { set, changes } = changesOf(values, target);
    return changes.length
      ? { ...base, action: 'update' as const, changes, set }
      : { ...base, action: 'unchanged' as const };
  });
  return withProductChanges(planned, products);
}

/**
 * The product's own columns on its variant rows (every row repeats them): a row whose title,
 * description or published differs from the product's changes the product, and the row counts as
 * an update. Two rows of one product asking for different new values are an error on the later.
 */
function withProductChanges(planned: PlannedVariantRow[], products: Map<string, ProductRow>) {
  const wanted = new Map<string, { row: number; set: ProductChanges }>();
  for (const entry of planned) {
    const product = entry.productId ? products.get(entry.productId) : undefined;
    if (entry.action === 'error' || !product) continue;
    const set: ProductChanges = {};
    const changes: { column: string; from: string; to: string }[] = [];
    let refused = false;
    for (const key of Object.keys(productShown) as (keyof typeof productShown)[]) {
      const value = entry.values[key];
      if (value === undefined || value === product[key]) continue;
      const earlier = wanted.get(product.id);
      if (earlier && key in earlier.set && earlier.set[key] !== value) {
        Object.assign(entry, {
          action: 'error' as const,
          changes: undefined,
          set: undefined,
          errors: [
            {
              column: productColumnOf[key],
              message: `Row ${earlier.row} gives this product another ${productColumnOf[key]}`,
            },
          ],
        });
        refused = true;
        break;
      }
      Object.assign(set, { [key]: value });
      changes.push({
        column: productColumnOf[key],
        from: productShown[key](product),
        to: productShown[key]({ ...product, ...set }),
      });
    }
    if (refused || changes.length === 0) continue;
    const earlier = wanted.get(product.id);
    wanted.set(product.id, { row: earlier?.row ?? entry.row, set: { ...earlier?.set, ...set } });
    Object.assign(entry, {
      action: entry.action === 'create' ? 'create' : 'update',
      changes: [...(entry.changes ?? []), ...changes],
      productSet: set,
    });
  }
  return planned;
}

/** Writes the planned variant rows; each touched product gets a new version and its stock as their sum. */
export async function applyVariantRows(
  tx: Tx,
  tenantId: string,
  planned: PlannedVariantRow[],
  at: Date,
): Promise<InventoryUpdateEvent[]> {
  const touched = planned.filter((row) => row.action === 'create' || row.action === 'update');
  const productIds = [...new Set(touched.map((row) => row.productId!))].sort();
  const current = await findVariantsByProduct(tx, tenantId, productIds);
  const productSets = new Map<string, ProductChanges>();
  for (const row of touched)
    productSets.set(row.productId!, { ...productSets.get(row.productId!), ...row.productSet });
  for (const row of touched) {
    if (row.action === 'update') {
      if (row.set) await updateVariantRow(tx, tenantId, row.target!.id, row.set);
    } else {
      const siblings = current.get(row.productId!) ?? [];
      await insertVariantRows(tx, [
        {
          tenantId,
          productId: row.productId!,
          name: row.values.option!,
          sku: row.values.sku ?? null,
          priceCents: row.values.priceCents ?? null,
          totalInventory: row.values.totalInventory ?? null,
          position: siblings.length,
        },
      ]);
      siblings.push({} as VariantRow);
      current.set(row.productId!, siblings);
    }
  }
  const events: InventoryUpdateEvent[] = [];
  for (const productId of productIds) {
    // A new version, so an edit made from the product before the import is refused (409).
    await updateProductRow(tx, tenantId, productId, productSets.get(productId) ?? {}, at);
    const sum = await syncProductStock(tx, tenantId, productId);
    const variants = (await findVariantsByProduct(tx, tenantId, [productId])).get(productId) ?? [];
    for (const variant of variants)
      events.push({
        productId,
        newInventory: sum?.newInventory ?? null,
        variantId: variant.id,
        newVariantInventory: variant.totalInventory,
      });
  }
  return events;
}
