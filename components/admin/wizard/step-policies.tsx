'use client';

import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import useSWR from 'swr';
import { ConsumerSettingsFields } from '@/components/admin/settings/consumer-settings';
import { CONSUMER_SETTINGS_PATH, fetchConsumerSettings } from '@/lib/client/admin-returns';
import { POLICY_KINDS, POLICY_PATHS, POLICY_TITLES } from '@/lib/constants/policies';
import type { ConsumerSettingsBody } from '@/lib/schemas/returns';
import type { StoreWizardInput } from '@/lib/schemas/store-wizard';

/** The step's values as the api takes them: an empty legal name or registration is none. */
export const consumerSettingsBody = (values: ConsumerSettingsBody): ConsumerSettingsBody => ({
  ...values,
  legalName: values.legalName?.trim() || null,
  companyRegistration: values.companyRegistration?.trim() || null,
});

/**
 * Step 8: what the store owes its buyers. Its five policy pages are written from the store's own
 * details (name, address, shipping, the return window asked here, the legal identity); the owner
 * reads each, and edits them in Settings → Policies. It starts from the saved settings, and
 * Complete Setup saves them only when they were changed here.
 */
export function StepPolicies() {
  const { resetField, getFieldState } = useFormContext<StoreWizardInput>();
  const { data } = useSWR(CONSUMER_SETTINGS_PATH, () => fetchConsumerSettings());
  useEffect(() => {
    if (data && !getFieldState('policies').isDirty)
      resetField('policies', {
        defaultValue: {
          ...data,
          legalName: data.legalName ?? '',
          companyRegistration: data.companyRegistration ?? '',
        },
      });
  }, [data, getFieldState, resetField]);
  return (
    <div className="wizard-step__fields" data-testid="wizard-policies">
      <p className="wizard-hint">
        Your store has its terms of sale, returns, privacy, shipping and legal notice pages from the start,
        written from your store&apos;s details and the answers below. Read them, and change their words any
        time in Settings → Policies.
      </p>
      <ul className="wizard-policies">
        {POLICY_KINDS.map((kind) => (
          <li key={kind}>
            <a href={POLICY_PATHS[kind]} target="_blank" rel="noopener">
              {POLICY_TITLES[kind]}
            </a>
          </li>
        ))}
      </ul>
      <ConsumerSettingsFields prefix="policies." idPrefix="wizard-policies" />
    </div>
  );
}
