'use client';

import { z } from 'zod';
import { Form, FormActions, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { SIGNUP_MESSAGES } from '@/lib/constants/platform';
import { storeSignInUrl } from '@/lib/platform-hosts';

const schema = z.object({
  address: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: SIGNUP_MESSAGES.storeAddressRequired })
    .regex(/^[a-z0-9.-]+$/, { error: SIGNUP_MESSAGES.slugShape }),
});

/** Asks which store, then sends the browser to that store's own sign-in page. */
export function StoreSignInForm({ domain }: { domain: string }) {
  const form = useZodForm(schema, { defaultValues: { address: '' } });
  const onSubmit = ({ address }: z.output<typeof schema>) => {
    window.location.assign(storeSignInUrl(address, domain, window.location));
  };
  return (
    <Form form={form} onSubmit={onSubmit} label={SIGNUP_MESSAGES.signInTitle} className="platform-form">
      <FormField
        name="address"
        id="store-address"
        label="Store address"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        testId="store-address-input"
        hint={`Your store’s name in its address, as in your-store.${domain}`}
      />
      <FormActions label="Continue" pendingLabel="Continuing…" buttonClassName="button button--primary" />
    </Form>
  );
}
