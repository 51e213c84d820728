'use client';

import { useState } from 'react';
import { Fieldset, InputField } from '@/components/ui/field';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { toCents } from '@/lib/money';

/** A line of the seller's own: a name and a price in dollars, added with Add line. */
export function CustomLineForm({ onAdd }: { onAdd: (name: string, priceCents: number) => void }) {
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const cents = toCents(Number(price));
  const valid = name.trim() !== '' && price.trim() !== '' && Number.isFinite(cents) && cents >= 0;
  return (
    <Fieldset legend="Custom line" className="market__custom">
      <InputField
        id="custom-name"
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <InputField
        id="custom-price"
        label="Price ($)"
        inputMode="decimal"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
      />
      <button
        type="button"
        className="button button--ghost"
        disabled={!valid}
        onClick={() => {
          onAdd(name.trim(), cents);
          setName('');
          setPrice('');
        }}
      >
        Add line
      </button>
    </Fieldset>
  );
}

export type DiscountChoice = { kind: 'none' | 'code' | 'amount'; value: string };

/** No discount, a store code, or an amount off in dollars. */
export function DiscountFields({
  discount,
  onChange,
  error,
}: {
  discount: DiscountChoice;
  onChange: (discount: DiscountChoice) => void;
  error?: string;
}) {
  return (
    <Fieldset legend="Discount">
      <ToggleGroup
        label="Discount"
        options={[
          { value: 'none', label: 'None' },
          { value: 'code', label: 'Code' },
          { value: 'amount', label: 'Amount off' },
        ]}
        value={discount.kind}
        onChange={(kind) => onChange({ kind, value: '' })}
      />
      {discount.kind !== 'none' && (
        <InputField
          id="discount-value"
          label={discount.kind === 'code' ? 'Discount code' : 'Amount off ($)'}
          inputMode={discount.kind === 'amount' ? 'decimal' : undefined}
          value={discount.value}
          error={error}
          onChange={(event) => onChange({ ...discount, value: event.target.value })}
        />
      )}
    </Fieldset>
  );
}

export type Address = Record<
  'name' | 'address' | 'addressLine2' | 'city' | 'state' | 'zipCode' | 'country',
  string
>;
export const EMPTY_ADDRESS: Address = {
  name: '',
  address: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
};
const ADDRESS_LABELS: Record<keyof Address, string> = {
  name: 'Name',
  address: 'Address',
  addressLine2: 'Address line 2',
  city: 'City',
  state: 'State or region',
  zipCode: 'ZIP or postal code',
  country: 'Country (two letters, abroad only)',
};

/** A group of controlled fields: its value, the change to it, and the api's error for a field by its path. */
export type FieldsOf<T> = {
  value: T;
  onChange: (value: T) => void;
  errorOf: (field: string) => string | undefined;
};

/** Where a shipped order goes, as checkout asks it. */
export function AddressFields({ value: address, onChange, errorOf }: FieldsOf<Address>) {
  return (
    <>
      {(Object.keys(ADDRESS_LABELS) as (keyof Address)[]).map((key) => (
        <InputField
          key={key}
          id={`ship-${key}`}
          label={ADDRESS_LABELS[key]}
          value={address[key]}
          error={errorOf(`delivery.address.${key}`)}
          onChange={(event) => onChange({ ...address, [key]: event.target.value })}
        />
      ))}
    </>
  );
}
