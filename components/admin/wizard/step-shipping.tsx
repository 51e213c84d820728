'use client';

import { useFormContext } from 'react-hook-form';
import type { StoreWizardInput } from '@/lib/schemas/store-wizard';

const METHODS = [
  { key: 'local', label: 'Local Pickup', hint: 'Shoppers collect their order from your studio.' },
  { key: 'national', label: 'National Shipping', hint: 'You ship within the country.' },
  { key: 'international', label: 'International Shipping', hint: 'You ship abroad.' },
] as const;

/** Step 6: how orders reach shoppers; checkout names what is offered. */
export function StepShipping() {
  const { register } = useFormContext<StoreWizardInput>();
  return (
    <fieldset className="wizard-choices">
      <legend className="field__label">Shipping methods</legend>
      {METHODS.map(({ key, label, hint }) => (
        <label key={key} className="wizard-choice">
          <input
            type="checkbox"
            {...register(`shippingMethods.${key}`)}
            data-testid={`wizard-shipping-${key}`}
          />
          <span>
            {label}
            <small className="wizard-choice__hint">{hint}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
