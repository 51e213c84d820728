'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import useSWR from 'swr';
import { fetchStore, isClientError, updateStore } from '@/lib/client/stores';
import { MESSAGES } from '@/lib/messages';
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

type Outcome = { ok: boolean; message: string } | null;

async function loadStore([, tenant]: readonly [string, string]): Promise<Store | null> {
  const result = await fetchStore(tenant);
  if (!isClientError(result)) return result;
  if (result.code === 'STORE_NOT_FOUND') return null;
  throw new Error(result.error);
}

const formOf = (store: Store): ShippingFormInput => ({
  shippingMethods: { ...store.shippingMethods },
  shippingDetails: shippingDetailsInputOf(store.shippingSettings),
});

/** The store's delivery: methods offered, pickup details, rates and countries; checkout charges these. */
export function ShippingSettings({ tenant }: { tenant: string }) {
  const { data: store, error, mutate } = useSWR(['store', tenant] as const, loadStore);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ShippingFormInput, unknown, ShippingFormValues>({
    resolver: zodResolver(shippingFormSchema),
    mode: 'onTouched',
  });
  const { reset, handleSubmit, formState } = form;
  useEffect(() => {
    if (store) reset(formOf(store));
  }, [store, reset]);

  if (error && store === undefined)
    return (
      <p className="notice notice--error" role="alert">
        {error instanceof Error ? error.message : MESSAGES.storeFetchFailed}
      </p>
    );
  if (store === undefined) return <p role="status">{MESSAGES.loading}</p>;
  if (store === null)
    return (
      <p className="notice">
        This store has no details yet. Create it in <Link href="/admin/store">Store</Link> first.
      </p>
    );

  const onSubmit = async (values: ShippingFormValues) => {
    setOutcome(null);
    const result = await updateStore(store._id, {
      shippingMethods: values.shippingMethods,
      shippingSettings: shippingSettingsOf(values.shippingDetails),
    });
    if (isClientError(result)) return setOutcome({ ok: false, message: result.error });
    await mutate(result, { revalidate: false });
    setOutcome({ ok: true, message: 'Shipping settings saved.' });
  };

  return (
    <FormProvider {...form}>
      <form
        className="auth-form admin-settings__form"
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        aria-label="Shipping"
        data-testid="shipping-form"
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
        {outcome && (
          <p className={outcome.ok ? 'notice' : 'auth-form__error'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
          </p>
        )}
        <button type="submit" className="button" disabled={formState.isSubmitting || !formState.isDirty}>
          {formState.isSubmitting ? 'Saving…' : 'Save Shipping'}
        </button>
      </form>
    </FormProvider>
  );
}
