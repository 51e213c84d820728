'use client';

import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AddRowButton, Fieldset } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { OWN_RATE_MAX_PERCENT, TAX_NUMBER_MAX } from '@/lib/schemas/tax';
import {
  EMPTY_REGISTRATION,
  TAX_COUNTRY_OPTIONS,
  tableRatePercent,
  type TaxRegistrationRow,
} from '@/lib/tax-settings-form';
import { registrationPlace, US_STATE_NAMES } from '@/lib/tax/labels';
import { US_TAX_REGIONS } from '@/lib/tax/rates';

type Props = {
  /** Where the registrations sit in the form: '' (Settings) or 'tax.' (the setup wizard). */
  prefix?: '' | 'tax.';
  /** The ids of the inputs start with it: `${idPrefix}-0-country`. */
  idPrefix: string;
};

const today = () => new Date().toISOString().slice(0, 10);

/** What the own rate adds to: the table's rate for the place, or that the table has none. */
function rateHint(country: string, region: string): string {
  const table = tableRatePercent(country, region, today());
  if (!country || (country === 'US' && !region)) return 'In percent, on top of the table’s rate; optional';
  const place = registrationPlace(country, region);
  if (table === null) return `Sitka’s table has no rate for ${place}: this rate is the one charged`;
  return `Added to the table’s ${table}% for ${place}; optional`;
}

/** One registration: its country, a US one's state, the owner's own rate, and a way to remove it. */
function RegistrationRow({
  index,
  name,
  idPrefix,
  onRemove,
}: {
  index: number;
  name: string;
  idPrefix: string;
  onRemove: () => void;
}) {
  const { control } = useFormContext();
  const row = (useWatch({ control, name: `${name}.${index}` }) ?? EMPTY_REGISTRATION) as TaxRegistrationRow;
  const id = `${idPrefix}-${index}`;
  const place = row.country ? registrationPlace(row.country, row.region) : null;
  return (
    <li className="tax-registration" data-testid={`${idPrefix}-row`}>
      <Fieldset
        legend={`Registration ${index + 1}${place ? `: ${place}` : ''}`}
        className="tax-registration__fields"
      >
        <FormField name={`${name}.${index}.country`} id={`${id}-country`} label="Country" control="select">
          <option value="">Choose a country</option>
          {TAX_COUNTRY_OPTIONS.map(({ code, name: countryName }) => (
            <option key={code} value={code}>
              {countryName}
            </option>
          ))}
        </FormField>
        {row.country === 'US' && (
          <FormField name={`${name}.${index}.region`} id={`${id}-region`} label="State" control="select">
            <option value="">Choose a state</option>
            {US_TAX_REGIONS.map((code) => (
              <option key={code} value={code}>
                {US_STATE_NAMES[code] ?? code}
              </option>
            ))}
          </FormField>
        )}
        <FormField
          name={`${name}.${index}.rate`}
          id={`${id}-rate`}
          label="Own local rate (%)"
          hint={rateHint(row.country, row.region)}
          inputMode="decimal"
          autoComplete="off"
          placeholder={`0–${OWN_RATE_MAX_PERCENT}`}
        />
        <FormField
          name={`${name}.${index}.number`}
          id={`${id}-number`}
          label="Registration number"
          hint="Optional: your VAT, OSS or IOSS number, or sales-tax permit, there"
          autoComplete="off"
          maxLength={TAX_NUMBER_MAX}
        />
        <button
          type="button"
          className="button button--ghost tax-registration__remove"
          onClick={onRemove}
          aria-label={`Remove registration ${index + 1}${place ? ` (${place})` : ''}`}
        >
          Remove
        </button>
      </Fieldset>
    </li>
  );
}

/**
 * The places the store is registered to collect tax in, each a row that can be removed, and a way
 * to add one. None: Sitka charges no tax.
 */
export function TaxRegistrationsField({ prefix = '', idPrefix }: Props) {
  const name = `${prefix}registrations`;
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <div className="tax-registrations">
      {fields.length === 0 ? (
        <p className="admin-settings__muted" data-testid={`${idPrefix}-none`}>
          No registration: no tax is charged.
        </p>
      ) : (
        <ol className="tax-registrations__list">
          {fields.map((field, index) => (
            <RegistrationRow
              key={field.id}
              index={index}
              name={name}
              idPrefix={idPrefix}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      <AddRowButton
        onAdd={() => append({ ...EMPTY_REGISTRATION }, { focusName: `${name}.${fields.length}.country` })}
      >
        Add a registration
      </AddRowButton>
    </div>
  );
}
