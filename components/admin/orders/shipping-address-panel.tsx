'use client';

import { AddressFields } from '@/components/account/contact-fields';
import { Field, fieldAria } from '@/components/ui/field';
import { saveShippingAddress } from '@/lib/client/admin-orders';
import { countryName } from '@/lib/countries';
import { ORDER_DESK_MESSAGES } from '@/lib/order-desk';
import { FIELD_LABELS } from '@/lib/rules';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import {
  shippingAddressBodySchema,
  type ShippingAddress,
  type ShippingAddressInput,
} from '@/lib/schemas/order-desk';
import { EditFormActions, useEditing, useOrderEditForm } from './order-edit-form';

type FieldName = keyof ShippingAddressInput;
const FIELDS: readonly FieldName[] = ['name', 'address', 'addressLine2', 'city', 'state', 'zipCode'];

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

/** Checkout's own fields and rules; the api's refusal lands on the field it names. */
function AddressForm({
  order,
  onSaved,
  onCancel,
}: {
  order: AdminOrderDetail;
  onSaved: (order: AdminOrderDetail) => void;
  onCancel: () => void;
}) {
  const { form, failure, submit } = useOrderEditForm<ShippingAddressInput>({
    schema: shippingAddressBodySchema,
    defaultValues: (order.shippingAddress ?? {}) as ShippingAddressInput,
    fields: FIELDS,
    save: (body) => saveShippingAddress(order.id, body),
    onSaved,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const errorOf = (name: FieldName) => errors[name]?.message;

  return (
    <form onSubmit={submit} noValidate aria-label="Edit shipping address">
      <Field id="ship-to-name" label={FIELD_LABELS.name} error={errorOf('name')}>
        <input
          {...register('name')}
          {...fieldAria('ship-to-name', errorOf('name'))}
          className="input"
          autoComplete="name"
        />
      </Field>
      <AddressFields idPrefix="ship-to" register={(name) => register(name)} errorOf={errorOf} />
      <EditFormActions failure={failure} submitting={isSubmitting} label="Save address" onCancel={onCancel} />
    </form>
  );
}

/**
 * Where the order ships, as captured when it was placed; the owner may correct it until the order
 * ships, after which it is what was shipped to.
 */
export function ShippingAddressPanel({
  order,
  onChanged,
}: {
  order: AdminOrderDetail;
  onChanged: (order: AdminOrderDetail) => void;
}) {
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
