'use client';

import { useEffect, useState } from 'react';
import { Form, FormActions, FormMessage, useZodForm, type Outcome } from '@/components/ui/form';
import { isClientError, updateStore } from '@/lib/client/stores';
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
import { StoreSettings } from './store-settings';

const formOf = (store: Store): ShippingFormInput => ({
  shippingMethods: { ...store.shippingMethods },
  shippingDetails: shippingDetailsInputOf(store.shippingSettings),
});

/** The store's delivery: methods offered, pickup details, rates and countries; checkout charges these. */
export function ShippingSettings({ tenant }: { tenant: string }) {
  return (
    <StoreSettings tenant={tenant}>
      {(store, onSaved) => <ShippingForm store={store} onSaved={onSaved} />}
    </StoreSettings>
  );
}

function ShippingForm({ store, onSaved }: { store: Store; onSaved: (store: Store) => Promise<unknown> }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useZodForm(shippingFormSchema, { defaultValues: formOf(store) });
  const { reset } = form;
  useEffect(() => {
    reset(formOf(store));
  }, [store, reset]);

  const onSubmit = async (values: ShippingFormValues) => {
    setOutcome(null);
    const result = await updateStore(store._id, {
      shippingMethods: values.shippingMethods,
      shippingSettings: shippingSettingsOf(values.shippingDetails),
    });
    if (isClientError(result)) return setOutcome({ ok: false, message: result.error });
    await onSaved(result);
    setOutcome({ ok: true, message: 'Shipping settings saved.' });
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      label="Shipping"
      className="auth-form admin-settings__form"
      testId="shipping-form"
    >
      {/* From the saved store, so it tells what checkout charges now, not what was first set. */}
      <p className="admin-settings__muted" data-testid="shipping-summary">
        Checkout now offers{' '}
        {offeredShippingSummary(store.shippingMethods, store.shippingSettings, (cents) =>
          formatPrice(toDollars(cents)),
        )}
        .
      </p>
      <ShippingFields />
      <FormActions
        label="Save Shipping"
        pendingLabel="Saving…"
        disabled={!form.formState.isDirty}
        message={<FormMessage outcome={outcome} />}
      />
    </Form>
  );
}
