'use client';

import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Choice } from '@/components/ui/choice';
import { Fieldset } from '@/components/ui/field';
import { TaxRegistrationsField } from './tax-registrations-field';

/** A checkbox of the form, with the line that says what it does. */
export function TaxChoice({
  name,
  label,
  hint,
  testId,
}: {
  name: string;
  label: string;
  hint: string;
  testId: string;
}) {
  const { register } = useFormContext();
  return <Choice type="checkbox" label={label} hint={hint} {...register(name)} data-testid={testId} />;
}

export const PRICES_INCLUDE_TAX_HINT =
  'As shops in the EU and the UK show them: the shelf price is what the shopper pays. Leave it off to add tax at checkout, as US shops do.';

type Props = {
  /** Where the tax settings sit in the form: '' (Settings) or 'tax.' (the setup wizard). */
  prefix?: '' | 'tax.';
  /** The ids of the registrations' inputs start with it. */
  idPrefix: string;
  /** The prices fieldset's legend. */
  pricesLegend: string;
  pricesIncludeTestId: string;
  /** More choices after whether prices include tax. */
  children?: ReactNode;
};

/**
 * Where the store is registered to collect tax, and whether its prices include it: Settings → Taxes
 * and the setup wizard's tax step ask the same.
 */
export function TaxPlacesFields({
  prefix = '',
  idPrefix,
  pricesLegend,
  pricesIncludeTestId,
  children,
}: Props) {
  return (
    <>
      <Fieldset legend="Where the store is registered to collect tax" className="tax-settings__places">
        <TaxRegistrationsField prefix={prefix} idPrefix={idPrefix} />
      </Fieldset>
      <Fieldset legend={pricesLegend} className="wizard-choices">
        <TaxChoice
          name={`${prefix}pricesIncludeTax`}
          label="My prices include tax"
          hint={PRICES_INCLUDE_TAX_HINT}
          testId={pricesIncludeTestId}
        />
        {children}
      </Fieldset>
    </>
  );
}
