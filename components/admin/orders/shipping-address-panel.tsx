'use client';

import type { UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { AddressFields } from '@/components/account/contact-fields';
import { Field, fieldAria } from '@/components/ui/field';
import { saveShippingAddress } from '@/lib/client/admin-orders';
import { countryName } from '@/lib/countries';
import { ORDER_DESK_MESSAGES } from '@/lib/order-desk';
import { FIELD_LABELS } from '@/lib/rules';
import {
  shippingAddressSchemaFor,
  type ShippingAddress,
  type ShippingAddressInput,
} from '@/lib/schemas/order-desk';
import type { OrderEditFormProps, OrderPanelProps } from './order-edit-form';
import { OrderEditForm, useEditing, useOrderEditForm } from './order-edit-form';

type FieldName = keyof ShippingAddressInput;
const FIELDS: readonly FieldName[] = [
  'name',
  'address',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'country',
];

/** The address as lines for a label: name, street, line 2, then city, state and ZIP. */
export function addressLines(address: ShippingAddress): string[] {
  return [
    address.name,
    address.address,
    address.addressLine2,
    [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    address.country ? countryName(address.country) : '',
  ].filter(Boolean);
}

const NAME_LINE = [{ name: 'name', label: FIELD_LABELS.name, autoComplete: 'name' }] as const;

const ABROAD_LINES = [
  { name: 'address', label: FIELD_LABELS.address, autoComplete: 'address-line1' },
  { name: 'addressLine2', label: FIELD_LABELS.addressLine2, autoComplete: 'address-line2' },
  { name: 'city', label: FIELD_LABELS.city, autoComplete: 'address-level2' },
  { name: 'state', label: 'State, province or region (optional)', autoComplete: 'address-level1' },
  { name: 'zipCode', label: 'Postal code', autoComplete: 'postal-code' },
] as const;

type Bound = {
  register: UseFormRegister<ShippingAddressInput>;
  errorOf: (name: FieldName) => string | undefined;
};

/** Text inputs of the address, one a line, each with its label and error. */
function AddressLines({
  lines,
  register,
  errorOf,
}: Bound & { lines: readonly { name: FieldName; label: string; autoComplete: string }[] }) {
  return lines.map(({ name, label, autoComplete }) => (
    <Field key={name} id={`ship-to-${name}`} label={label} error={errorOf(name)}>
      <input
        {...register(name)}
        {...fieldAria(`ship-to-${name}`, errorOf(name))}
        className="input"
        autoComplete={autoComplete}
      />
    </Field>
  ));
}

/** An address abroad: its lines as text, its country shown and kept as the order was placed. */
function AbroadAddressFields({ country, register, errorOf }: Bound & { country: string }) {
  return (
    <>
      <AddressLines lines={ABROAD_LINES} register={register} errorOf={errorOf} />
      <p className="admin-order__muted" data-testid="ship-to-country">
        Country: {countryName(country)}
      </p>
    </>
  );
}

/** Checkout's own fields and rules; the api's refusal lands on the field it names. */
function AddressForm({ order, onSaved, onCancel }: OrderEditFormProps) {
  const edit = useOrderEditForm<ShippingAddressInput>({
    // An address abroad keeps its country and that country's postal code rule.
    schema: shippingAddressSchemaFor(order.shippingAddress?.country) as z.ZodType<
      ShippingAddressInput,
      ShippingAddressInput
    >,
    defaultValues: (order.shippingAddress ?? {}) as ShippingAddressInput,
    fields: FIELDS,
    save: (body) => saveShippingAddress(order.id, body),
    onSaved,
  });
  const { register, formState } = edit.form;
  const errorOf = (name: FieldName) => formState.errors[name]?.message;
  const country = order.shippingAddress?.country;

  return (
    <OrderEditForm edit={edit} label="Edit shipping address" saveLabel="Save address" onCancel={onCancel}>
      <AddressLines lines={NAME_LINE} register={register} errorOf={errorOf} />
      {country ? (
        <AbroadAddressFields country={country} register={register} errorOf={errorOf} />
      ) : (
        <AddressFields idPrefix="ship-to" register={(name) => register(name)} errorOf={errorOf} />
      )}
    </OrderEditForm>
  );
}

/**
 * Where the order ships, as captured when it was placed; the owner may correct it until the order
 * ships, after which it is what was shipped to.
 */
export function ShippingAddressPanel({ order, onChanged }: OrderPanelProps) {
  const { editing, saved, edit, cancel, done } = useEditing(onChanged);
  const address = order.shippingAddress;
  return (
    <section className="admin-order__panel" aria-labelledby="order-ship-to">
      <h2 id="order-ship-to">Shipping address</h2>
      {editing ? (
        <AddressForm order={order} onCancel={cancel} onSaved={done} />
      ) : (
        <>
          {address ? (
            <address className="admin-order__address" data-testid="shipping-address">
              {addressLines(address).map((line) => (
                <span key={line} className="admin-order__line">
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <p className="admin-order__muted">{ORDER_DESK_MESSAGES.noAddress}</p>
          )}
          {saved && (
            <p className="admin-order__muted" role="status">
              Address saved.
            </p>
          )}
          {order.addressEditable ? (
            <button type="button" className="button button--quiet" onClick={edit}>
              Edit address
            </button>
          ) : (
            <p className="admin-order__muted">Shipped orders keep the address they were sent to.</p>
          )}
        </>
      )}
    </section>
  );
}
