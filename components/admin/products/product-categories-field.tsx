'use client';

import Link from 'next/link';
import { useController, type Control } from 'react-hook-form';
import useSWR from 'swr';
import { CheckboxList } from '@/components/ui/checkbox-list';
import { CATEGORIES_PATH, fetchCategories } from '@/lib/client/categories';
import type { ProductFormValues } from '@/lib/product-form';

/** The store's categories as checkboxes: the product is in those ticked (one or more, or none). */
export function ProductCategoriesField({ control }: { control: Control<ProductFormValues> }) {
  const { data, error } = useSWR(CATEGORIES_PATH, fetchCategories, { revalidateOnFocus: false });
  const { field } = useController({ control, name: 'categoryIds' });
  return (
    <fieldset className="admin-field--wide product-categories" data-testid="product-categories">
      <legend className="field__label">Categories</legend>
      {error && <p className="admin-settings__muted">Categories could not be loaded.</p>}
      {data?.length === 0 && (
        <p className="admin-settings__muted">
          No categories yet. <Link href="/admin/categories">Add categories</Link>
        </p>
      )}
      <CheckboxList
        choices={data}
        chosen={field.value ?? []}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </fieldset>
  );
}
