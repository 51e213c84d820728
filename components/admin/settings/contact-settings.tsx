'use client';

import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Form, FormActions, FormMessage, useZodForm, type Outcome } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { isClientError, updateStore } from '@/lib/client/stores';
import { storeEmailRule, storePhoneRule, type Store } from '@/lib/schemas/store';
import { StoreSettings } from './store-settings';

const contactSchema = z.object({ email: storeEmailRule, phoneNumber: storePhoneRule });
type Output = z.output<typeof contactSchema>;

const savedOf = (store: Store) => ({
  email: store.businessInfo.email ?? '',
  phoneNumber: store.businessInfo.phoneNumber ?? '',
});

/** The store's contact email and phone (its business information), with the store builder's rules. */
export function ContactSettings({ tenant }: { tenant: string }) {
  return (
    <StoreSettings tenant={tenant}>
      {(store, onSaved) => <ContactForm store={store} onSaved={onSaved} />}
    </StoreSettings>
  );
}

function ContactForm({ store, onSaved }: { store: Store; onSaved: (store: Store) => Promise<unknown> }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useZodForm(contactSchema, { defaultValues: savedOf(store) });
  const { reset, setError } = form;
  const saved = savedOf(store);
  useEffect(() => {
    reset(saved);
    // Only when the saved values change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved.email, saved.phoneNumber, reset]);

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
    await onSaved(result);
    setOutcome({ ok: true, message: 'Contact details saved.' });
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      label="Contact details"
      className="auth-form admin-settings__form"
      testId="contact-form"
    >
      <FormField name="email" id="contact-email" label="Contact email" type="email" autoComplete="email" />
      <FormField name="phoneNumber" id="contact-phone" label="Contact phone" type="tel" autoComplete="tel" />
      <FormActions
        label="Save Contact Details"
        pendingLabel="Saving…"
        disabled={!form.formState.isDirty}
        message={<FormMessage outcome={outcome} />}
      />
    </Form>
  );
}
