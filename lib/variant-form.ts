/**
 * The product form's Variants section: each row as typed (text), and how the rows become the
 * api's `variants` list, checked with the api's own contract (`variantsInputSchema`).
 */
import { z } from 'zod';
import { variantsInputSchema, type VariantInput } from './schemas/admin-products';
import type { ProductVariant } from './schemas/product';

export const variantRowSchema = z.object({
  /** The saved variant's id; empty for a row added in this form. */
  variantId: z.string(),
  name: z.string(),
  sku: z.string(),
  /** Empty: the product's price. */
  price: z.string(),
  unlimited: z.boolean(),
  totalInventory: z.string(),
  /** Shipping weight in grams; empty: the product's. */
  weightGrams: z.string(),
});
export type VariantRow = z.infer<typeof variantRowSchema>;

export const EMPTY_VARIANT_ROW: VariantRow = {
  variantId: '',
  name: '',
  sku: '',
  price: '',
  unlimited: false,
  totalInventory: '',
  weightGrams: '',
};

export const VARIANT_FORM_MESSAGES = {
  stockRequired: 'Enter how many of this variant are in stock, or choose Unlimited',
} as const;

const amountOf = (value: string) => {
  const text = value.trim().replace(/^\$\s*/, '');
  return text === '' ? Number.NaN : Number(text);
};

/** The api's `variants` for the rows, before checking (a number typed wrong stays NaN). */
export function variantsBodyOf(rows: VariantRow[]): Record<keyof VariantInput, unknown>[] {
  return rows.map((row) => ({
    id: row.variantId || undefined,
    name: row.name,
    sku: row.sku,
    price: row.price.trim() === '' ? null : amountOf(row.price),
    totalInventory: row.unlimited ? null : amountOf(row.totalInventory),
    weightGrams: row.weightGrams.trim() === '' ? null : Number(row.weightGrams.trim()),
  }));
}

/** The product's stock for rows of variants: their sum, null (unlimited) when one is unlimited. */
export function variantsStock(rows: VariantRow[]): number | null {
  if (rows.some((row) => row.unlimited)) return null;
  return rows.reduce((sum, row) => sum + amountOf(row.totalInventory), 0);
}

/** A problem with the rows: on one row's field (`[index, field]`), or on the list (`[]`). */
export type VariantIssue = { path: [number, keyof VariantRow] | []; message: string };

const rowField = (field: PropertyKey | undefined): keyof VariantRow =>
  field === 'id' ? 'name' : (String(field ?? 'name') as keyof VariantRow);

/** What is wrong with the rows, in the api's words; empty when they would be accepted. */
export function variantIssues(rows: VariantRow[]): VariantIssue[] {
  const issues: VariantIssue[] = [];
  const seen = new Set<string>();
  const add = (issue: VariantIssue) => {
    const key = issue.path.join('.');
    if (seen.has(key)) return;
    seen.add(key);
    issues.push(issue);
  };
  rows.forEach((row, index) => {
    if (!row.unlimited && row.totalInventory.trim() === '')
      add({ path: [index, 'totalInventory'], message: VARIANT_FORM_MESSAGES.stockRequired });
  });
  const result = variantsInputSchema.safeParse(variantsBodyOf(rows));
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const [index, field] = issue.path;
    if (typeof index === 'number') add({ path: [index, rowField(field)], message: issue.message });
    else add({ path: [], message: issue.message });
  }
  return issues;
}

/** A saved product's variants as rows. */
export function variantRowsOf(variants: ProductVariant[] | undefined): VariantRow[] {
  return (variants ?? []).map((variant) => ({
    variantId: variant.id,
    name: variant.name,
    sku: variant.sku ?? '',
    price: variant.price === null ? '' : variant.price.toFixed(2),
    unlimited: variant.totalInventory === null,
    totalInventory: variant.totalInventory === null ? '' : String(variant.totalInventory),
    weightGrams: variant.weightGrams == null ? '' : String(variant.weightGrams),
  }));
}
