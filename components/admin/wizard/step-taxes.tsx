'use client';

import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import useSWR from 'swr';
import { TaxPlacesFields } from '@/components/admin/settings/tax-places-fields';
import { fetchTaxSettings, TAX_SETTINGS_PATH } from '@/lib/client/tax-settings';
import type { StoreWizardInput } from '@/lib/schemas/store-wizard';
import { taxFormValues } from '@/lib/tax-settings-form';

/**
 * Step 7: where the store is registered to collect tax, and whether its prices include it. It can
 * be skipped: no registration, no tax. It starts from the store's saved tax settings, and
 * Complete Setup saves them only when they were changed here.
 */
export function StepTaxes() {
  const { resetField, getFieldState } = useFormContext<StoreWizardInput>();
  const { data } = useSWR(TAX_SETTINGS_PATH, fetchTaxSettings);
  useEffect(() => {
    if (data && !getFieldState('tax').isDirty) resetField('tax', { defaultValue: taxFormValues(data) });
  }, [data, getFieldState, resetField]);
  return (
    <div className="wizard-step__fields" data-testid="wizard-taxes">
      <p className="wizard-hint">
        Sitka charges no tax until you say where the store is registered to collect it. Not registered
        anywhere? Skip this step: no registration, no tax. You can change it later in Settings → Taxes.
      </p>
      <TaxPlacesFields
        prefix="tax."
        idPrefix="wizard-tax"
        pricesLegend="Prices"
        pricesIncludeTestId="wizard-tax-prices-include"
      />
    </div>
  );
}
