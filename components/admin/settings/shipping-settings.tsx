'use client';

import { formatPrice, toDollars } from '@/lib/money';
import {
  shippingDetailsInputOf,
  shippingFormSchema,
  shippingSettingsOf,
  type ShippingFormInput,
  type ShippingFormValues,
} from '@/lib/schemas/shipping-form';
import type { Store } from '@/lib/schemas/store';
import { offeredShippingSummary } from '@/lib/shipping';
import { ShippingFields } from './shipping-fields';
import { SettingsForm } from './settings-form';
import { StoreSettings, useStoreForm, type StoreFormProps } from './store-settings';

const SHIPPING_FORM = { label: 'Shipping', testId: 'shipping-form', submitLabel: 'Save Shipping' };

const formOf = (store: Store): ShippingFormInput => ({
  shippingMethods: { ...store.shippingMethods },
  shippingDetails: shippingDetailsInputOf(store.shippingSettings),
});

/** The store's delivery: methods offered, pickup details, rates and countries; checkout charges these. */
export function ShippingSettings({ tenant }: { tenant: string }) {
  return <StoreSettings tenant={tenant} form={ShippingForm} />;
}

function ShippingForm(props: StoreFormProps) {
  const { store } = props;
  const { form, outcome, save } = useStoreForm(props, shippingFormSchema, formOf, 'Shipping settings saved.');

  const onSubmit = (values: ShippingFormValues) =>
    save({
      shippingMethods: values.shippingMethods,
      shippingSettings: shippingSettingsOf(values.shippingDetails),
    });

  return (
    <SettingsForm {...SHIPPING_FORM} form={form} onSubmit={onSubmit} outcome={outcome}>
      {/* From the saved store, so it tells what checkout charges now, not what was first set. */}
      <p className="admin-settings__muted" data-testid="shipping-summary">
        Checkout now offers{' '}
        {offeredShippingSummary(store.shippingMethods, store.shippingSettings, (cents) =>
          formatPrice(toDollars(cents)),
        )}
        .
      </p>
      <ShippingFields />
    </SettingsForm>
  );
}
