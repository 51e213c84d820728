/**
 * The owner's product form: what the inputs hold (text, as typed) and how it becomes the api's
 * body. The form is checked with the api's own contract (`createProductBodySchema`), so the
 * browser and the api refuse the same things with the same words.
 */
import { z } from 'zod';
import {
  COMPARE_AT_MESSAGE,
  compareAtAbovePrice,
  createProductBodySchema,
  type AdminProduct,
  type CreateProductBody,
} from './schemas/admin-products';
import {
  makingTimeBodyOf,
  makingTimeFormOf,
  makingTimeFormSchema,
  makingTimeInputOf,
} from './making-time-form';
import {
  personalisationBodyOf,
  personalisationIssues,
  questionRowSchema,
  questionRowsOf,
} from './personalisation-form';
import {
  variantIssues,
  variantRowSchema,
  variantRowsOf,
  variantsBodyOf,
  variantsStock,
} from './variant-form';

export const PRODUCT_FORM_MESSAGES = {
  stockRequired: 'Enter how many are in stock, or choose Unlimited stock',
} as const;

/** The form's fields, named as the api names them (so a server error lands on its input). */
export const productFormFieldsSchema = z.object({
  name: z.string(),
  price: z.string(),
  description: z.string(),
  size: z.string(),
  unlimited: z.boolean(),
  totalInventory: z.string(),
  metals: z.string(),
  gemstones: z.string(),
  featured: z.boolean(),
  /** The store categories ticked; absent when the product was read without them (left as they are). */
  categoryIds: z.array(z.string()).optional(),
  compareAtPrice: z.string(),
  weightGrams: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  sku: z.string(),
  /** The product's address in the shop (`/product/{handle}`); blank on a new product: from its name. */
  handle: z.string(),
  /** How the product is taxed: one of TAX_CATEGORIES (lib/schemas/tax.ts). */
  taxCategory: z.string(),
  /** Whether buyers may return it (unticked: made to order or personalised). */
  returnable: z.boolean(),
  /** The Variants section's rows, in order; empty: the product is sold as itself. */
  variants: z.array(variantRowSchema),
  /** Its own making time, or the store's default. */
  makingTime: makingTimeFormSchema,
  /** The questions it asks its buyer (an engraving, gift wrap), in order; empty: none. */
  personalisation: z.array(questionRowSchema),
});
export type ProductFormValues = z.infer<typeof productFormFieldsSchema>;
export type ProductFormField = keyof ProductFormValues;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  price: '',
  description: '',
  size: '',
  unlimited: false,
  totalInventory: '',
  metals: '',
  gemstones: '',
  featured: false,
  categoryIds: [],
  compareAtPrice: '',
  weightGrams: '',
  seoTitle: '',
  seoDescription: '',
  sku: '',
  handle: '',
  taxCategory: 'general',
  returnable: true,
  variants: [],
  makingTime: makingTimeFormOf(null),
  personalisation: [],
};

const namesOf = (value: string) =>
  value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));
/** An optional amount: empty is none (null), a wrong one stays NaN for the schema to name. */
const optionalNumberOf = (value: string) =>
  value.trim() === '' ? null : numberOf(value.trim().replace(/^\$\s*/, ''));

/** The api's body for the form's values, before checking (a number typed wrong stays NaN). */
export function productBodyOf(
  values: ProductFormValues,
): Record<Exclude<keyof CreateProductBody, 'variants' | 'personalisation'>, unknown> {
  const size = values.size.trim();
  return {
    name: values.name,
    price: numberOf(values.price.trim().replace(/^\$\s*/, '')),
    description: values.description,
    size: size === '' ? null : /^\d+(\.\d+)?$/.test(size) ? Number(size) : size,
    // With variants, the product's stock is theirs together.
    totalInventory:
      values.variants.length > 0
        ? variantsStock(values.variants)
        : values.unlimited
          ? null
          : numberOf(values.totalInventory),
    metals: namesOf(values.metals),
    gemstones: namesOf(values.gemstones),
    featured: values.featured,
    categoryIds: values.categoryIds,
    compareAtPrice: optionalNumberOf(values.compareAtPrice),
    weightGrams: optionalNumberOf(values.weightGrams),
    seoTitle: values.seoTitle.trim() || null,
    seoDescription: values.seoDescription.trim() || null,
    sku: values.sku,
    handle: values.handle.trim() || undefined,
    taxCategory: values.taxCategory,
    returnable: values.returnable,
    makingTime: makingTimeBodyOf(values.makingTime),
  };
}

