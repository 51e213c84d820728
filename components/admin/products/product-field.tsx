import type { ProductFormField } from '@/lib/product-form';

/** The ids an input is described by: its hint and its error, when shown. */
export const describedBy = (id: string, hint: boolean, error: unknown) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** The name, id and label of a FormField of the product form (its id: `product-<name>`). */
export const productField = (name: ProductFormField, label: string) => ({
  name,
  id: `product-${name}`,
  label,
});
