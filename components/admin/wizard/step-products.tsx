'use client';

import { useFormContext } from 'react-hook-form';
import { STORE_CATEGORIES } from '@/lib/constants/store-builder';
import type { StoreWizardInput } from '@/lib/schemas/store-wizard';

/** Step 4: the kinds of pieces the store sells. */
export function StepProducts() {
  const { register } = useFormContext<StoreWizardInput>();
  return (
    <fieldset className="wizard-choices">
      <legend className="field__label">Product categories</legend>
      {STORE_CATEGORIES.map((category) => (
        <label key={category} className="wizard-choice">
          <input
            type="checkbox"
            value={category}
            {...register('businessInfo.categories')}
            data-testid={`wizard-category-${category}`}
          />
          <span>{category}</span>
        </label>
      ))}
    </fieldset>
  );
}
