'use client';

import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { storeEmailRule, storePhoneRule, type Store } from '@/lib/schemas/store';
import { SettingsForm } from './settings-form';
import { StoreSettings, useStoreForm, type StoreFormProps } from './store-settings';

const contactSchema = z.object({ email: storeEmailRule, phoneNumber: storePhoneRule });
type Output = z.output<typeof contactSchema>;

const CONTACT_FORM = {
  label: 'Contact details',
  testId: 'contact-form',
  submitLabel: 'Save Contact Details',
};

const savedOf = (store: Store) => ({
  email: store.businessInfo.email ?? '',
  phoneNumber: store.businessInfo.phoneNumber ?? '',
});

/** The store's contact email and phone (its business information), with the store builder's rules. */
export function ContactSettings({ tenant }: { tenant: string }) {
  return <StoreSettings tenant={tenant} form={ContactForm} />;
}

function ContactForm(props: StoreFormProps) {
  const { form, outcome, save } = useStoreForm(props, contactSchema, savedOf, 'Contact details saved.');
  const { setError } = form;

  const onSubmit = (values: Output) =>
    save({ businessInfo: { email: values.email, phoneNumber: values.phoneNumber } }, (refusal) => {
      const field = refusal.field?.split('.').pop();
      if (field !== 'email' && field !== 'phoneNumber') return false;
      setError(field, { message: refusal.error });
      return true;
    });

  return (
    <SettingsForm {...CONTACT_FORM} form={form} onSubmit={onSubmit} outcome={outcome}>
      <FormField name="email" id="contact-email" label="Contact email" type="email" autoComplete="email" />
      <FormField name="phoneNumber" id="contact-phone" label="Contact phone" type="tel" autoComplete="tel" />
    </SettingsForm>
  );
}
