'use client';

import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import useSWR from 'swr';
import { Choice } from '@/components/ui/choice';
import { Fieldset, FieldError } from '@/components/ui/field';
import { useZodForm, type Outcome } from '@/components/ui/form';
import { useFieldError } from '@/components/ui/form-field';
import { isClientError } from '@/lib/client/bff-call';
import { fetchTaxSettings, saveTaxSettings, TAX_SETTINGS_PATH } from '@/lib/client/tax-settings';
import { MESSAGES } from '@/lib/messages';
import type { TaxSettingsView } from '@/lib/schemas/tax';
import {
  TAX_FORM_MESSAGES,
  taxFormValues,
  taxSettingsBody,
  taxSettingsFormSchema,
  type TaxSettingsFormValues,
} from '@/lib/tax-settings-form';
import { TAX_PROVIDER_LABELS } from '@/lib/tax/labels';
import { SettingsForm } from './settings-form';
import { TaxChoice, TaxPlacesFields } from './tax-places-fields';

/**
 * Who works the tax out: Sitka's own table, or Stripe Tax. Stripe Tax is refused where Stripe is
 * not set up: the choice is then shown disabled, with the api's reason under it.
 */
function ProviderField({ stripeRefusal }: { stripeRefusal: string | null }) {
  const { register } = useFormContext<TaxSettingsFormValues>();
  const error = useFieldError<TaxSettingsFormValues>('provider');
  const hints = {
    builtin: 'State base rates and national VAT rates Sitka ships, plus your own rates.',
    stripe: stripeRefusal
      ? 'Not available on this Sitka: it needs Stripe payments set up.'
      : 'Stripe works the tax out, local rates included; it needs Stripe payments set up.',
  } as const;
  return (
    <Fieldset legend="Tax worked out by" className="wizard-choices">
      {(['builtin', 'stripe'] as const).map((provider) => (
        <Choice
          key={provider}
          type="radio"
          value={provider}
          label={TAX_PROVIDER_LABELS[provider]}
          hint={hints[provider]}
          {...register('provider')}
          disabled={provider === 'stripe' && stripeRefusal !== null}
          aria-describedby={provider === 'stripe' && error ? 'tax-provider-error' : undefined}
          data-testid={`tax-provider-${provider}`}
        />
      ))}
      <FieldError id="tax-provider" error={error ?? stripeRefusal ?? undefined} />
    </Fieldset>
  );
}

/** The store's tax settings (Settings → Taxes): where it collects tax, how prices show it, and who works it out. */
export function TaxSettings() {
  const { data, error, mutate } = useSWR(TAX_SETTINGS_PATH, fetchTaxSettings);
  if (error && data === undefined)
    return (
      <p className="notice notice--error" role="alert">
        {error instanceof Error ? error.message : TAX_FORM_MESSAGES.loadFailed}
      </p>
    );
  if (data === undefined) return <p role="status">{MESSAGES.loading}</p>;
  return <TaxSettingsForm saved={data} onSaved={(settings) => mutate(settings, { revalidate: false })} />;
}

function TaxSettingsForm({
  saved,
  onSaved,
}: {
  saved: TaxSettingsView;
  onSaved: (settings: TaxSettingsView) => Promise<unknown>;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [stripeRefusal, setStripeRefusal] = useState<string | null>(null);
  const form = useZodForm(taxSettingsFormSchema, { defaultValues: taxFormValues(saved) });
  const { reset, setError, setValue } = form;
  useEffect(() => {
    reset(taxFormValues(saved));
  }, [saved, reset]);

  const onSubmit = async (values: TaxSettingsFormValues) => {
    setOutcome(null);
    const result = await saveTaxSettings(taxSettingsBody(values));
    if (isClientError(result)) {
      if (result.field === 'provider' && values.provider === 'stripe') {
        // Stripe Tax cannot be had here: say why, and go back to the table.
        setStripeRefusal(result.error);
        setValue('provider', 'builtin', { shouldDirty: true });
        return setOutcome({ ok: false, message: `Not saved: ${result.error}` });
      }
      const field = result.field as keyof TaxSettingsFormValues | undefined;
      if (
        field &&
        /^(registrations\.\d+\.(country|region|rate|number)|pricesIncludeTax|taxShipping|taxServiceFee)$/.test(
          field,
        )
      ) {
        setError(field, { type: 'server', message: result.error }, { shouldFocus: true });
        return setOutcome({ ok: false, message: `Not saved: ${result.error}` });
      }
      return setOutcome({ ok: false, message: result.error });
    }
    await onSaved(result);
    reset(taxFormValues(result));
    setOutcome({ ok: true, message: TAX_FORM_MESSAGES.saved });
  };

  return (
    <SettingsForm
      form={form}
      onSubmit={onSubmit}
      label="Taxes"
      className="admin-settings__form--wide"
      testId="tax-settings-form"
      submitLabel="Save Taxes"
      outcome={outcome}
      messageTestId="tax-settings-message"
    >
      <TaxPlacesFields
        idPrefix="tax-registration"
        pricesLegend="Prices and what is taxed"
        pricesIncludeTestId="tax-prices-include"
      >
        <TaxChoice
          name="taxShipping"
          label="Tax shipping"
          hint="Shipping is taxed at the same rates as the goods."
          testId="tax-shipping"
        />
        <TaxChoice
          name="taxServiceFee"
          label="Tax the service fee"
          hint="The service fee is taxed at the same rates as the goods."
          testId="tax-service-fee"
        />
      </TaxPlacesFields>
      <ProviderField stripeRefusal={stripeRefusal} />
    </SettingsForm>
  );
}
