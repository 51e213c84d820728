'use client';

import Link from 'next/link';
import { useEffect, useState, type ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import useSWR from 'swr';
import { useZodForm, type Outcome } from '@/components/ui/form';
import { LoadState } from '@/components/ui/load-state';
import type { ClientError } from '@/lib/client/bff-call';
import { fetchStore, isClientError, updateStore } from '@/lib/client/stores';
import { MESSAGES } from '@/lib/messages';
import type { Store, UpdateStoreInput } from '@/lib/schemas/store';

async function loadStore([, tenant]: readonly [string, string]): Promise<Store | null> {
  const result = await fetchStore(tenant);
  if (!isClientError(result)) return result;
  if (result.code === 'STORE_NOT_FOUND') return null;
  throw new Error(result.error);
}

/** What the form of a part of the store is given: the store, and `onSaved`, which takes the store the api answered with. */
export type StoreFormProps = { store: Store; onSaved: (store: Store) => Promise<unknown> };

type Props = {
  tenant: string;
  /** The form of a part of the store. */
  form: ComponentType<StoreFormProps>;
};

/**
 * A settings form over the tenant's store: its load failing, loading, or the store not created
 * yet say so; otherwise the form, given the store and a way to show the saved one.
 */
export function StoreSettings({ tenant, form: StoreForm }: Props) {
  const { data: store, error, mutate } = useSWR(['store', tenant] as const, loadStore);
  if (store === undefined) return <LoadState error={error} failed={MESSAGES.storeFetchFailed} />;
  if (store === null)
    return (
      <p className="notice">
        This store has no details yet. Create it in <Link href="/admin/store">Store</Link> first.
      </p>
    );
  return <StoreForm store={store} onSaved={(saved) => mutate(saved, { revalidate: false })} />;
}

/**
 * Saving a part of the store from its settings form: the outcome to show, and `save`, which sends
 * the change and shows the saved store. A refusal the form shows on a field itself is taken by
 * `onRefused` (true when it did); any other is the outcome.
 */
export function useStoreSave({ store, onSaved }: StoreFormProps, savedMessage: string) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = async (body: UpdateStoreInput, onRefused?: (refusal: ClientError) => boolean) => {
    setOutcome(null);
    const result = await updateStore(store._id, body);
    if (isClientError(result)) {
      if (!onRefused?.(result)) setOutcome({ ok: false, message: result.error });
      return;
    }
    await onSaved(result);
    setOutcome({ ok: true, message: savedMessage });
  };
  return { outcome, save };
}

/**
 * The form of a part of the store: its values read from the store (and read again when the saved
 * ones change), and useStoreSave's outcome and save.
 */
export function useStoreForm<S extends z.ZodType<FieldValues, FieldValues>>(
  props: StoreFormProps,
  schema: S,
  valuesOf: (store: Store) => z.input<S>,
  savedMessage: string,
) {
  const form = useZodForm(schema, { defaultValues: valuesOf(props.store) as never });
  const { reset } = form;
  const savedValues = JSON.stringify(valuesOf(props.store));
  useEffect(() => {
    reset(JSON.parse(savedValues));
  }, [savedValues, reset]);
  return { form, ...useStoreSave(props, savedMessage) };
}
