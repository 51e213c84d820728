'use client';

import { useFormContext } from 'react-hook-form';
import { PHONE_MAX_LENGTH, ZIP_MAX_LENGTH } from '@/lib/constants/validation';
import { formatPhoneAsTyped } from '@/lib/phone';
import { US_STATES } from '@/lib/rules';
import type { StoreWizardInput } from '@/lib/schemas/store-wizard';
import { WizardField } from './wizard-field';

/** Step 1: the store's name, description and contact details, with its address. */
export function StepBasic() {
  const { register } = useFormContext<StoreWizardInput>();
  const phone = register('businessInfo.phoneNumber');
  return (
    <div className="wizard-step__fields">
      <WizardField name="storeName" id="wizard-store-name" label="Store Name">
        {(aria) => (
          <input
            {...register('storeName')}
            {...aria}
            className="input"
            autoComplete="organization"
            data-testid="wizard-store-name"
          />
        )}
      </WizardField>
      <WizardField name="businessInfo.description" id="wizard-description" label="Description">
        {(aria) => (
          <textarea
            {...register('businessInfo.description')}
            {...aria}
            className="input"
            rows={3}
            data-testid="wizard-description"
          />
        )}
      </WizardField>
      <div className="wizard-row">
        <WizardField name="businessInfo.email" id="wizard-email" label="Email">
          {(aria) => (
            <input
              {...register('businessInfo.email')}
              {...aria}
              className="input"
              type="email"
              autoComplete="email"
              data-testid="wizard-email"
            />
          )}
        </WizardField>
        <WizardField name="businessInfo.phoneNumber" id="wizard-phone" label="Phone">
          {(aria) => (
            <input
              {...phone}
              {...aria}
              onChange={(event) => {
                event.target.value = formatPhoneAsTyped(
                  event.target.value,
                  undefined,
                  (event.nativeEvent as InputEvent).inputType,
                );
                return phone.onChange(event);
              }}
              className="input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={PHONE_MAX_LENGTH}
              data-testid="wizard-phone"
            />
          )}
        </WizardField>
      </div>
      <AddressFields />
    </div>
  );
}

/** The store's address: street, then city, state and ZIP code on one row. */
function AddressFields() {
  const { register, getValues } = useFormContext<StoreWizardInput>();
  // A store saved elsewhere may name its state in full; keep it choosable rather than blank it.
  const savedState = getValues('businessInfo.address.state');
  const states: string[] =
    savedState && !(US_STATES as readonly string[]).includes(savedState)
      ? [savedState, ...US_STATES]
      : [...US_STATES];
  return (
    <>
      <WizardField name="businessInfo.address.street" id="wizard-street" label="Street">
        {(aria) => (
          <input
            {...register('businessInfo.address.street')}
            {...aria}
            className="input"
            autoComplete="address-line1"
            data-testid="wizard-street"
          />
        )}
      </WizardField>
      <div className="wizard-row wizard-row--address">
        <WizardField name="businessInfo.address.city" id="wizard-city" label="City">
          {(aria) => (
            <input
              {...register('businessInfo.address.city')}
              {...aria}
              className="input"
              autoComplete="address-level2"
              data-testid="wizard-city"
            />
          )}
        </WizardField>
        <WizardField name="businessInfo.address.state" id="wizard-state" label="State">
          {(aria) => (
            <select
              {...register('businessInfo.address.state')}
              {...aria}
              className="input"
              autoComplete="address-level1"
              data-testid="wizard-state"
            >
              <option value="">Choose…</option>
              {states.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </WizardField>
        <WizardField name="businessInfo.address.zipCode" id="wizard-zip" label="ZIP Code">
          {(aria) => (
            <input
              {...register('businessInfo.address.zipCode')}
              {...aria}
              className="input"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={ZIP_MAX_LENGTH}
              data-testid="wizard-zip"
            />
          )}
        </WizardField>
      </div>
    </>
  );
}
