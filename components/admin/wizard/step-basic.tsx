'use client';

import { useFormContext } from 'react-hook-form';
import { Options } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { PHONE_MAX_LENGTH, ZIP_MAX_LENGTH } from '@/lib/constants/validation';
import { formatPhoneAsTyped } from '@/lib/phone';
import { US_STATES } from '@/lib/rules';
import type { StoreWizardInput } from '@/lib/schemas/store-wizard';
import { StoreNameFields } from './wizard-field';

/** Step 1: the store's name, description and contact details, with its address. */
export function StepBasic() {
  return (
    <div className="wizard-step__fields">
      <StoreNameFields prefix="wizard" />
      <div className="wizard-row">
        <FormField
          name="businessInfo.email"
          id="wizard-email"
          label="Email"
          type="email"
          autoComplete="email"
          testId="wizard-email"
        />
        <FormField
          name="businessInfo.phoneNumber"
          id="wizard-phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          testId="wizard-phone"
          onChange={(event) => {
            event.target.value = formatPhoneAsTyped(
              event.target.value,
              undefined,
              (event.nativeEvent as InputEvent).inputType,
            );
          }}
        />
      </div>
      <AddressFields />
    </div>
  );
}

/** The store's address: street, then city, state and ZIP code on one row. */
function AddressFields() {
  const { getValues } = useFormContext<StoreWizardInput>();
  // A store saved elsewhere may name its state in full; keep it choosable rather than blank it.
  const savedState = getValues('businessInfo.address.state');
  const states: string[] =
    savedState && !(US_STATES as readonly string[]).includes(savedState)
      ? [savedState, ...US_STATES]
      : [...US_STATES];
  const field = (name: 'street' | 'city' | 'state' | 'zipCode', id: string, label: string) => ({
    name: `businessInfo.address.${name}`,
    id: `wizard-${id}`,
    label,
    testId: `wizard-${id}`,
  });
  return (
    <>
      <FormField {...field('street', 'street', 'Street')} autoComplete="address-line1" />
      <div className="wizard-row wizard-row--address">
        <FormField {...field('city', 'city', 'City')} autoComplete="address-level2" />
        <FormField {...field('state', 'state', 'State')} control="select" autoComplete="address-level1">
          <option value="">Choose…</option>
          <Options values={states} />
        </FormField>
        <FormField
          {...field('zipCode', 'zip', 'ZIP Code')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_MAX_LENGTH}
        />
      </div>
    </>
  );
}
