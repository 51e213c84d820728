'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { Form, FormActions, FormMessage, useZodForm, type Outcome } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { isClientError } from '@/lib/client/bff-call';
import {
  CONSUMER_SETTINGS_PATH,
  fetchConsumerSettings,
  saveConsumerSettings,
} from '@/lib/client/admin-returns';
import { MAX_RETURN_DAYS } from '@/lib/constants/returns';
import { MESSAGES } from '@/lib/messages';
import { consumerSettingsFormSchema, type ConsumerSettingsBody } from '@/lib/schemas/returns';

const FIELDS = [
  'returnDays',
  'returnsFor',
  'consentRequiredFor',
  'legalName',
  'companyRegistration',
] as const;

/**
 * Settings → Policies: the return window (days from delivery or handover at pickup) and whose
 * orders it covers, whom the consent banner asks, and the seller's legal identity. The policy
 * templates speak of them, so `onSaved` lets the page reload those.
 */
export function ConsumerSettings({ onSaved }: { onSaved?: () => void }) {
  const { data, error, mutate } = useSWR(CONSUMER_SETTINGS_PATH, fetchConsumerSettings);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useZodForm(consumerSettingsFormSchema, {
    defaultValues: {
      returnDays: 14,
      returnsFor: 'everyone',
      consentRequiredFor: 'eu',
      legalName: '',
      companyRegistration: '',
    },
  });
  const { reset, setError } = form;
  useEffect(() => {
    if (data)
      reset({
        ...data,
        legalName: data.legalName ?? '',
        companyRegistration: data.companyRegistration ?? '',
      });
  }, [data, reset]);
  if (error && data === undefined)
    return (
      <p className="notice notice--error" role="alert">
        {error instanceof Error ? error.message : String(error)}
      </p>
    );
  if (data === undefined) return <p role="status">{MESSAGES.loading}</p>;

  const onSubmit = async (body: ConsumerSettingsBody) => {
    setOutcome(null);
    const result = await saveConsumerSettings(body);
    if (isClientError(result)) {
      const field = FIELDS.find((name) => name === result.field);
      if (field) return setError(field, { type: 'server', message: result.error });
      return setOutcome({ ok: false, message: result.error });
    }
    await mutate(result, { revalidate: false });
    onSaved?.();
    setOutcome({ ok: true, message: 'Saved.' });
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      label="Returns, consent and legal identity"
      className="auth-form admin-settings__form admin-settings__form--wide"
      testId="consumer-settings-form"
    >
      <h3 className="policy-editor__title">Returns, consent and legal identity</h3>
      <ConsumerSettingsFields />
      <FormActions label="Save" pendingLabel="Saving…" message={<FormMessage outcome={outcome} />} />
    </Form>
  );
}

/**
 * The settings' inputs, for the form around them: Settings → Policies' own, or the setup wizard's
 * Policies step (its values under `prefix`).
 */
export function ConsumerSettingsFields({
  prefix = '',
  idPrefix = 'consumer',
}: {
  prefix?: string;
  idPrefix?: string;
}) {
  return (
    <>
      <FormField
        name={`${prefix}returnDays`}
        id={`${idPrefix}-return-days`}
        label="Return window (days)"
        hint={`Counted from delivery, or from handover at pickup; 0 to ${MAX_RETURN_DAYS}. EU buyers are owed at least 14.`}
        inputMode="numeric"
      />
      <FormField
        name={`${prefix}returnsFor`}
        id={`${idPrefix}-returns-for`}
        label="Whose orders it covers"
        control="select"
      >
        <option value="everyone">Everyone</option>
        <option value="eu">EU buyers only</option>
      </FormField>
      <FormField
        name={`${prefix}consentRequiredFor`}
        id={`${idPrefix}-consent-for`}
        label="Whom the cookie banner asks"
        control="select"
      >
        <option value="eu">Visitors from the EU</option>
        <option value="everyone">Everyone</option>
      </FormField>
      <FormField
        name={`${prefix}legalName`}
        id={`${idPrefix}-legal-name`}
        label="Legal name"
        hint="The seller's registered name, when it differs from the store's"
        maxLength={200}
      />
      <FormField
        name={`${prefix}companyRegistration`}
        id={`${idPrefix}-company-registration`}
        label="Company registration"
        hint="The register and number, shown in the legal notice"
        maxLength={200}
      />
    </>
  );
}
