'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { RecordFormActions } from '@/components/admin/records/record-form-actions';
import { Field, fieldAria, InputField } from '@/components/ui/field';
import { isClientError, type ClientResult } from '@/lib/client/bff-call';
import { discountBodyOf, discountFormValues, type DiscountFormValues } from '@/lib/discount-form';
import { discountBodySchema, type Discount, type DiscountBodyInput } from '@/lib/schemas/discounts';
import { DiscountTargets } from './discount-targets';

type Props = {
  /** The code being edited; none to add one. */
  discount?: Discount;
  onSave: (body: DiscountBodyInput) => Promise<ClientResult<Discount>>;
  onSaved: (saved: Discount) => void;
  onCancel: () => void;
};

type FieldName = keyof DiscountFormValues;
type Errors = Partial<Record<FieldName | 'root', string>>;
const FIELD_NAMES = Object.keys(discountFormValues()) as FieldName[];

/** The schema's first message for each field, or null when the body holds. */
function checkBody(values: DiscountFormValues): Errors | null {
  const parsed = discountBodySchema.safeParse(discountBodyOf(values));
  if (parsed.success) return null;
  const found: Errors = {};
  for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
  return found;
}

/** A select of the form, with its label and error line. */
function ChoiceField(props: {
  id: string;
  label: string;
  error?: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <select
        {...fieldAria(props.id, props.error)}
        className="input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The rules part of the form: minimum, dates, limits. */
function LimitsFields({
  input,
  values,
  set,
}: {
  input: (name: FieldName, label: string, extra?: Record<string, unknown>) => ReactNode;
  values: DiscountFormValues;
  set: <K extends FieldName>(name: K, value: DiscountFormValues[K]) => void;
}) {
  return (
    <>
      {input('minOrder', 'Minimum order in dollars (optional)', { inputMode: 'decimal' })}
      {input('startsAt', 'Starts (optional)', { type: 'datetime-local' })}
      {input('endsAt', 'Ends (optional)', { type: 'datetime-local' })}
      {input('usageLimit', 'Total uses allowed (optional)', { inputMode: 'numeric' })}
      <label className="admin-check">
        <input
          type="checkbox"
          checked={values.oncePerCustomer}
          onChange={(event) => set('oncePerCustomer', event.target.checked)}
          data-testid="discount-once"
        />{' '}
        One use per customer
      </label>
    </>
  );
}

/** A discount code: its text, percentage or amount, what it covers, and its limits, checked as the api checks them. */
export function DiscountForm({ discount, onSave, onSaved, onCancel }: Props) {
  const prefix = discount ? `discount-${discount.id}` : 'new-discount';
  const [values, setValues] = useState(() => discountFormValues(discount));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends FieldName>(name: K, value: DiscountFormValues[K]) =>
    setValues((before) => ({ ...before, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkBody(values);
    if (found) return setErrors(found);
    setBusy(true);
    const result = await onSave(discountBodyOf(values));
    setBusy(false);
    if (isClientError(result)) {
      const field = FIELD_NAMES.find((name) => name === result.field);
      return setErrors({ [field ?? 'root']: result.error });
    }
    onSaved(result);
  };

  const input = (name: FieldName, label: string, extra: Record<string, unknown> = {}) => (
    <InputField
      id={`${prefix}-${name}`}
      label={label}
      error={errors[name]}
      name={name}
      value={String(values[name])}
      onChange={(event) => set(name, event.target.value as never)}
      {...extra}
    />
  );
  const select = (name: 'kind' | 'appliesTo', label: string, options: [string, string][]) => (
    <ChoiceField
      id={`${prefix}-${name}`}
      label={label}
      error={errors[name]}
      value={values[name]}
      options={options}
      onChange={(value) => set(name, value as never)}
    />
  );

  return (
    <form
      className="event-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={discount ? `Edit ${discount.code}` : 'New discount code'}
      data-testid="discount-form"
    >
      {input('code', 'Code', { autoCapitalize: 'characters', placeholder: 'MARKET10' })}
      {select('kind', 'Type', [
        ['percent', 'Percentage off'],
        ['amount', 'Amount off in dollars'],
      ])}
      {input('value', values.kind === 'percent' ? 'Percentage' : 'Amount in dollars', {
        inputMode: 'decimal',
      })}
      {select('appliesTo', 'Applies to', [
        ['order', 'The whole order'],
        ['products', 'Chosen products'],
        ['categories', 'Chosen categories'],
      ])}
      {values.appliesTo === 'products' && (
        <DiscountTargets
          kind="products"
          chosen={values.productIds}
          error={errors.productIds}
          onChange={(ids) => set('productIds', ids)}
        />
      )}
      {values.appliesTo === 'categories' && (
        <DiscountTargets
          kind="categories"
          chosen={values.categoryIds}
          error={errors.categoryIds}
          onChange={(ids) => set('categoryIds', ids)}
        />
      )}
      <LimitsFields input={input} values={values} set={set} />
      <RecordFormActions
        error={errors.root}
        pending={busy}
        label={discount ? 'Save Code' : 'Add Code'}
        onCancel={onCancel}
      />
    </form>
  );
}
