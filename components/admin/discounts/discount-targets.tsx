'use client';

import useSWR from 'swr';
import { CheckboxList } from '@/components/ui/checkbox-list';
import { CATEGORIES_PATH, fetchCategories } from '@/lib/client/categories';
import { fetchProductChoices, PRODUCT_CHOICES_PATH } from '@/lib/client/discounts';

type Props = {
  kind: 'products' | 'categories';
  chosen: string[];
  error?: string;
  onChange: (ids: string[]) => void;
};

/** The products or categories a code covers, as checkboxes. */
export function DiscountTargets({ kind, chosen, error, onChange }: Props) {
  const { data, error: loadError } = useSWR<{ id: string; name: string }[]>(
    kind === 'products' ? PRODUCT_CHOICES_PATH : CATEGORIES_PATH,
    kind === 'products' ? fetchProductChoices : fetchCategories,
    { revalidateOnFocus: false },
  );
  const legend = kind === 'products' ? 'Products' : 'Categories';
  return (
    <fieldset
      className="admin-field--wide discount-targets"
      aria-describedby={error ? `discount-${kind}-error` : undefined}
      data-testid={`discount-${kind}`}
    >
      <legend className="field__label">{legend}</legend>
      {loadError && <p className="admin-settings__muted">{legend} could not be loaded.</p>}
      {data?.length === 0 && <p className="admin-settings__muted">No {legend.toLowerCase()} yet.</p>}
      <CheckboxList choices={data} chosen={chosen} onChange={onChange} />
      {error && (
        <p id={`discount-${kind}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
