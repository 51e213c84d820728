'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Form, FormActions, FormMessage, refusal, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { createStore, isClientError } from '@/lib/client/stores';
import { failureWithDetail, MESSAGES } from '@/lib/messages';
import { DEFAULT_THEME } from '@/lib/schemas/store';
import { quickCreateSchema, type QuickCreateValues } from '@/lib/schemas/store-wizard';
import { ThemeColorFields } from './step-design';
import { StoreNameFields } from './wizard-field';

/** Quick Create (spec §2): name, description, email and colours; the rest can follow in the wizard. */
export function QuickCreate() {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(quickCreateSchema, {
    defaultValues: {
      storeName: '',
      businessInfo: { description: '', email: '' },
      theme: { colors: { ...DEFAULT_THEME.colors } },
    },
  });

  const create = async (values: QuickCreateValues) => {
    setFailure(null);
    const created = await createStore(values, MESSAGES.storeCreateFailed);
    if (isClientError(created))
      return setFailure(failureWithDetail(MESSAGES.storeCreateFailed, created.error));
    router.push('/admin/store');
    router.refresh();
  };

  return (
    <div className="container page wizard" data-testid="quick-create">
      <header className="page-header">
        <p className="eyebrow">Store setup</p>
        <h1 className="page-title">Quick Create</h1>
        <p className="page-lead">
          Name your store and pick its colours; the setup wizard can fill in the rest later.
        </p>
      </header>
      <Form form={form} onSubmit={create} label="Quick Create" className="wizard-form">
        <QuickCreateFields />
        <FormActions
          label="Create Store"
          pendingLabel="Creating…"
          testId="quick-create-submit"
          className="wizard-form__actions"
          message={<FormMessage outcome={refusal(failure)} testId="quick-create-error" lines />}
          secondaryFirst
        >
          <button type="button" className="button button--ghost" onClick={() => router.push('/admin/store')}>
            Cancel
          </button>
        </FormActions>
      </Form>
    </div>
  );
}

/** Quick Create's fields: name, description, email and the theme's colours. */
function QuickCreateFields() {
  return (
    <div className="wizard-step__fields">
      <StoreNameFields prefix="quick" />
      <FormField name="businessInfo.email" id="quick-email" label="Email" type="email" testId="quick-email" />
      <ThemeColorFields />
    </div>
  );
}
