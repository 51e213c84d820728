'use client';

import { useState, type ReactNode } from 'react';
import { RecordForm, RecordFormActions, recordField } from '@/components/admin/records/record-form-actions';
import { Field, fieldAria, InputField } from '@/components/ui/field';
import { useRecordSubmit } from '@/components/admin/records/use-record-submit';
import type { ClientResult } from '@/lib/client/bff-call';
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
const FIELD_NAMES = Object.keys(discountFormValues()) as FieldName[];
/** Where the ids a code covers are kept, by what it applies to. */
const TARGET_IDS = { products: 'productIds', categories: 'categoryIds' } as const;

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
  const saveLabel = discount ? 'Save Code' : 'Add Code';
  const [values, setValues] = useState(() => discountFormValues(discount));
  const { errors, busy, submit } = useRecordSubmit(
    discountBodySchema,
    FIELD_NAMES,
    () => onSave(discountBodyOf(values)),
    onSaved,
  );
  const scope = values.appliesTo;
  const set = <K extends FieldName>(name: K, value: DiscountFormValues[K]) =>
    setValues((before) => ({ ...before, [name]: value }));

  const input = (name: FieldName, label: string, extra: Record<string, unknown> = {}) => (
    <InputField
      {...recordField(prefix, errors, name, label)}
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
    <RecordForm
      label={discount ? `Edit ${discount.code}` : 'New discount code'}
      testId="discount-form"
      onSubmit={(event) => void submit(event, discountBodyOf(values))}
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
      {scope !== 'order' && (
        <DiscountTargets
          key={scope}
          kind={scope}
          chosen={values[TARGET_IDS[scope]]}
          error={errors[TARGET_IDS[scope]]}
          onChange={(ids) => set(TARGET_IDS[scope], ids)}
        />
      )}
      <LimitsFields input={input} values={values} set={set} />
      <RecordFormActions error={errors.root} pending={busy} label={saveLabel} onCancel={onCancel} />
    </RecordForm>
  );
}
