'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { z } from 'zod';
import { Field, fieldAria } from '@/components/ui/field';
import { fetchStore, isClientError, updateStore } from '@/lib/client/stores';
import { MESSAGES } from '@/lib/messages';
import { storeEmailRule, storePhoneRule, type Store } from '@/lib/schemas/store';

const contactSchema = z.object({ email: storeEmailRule, phoneNumber: storePhoneRule });
type Values = z.input<typeof contactSchema>;
type Output = z.output<typeof contactSchema>;
type Outcome = { ok: boolean; message: string } | null;

async function loadStore([, tenant]: readonly [string, string]): Promise<Store | null> {
  const result = await fetchStore(tenant);
  if (!isClientError(result)) return result;
  if (result.code === 'STORE_NOT_FOUND') return null;
  throw new Error(result.error);
}

/** The store's contact email and phone (its business information), with the store builder's rules. */
export function ContactSettings({ tenant }: { tenant: string }) {
  const { data: store, error, mutate } = useSWR(['store', tenant] as const, loadStore);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: { email: '', phoneNumber: '' },
  });

  const saved = store
    ? { email: store.businessInfo.email ?? '', phoneNumber: store.businessInfo.phoneNumber ?? '' }
    : null;
  useEffect(() => {
    if (saved) reset(saved);
    // Only when the saved values change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved?.email, saved?.phoneNumber, reset]);

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

  const onSubmit = async (values: Output) => {
    setOutcome(null);
    const result = await updateStore(store._id, {
      businessInfo: { email: values.email, phoneNumber: values.phoneNumber },
    });
    if (isClientError(result)) {
      const field = result.field?.split('.').pop();
      if (field === 'email' || field === 'phoneNumber') return setError(field, { message: result.error });
      return setOutcome({ ok: false, message: result.error });
    }
    await mutate(result, { revalidate: false });
    setOutcome({ ok: true, message: 'Contact details saved.' });
  };

  return (
    <form
      className="auth-form admin-settings__form"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label="Contact details"
      data-testid="contact-form"
    >
      <Field id="contact-email" label="Contact email" error={errors.email?.message}>
        <input
          {...register('email')}
          {...fieldAria('contact-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          className="input"
        />
      </Field>
      <Field id="contact-phone" label="Contact phone" error={errors.phoneNumber?.message}>
        <input
          {...register('phoneNumber')}
          {...fieldAria('contact-phone', errors.phoneNumber?.message)}
          type="tel"
          autoComplete="tel"
          className="input"
        />
      </Field>
      {outcome && (
        <p className={outcome.ok ? 'notice' : 'auth-form__error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
      <button type="submit" className="button" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? 'Saving…' : 'Save Contact Details'}
      </button>
    </form>
  );
}