/** The form's values checked with the api's contract; each problem lands on its input. */
export const productFormSchema = productFormFieldsSchema.superRefine((values, ctx) => {
  const withVariants = values.variants.length > 0;
  const stockMissing = !withVariants && !values.unlimited && values.totalInventory.trim() === '';
  if (stockMissing)
    ctx.addIssue({ code: 'custom', path: ['totalInventory'], message: PRODUCT_FORM_MESSAGES.stockRequired });
  for (const issue of variantIssues(values.variants))
    ctx.addIssue({ code: 'custom', path: ['variants', ...issue.path], message: issue.message });
  for (const issue of personalisationIssues(values.personalisation))
    ctx.addIssue({ code: 'custom', path: ['personalisation', ...issue.path], message: issue.message });
  const body = productBodyOf(values);
  const result = createProductBodySchema.safeParse(body);
  if (result.success) return;
  const seen = new Set<string>();
  // The schema compares the two prices only once every field passed; the form says it at once.
  const [price, compareAt] = [body.price, body.compareAtPrice];
  if (
    typeof price === 'number' &&
    Number.isFinite(price) &&
    typeof compareAt === 'number' &&
    Number.isFinite(compareAt)
  )
    if (!compareAtAbovePrice(price, compareAt)) {
      seen.add('compareAtPrice');
      ctx.addIssue({ code: 'custom', path: ['compareAtPrice'], message: COMPARE_AT_MESSAGE });
    }
  for (const issue of result.error.issues) {
    const top = String(issue.path[0] ?? 'name');
    // The making time's problems land on its own inputs (`makingTime.min`).
    const field = top === 'makingTime' ? `makingTime.${makingTimeInputOf(issue.path[1])}` : top;
    // A product with variants: its stock is theirs, and their rows say what is wrong.
    if (seen.has(field) || (field === 'totalInventory' && (stockMissing || withVariants))) continue;
    seen.add(field);
    ctx.addIssue({ code: 'custom', path: field.split('.'), message: issue.message });
  }
});

/**
 * The checked body to send (call after the form passed `productFormSchema`). Its `variants` go
 * along when there are rows, or when `hadVariants` (all removed: sold as itself again); its
 * questions always (none: it asks nothing).
 */
export function productBody(values: ProductFormValues, hadVariants = false): CreateProductBody {
  const variants = values.variants.length > 0 || hadVariants ? variantsBodyOf(values.variants) : undefined;
  const personalisation = personalisationBodyOf(values.personalisation);
  return createProductBodySchema.parse({ ...productBodyOf(values), variants, personalisation });
}

/** A saved product as the form shows it. */
export function productFormValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    price: product.price.toFixed(2),
    description: product.description,
    size: product.size === null ? '' : String(product.size),
    unlimited: product.totalInventory === null,
    totalInventory: product.totalInventory === null ? '' : String(product.totalInventory),
    metals: product.Metal.join(', '),
    gemstones: product.Gemstone.join(', '),
    featured: product.featured,
    categoryIds: product.categoryIds,
    compareAtPrice: product.compareAtPrice == null ? '' : product.compareAtPrice.toFixed(2),
    weightGrams: product.weightGrams == null ? '' : String(product.weightGrams),
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    sku: product.sku ?? '',
    handle: product.handle ?? '',
    taxCategory: product.taxCategory ?? 'general',
    returnable: product.returnable ?? true,
    variants: variantRowsOf(product.variants),
    makingTime: makingTimeFormOf(product.makingTime),
    personalisation: questionRowsOf(product.personalisation),
  };
}

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_PRODUCT_FORM));

/**
 * The form input an api error names (`field`, or `metals.2`), if it is one of the form's; the
 * making time's own input (`makingTime.min`).
 */
export function formFieldOf(
  field: string | undefined,
): ProductFormField | `makingTime.${ReturnType<typeof makingTimeInputOf>}` | null {
  const [top, key] = field?.split('.') ?? [];
  if (top === 'makingTime') return `makingTime.${makingTimeInputOf(key)}`;
  return top && FORM_FIELDS.has(top) ? (top as ProductFormField) : null;
}
