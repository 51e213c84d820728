'use client';

import { useState } from 'react';
import { RecordForm, RecordFormActions, recordField } from '@/components/admin/records/record-form-actions';
import { InputField } from '@/components/ui/field';
import { useRecordSubmit } from '@/components/admin/records/use-record-submit';
import type { ClientResult } from '@/lib/client/bff-call';
import { categoryBodySchema, slugify, type Category, type CategoryBody } from '@/lib/schemas/category';

type Props = {
  /** The category being edited; none to add one. */
  category?: Category;
  onSave: (body: CategoryBody) => Promise<ClientResult<Category>>;
  onSaved: () => void;
  onCancel: () => void;
};

const FIELDS = ['name', 'slug', 'sortOrder', 'image'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const valuesOf = (category?: Category): Values => ({
  name: category?.name ?? '',
  slug: category?.slug ?? '',
  sortOrder: String(category?.sortOrder ?? 0),
  image: category?.image ?? '',
});

/** The api's body for what the inputs hold (a sort order typed wrong stays NaN and is refused). */
const bodyOf = (values: Values) => ({
  name: values.name,
  slug: values.slug,
  sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder),
  image: values.image.trim() === '' ? null : values.image,
});

/** A category's name, slug (suggested from a new name), order and card image, checked as the api checks them. */
export function CategoryForm({ category, onSave, onSaved, onCancel }: Props) {
  const prefix = category ? `category-${category.id}` : 'new-category';
  const saveLabel = category ? 'Save Category' : 'Add Category';
  const [values, setValues] = useState(() => valuesOf(category));
  const { errors, busy, submit } = useRecordSubmit(categoryBodySchema, FIELDS, onSave, onSaved);
  const [slugTouched, setSlugTouched] = useState(Boolean(category));

  const set = (name: FieldName, value: string) =>
    setValues((before) => ({
      ...before,
      [name]: value,
      ...(name === 'name' && !slugTouched ? { slug: slugify(value) } : {}),
    }));

  const input = (name: FieldName, label: string, extra: Record<string, unknown> = {}) => (
    <InputField
      {...recordField(prefix, errors, name, label)}
      value={values[name]}
      onChange={(event) => {
        if (name === 'slug') setSlugTouched(true);
        set(name, event.target.value);
      }}
      {...extra}
    />
  );

  return (
    <RecordForm
      label={category ? `Edit ${category.name}` : 'New category'}
      testId="category-form"
      onSubmit={(event) => void submit(event, bodyOf(values))}
    >
      {input('name', 'Name')}
      {input('slug', 'Slug (in the shop’s address)')}
      {input('sortOrder', 'Order', { type: 'number', inputMode: 'numeric' })}
      {input('image', 'Card image URL (optional)', { placeholder: 'https://…' })}
      <RecordFormActions error={errors.root} pending={busy} label={saveLabel} onCancel={onCancel} />
    </RecordForm>
  );
}
