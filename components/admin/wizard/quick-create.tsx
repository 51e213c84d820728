'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useFormContext } from 'react-hook-form';
import { ColorPickerPopover } from '@/components/admin/store/color-picker-popover';
import { createStore, isClientError } from '@/lib/client/stores';
import { failureWithDetail, MESSAGES } from '@/lib/messages';
import { DEFAULT_THEME } from '@/lib/schemas/store';
import { quickCreateSchema, type QuickCreateInput, type QuickCreateValues } from '@/lib/schemas/store-wizard';
import { COLOR_ITEMS } from './step-design';
import { WizardField } from './wizard-field';

/** Quick Create (spec §2): name, description, email and colours; the rest can follow in the wizard. */
export function QuickCreate() {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<QuickCreateInput, unknown, QuickCreateValues>({
    resolver: zodResolver(quickCreateSchema),
    mode: 'onTouched',
    defaultValues: {
      storeName: '',
      businessInfo: { description: '', email: '' },
      theme: { colors: { ...DEFAULT_THEME.colors } },
    },
  });
  const { handleSubmit, formState } = form;

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
      <FormProvider {...form}>
        <form className="wizard-form" onSubmit={handleSubmit(create)} noValidate aria-label="Quick Create">
          <QuickCreateFields />
          {failure && (
            <p
              className="auth-form__error auth-form__error--lines"
              role="alert"
              data-testid="quick-create-error"
            >
              {failure}
            </p>
          )}
          <div className="wizard-form__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => router.push('/admin/store')}
            >
              Cancel
            </button>
            <button
              type="submit"
              className="button"
              disabled={formState.isSubmitting}
              data-testid="quick-create-submit"
            >
              {formState.isSubmitting ? 'Creating…' : 'Create Store'}
            </button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}

/** Quick Create's fields: name, description, email and the theme's colours. */
function QuickCreateFields() {
  const { register, control } = useFormContext<QuickCreateInput, unknown, QuickCreateValues>();
  return (
    <div className="wizard-step__fields">
      <WizardField name="storeName" id="quick-store-name" label="Store Name">
        {(aria) => (
          <input {...register('storeName')} {...aria} className="input" data-testid="quick-store-name" />
        )}
      </WizardField>
      <WizardField name="businessInfo.description" id="quick-description" label="Description">
        {(aria) => (
          <textarea
            {...register('businessInfo.description')}
            {...aria}
            className="input"
            rows={3}
            data-testid="quick-description"
          />
        )}
      </WizardField>
      <WizardField name="businessInfo.email" id="quick-email" label="Email">
        {(aria) => (
          <input
            {...register('businessInfo.email')}
            {...aria}
            className="input"
            type="email"
            data-testid="quick-email"
          />
        )}
      </WizardField>
      <div className="wizard-colors">
        {COLOR_ITEMS.map(({ key, label }) => (
          <Controller
            key={key}
            control={control}
            name={`theme.colors.${key}`}
            render={({ field }) => (
              <ColorPickerPopover label={label} value={field.value} onPick={(hex) => field.onChange(hex)} />
            )}
          />
        ))}
      </div>
    </div>
  );
}
