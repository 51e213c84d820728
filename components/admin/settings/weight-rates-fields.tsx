'use client';

import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Choice } from '@/components/ui/choice';
import { ConfirmDialog, useConfirm } from '@/components/ui/confirm-dialog';
import { AddRowButton, FieldError, Fieldset } from '@/components/ui/field';
import { FormField, useFieldError } from '@/components/ui/form-field';
import {
  MAX_SHIPPING_ZONES,
  MAX_WEIGHT_BANDS,
  REST_OF_WORLD_LABEL,
  SHIPPING_ZONE_NAME_MAX_LENGTH,
} from '@/lib/constants/shipping';
import { EMPTY_BAND, EMPTY_ZONE, type BandRow, type ZoneRow } from '@/lib/schemas/shipping-form';

/** Where the tables sit in the shipping form (Settings and the wizard alike). */
const RATES = 'shippingDetails.weightRates';

const KINDS = [
  { value: 'flat', label: 'Flat rate per method', hint: 'One rate for national, one for international.' },
  {
    value: 'weight',
    label: 'By weight and zone',
    hint: 'The parcel’s weight and where it goes set the rate.',
  },
] as const;

/** How shipping is priced: one flat rate per method, or tables by weight and zone. */
export function RateKindChoice() {
  const { register } = useFormContext();
  return (
    <Fieldset legend="How shipping is priced" className="wizard-choices">
      {KINDS.map(({ value, label, hint }) => (
        <Choice
          key={value}
          type="radio"
          value={value}
          label={label}
          hint={hint}
          {...register(`${RATES}.kind`)}
          data-testid={`shipping-kind-${value}`}
        />
      ))}
    </Fieldset>
  );
}

/** Whether the owner prices shipping by weight and zone (as chosen, not yet saved). */
export function useByWeight(): boolean {
  const { control } = useFormContext();
  return useWatch({ control, name: `${RATES}.kind` }) === 'weight';
}

/** A list's own error (too many rows, none at all) under the list once the form was sent, and what its limit is once it is reached. */
function ListError({ name, id, full }: { name: string; id: string; full?: string }) {
  const error = useFieldError(`${name}.root`, { onceLeft: true });
  return (
    <>
      <FieldError id={id} error={error} />
      {full && <p className="admin-settings__muted">{full}</p>}
    </>
  );
}

type BandRowProps = {
  name: string;
  index: number;
  last: boolean;
  idPrefix: string;
  /** What the band is called (its group's name, and what its remove button names): 'Band 2 of Europe'. */
  title: string;
  onRemove: () => void;
};

/** One band: the weight it goes up to (or "and heavier" for the last), its rate, a way to remove it. */
function WeightBandRow({ name, index, last, idPrefix, title, onRemove }: BandRowProps) {
  const { control, register } = useFormContext();
  const row = (useWatch({ control, name: `${name}.${index}` }) ?? EMPTY_BAND) as BandRow;
  const id = `${idPrefix}-band-${index}`;
  const heavier = last && row.heavier;
  return (
    <li data-testid={`${idPrefix}-band`}>
      <div className="weight-band" role="group" aria-label={title}>
        {heavier ? (
          <p className="weight-band__heavier">Any heavier parcel</p>
        ) : (
          <FormField
            name={`${name}.${index}.upToGrams`}
            id={`${id}-upTo`}
            testId={`${id}-upTo`}
            label="Up to (g)"
            errorOnceLeft
            inputMode="numeric"
            autoComplete="off"
          />
        )}
        <FormField
          name={`${name}.${index}.rate`}
          id={`${id}-rate`}
          testId={`${id}-rate`}
          label="Rate ($)"
          errorOnceLeft
          inputMode="decimal"
          autoComplete="off"
        />
        {last && (
          <label className="admin-check weight-band__heavier-choice">
            <input type="checkbox" {...register(`${name}.${index}.heavier`)} data-testid={`${id}-heavier`} />{' '}
            And heavier
          </label>
        )}
        <button
          type="button"
          className="button button--ghost weight-band__remove"
          onClick={onRemove}
          aria-label={`Remove ${title.charAt(0).toLowerCase()}${title.slice(1)}`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

type BandListProps = {
  /** The bands' path in the form. */
  name: string;
  idPrefix: string;
  /** The zone's name as the remove buttons say it. */
  zoneTitle: string;
  /** What the list says while it has no band. */
  emptyText: string;
};

/** A zone's weight bands, lightest first, and a way to add one (up to the limit). */
function BandList({ name, idPrefix, zoneTitle, emptyText }: BandListProps) {
  const { control, setValue } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const add = () => {
    // Only the last band may take any heavier parcel: the new one is now last.
    if (fields.length > 0) setValue(`${name}.${fields.length - 1}.heavier`, false, { shouldDirty: true });
    append({ ...EMPTY_BAND }, { focusName: `${name}.${fields.length}.upToGrams` });
  };
  return (
    <div className="weight-bands">
      {fields.length === 0 ? (
        <p className="admin-settings__muted" data-testid={`${idPrefix}-no-bands`}>
          {emptyText}
        </p>
      ) : (
        <ol className="weight-bands__list">
          {fields.map((field, index) => (
            <WeightBandRow
              key={field.id}
              name={name}
              index={index}
              last={index === fields.length - 1}
              idPrefix={idPrefix}
              title={`Band ${index + 1} of ${zoneTitle}`}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      <ListError
        name={name}
        id={`${idPrefix}-bands`}
        full={fields.length >= MAX_WEIGHT_BANDS ? `At most ${MAX_WEIGHT_BANDS} weight bands.` : undefined}
      />
      <AddRowButton onAdd={add} disabled={fields.length >= MAX_WEIGHT_BANDS}>
        Add a weight band
      </AddRowButton>
    </div>
  );
}

/** One zone: its name, its countries, its bands, and a way to remove it. */
function ZoneEditor({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control } = useFormContext();
  const name = `${RATES}.zones.${index}`;
  const zone = (useWatch({ control, name }) ?? EMPTY_ZONE) as ZoneRow;
  const title = zone.name.trim() || `zone ${index + 1}`;
  const id = `shipping-zone-${index}`;
  return (
    <li className="shipping-zone" data-testid="shipping-zone">
      <Fieldset
        legend={`Zone ${index + 1}${zone.name.trim() ? `: ${zone.name.trim()}` : ''}`}
        className="shipping-zone__fields"
      >
        <FormField
          name={`${name}.name`}
          id={`${id}-name`}
          testId={`${id}-name`}
          label="Zone name"
          errorOnceLeft
          maxLength={SHIPPING_ZONE_NAME_MAX_LENGTH}
          autoComplete="off"
        />
        <FormField
          name={`${name}.countries`}
          id={`${id}-countries`}
          testId={`${id}-countries`}
          label="Countries in the zone"
          errorOnceLeft
          hint="Two-letter country codes, separated by commas: US, CA. Abroad, only the countries listed under International shipping are shipped to."
          autoComplete="off"
        />
        <BandList
          name={`${name}.bands`}
          idPrefix={id}
          zoneTitle={title}
          emptyText="No weight band yet: a zone needs at least one."
        />
        <button
          type="button"
          className="button button--ghost shipping-zone__remove"
          onClick={onRemove}
          aria-label={`Remove ${title}`}
        >
          Remove zone
        </button>
      </Fieldset>
    </li>
  );
}

/** The zones, each with its bands; removing one that has bands asks first. */
function ZoneList() {
  const { control, getValues } = useFormContext();
  const name = `${RATES}.zones`;
  const { fields, append, remove } = useFieldArray({ control, name });
  const { subject, ask, handlers } = useConfirm<number>(async (index, done) => {
    remove(index);
    done();
  });
  const askRemove = (index: number) => {
    const zone = getValues(`${name}.${index}`) as ZoneRow;
    if (zone.bands.length > 0) ask(index);
    else remove(index);
  };
  const zoneName = subject === null ? '' : (getValues(`${name}.${subject}.name`) as string).trim();
  return (
    <div className="shipping-zones">
      {fields.length > 0 && (
        <ol className="shipping-zones__list">
          {fields.map((field, index) => (
            <ZoneEditor key={field.id} index={index} onRemove={() => askRemove(index)} />
          ))}
        </ol>
      )}
      <ListError
        name={name}
        id="shipping-zones"
        full={fields.length >= MAX_SHIPPING_ZONES ? `At most ${MAX_SHIPPING_ZONES} zones.` : undefined}
      />
      <AddRowButton
        onAdd={() =>
          append(
            { ...EMPTY_ZONE, bands: [{ ...EMPTY_BAND }] },
            { focusName: `${name}.${fields.length}.name` },
          )
        }
        disabled={fields.length >= MAX_SHIPPING_ZONES}
      >
        Add a zone
      </AddRowButton>
      {subject !== null && (
        <ConfirmDialog
          title="Remove this zone?"
          confirmLabel="Remove zone"
          testId="shipping-zone-confirm"
          {...handlers}
        >
          <p>
            {zoneName || `Zone ${subject + 1}`} and its weight bands will be removed. Its countries then ship
            at the rest of the world’s rates, once you save.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/**
 * The tables by weight and zone: what packaging and an unweighed piece weigh, the zones (a
 * country goes by the first zone that lists it), and the rest of the world's bands.
 */
export function WeightRatesFields() {
  return (
    <Fieldset legend="Rates by weight and zone" className="shipping-fields weight-rates">
      <p className="admin-settings__muted">
        A parcel weighs its pieces plus the packaging. A country goes by the first zone that lists it, else by
        the rest of the world; the free-over amounts above still apply.
      </p>
      <FormField
        name={`${RATES}.packagingGrams`}
        id="shipping-packagingGrams"
        testId="shipping-packagingGrams"
        label="Packaging weight (g)"
        inputMode="numeric"
        autoComplete="off"
      />
      <FormField
        name={`${RATES}.defaultItemGrams`}
        id="shipping-defaultItemGrams"
        testId="shipping-defaultItemGrams"
        label="Weight of a piece without a weight (g)"
        hint="Used for a product or size you have not weighed."
        inputMode="numeric"
        autoComplete="off"
      />
      <ZoneList />
      <Fieldset legend={REST_OF_WORLD_LABEL} className="shipping-zone__fields">
        <BandList
          name={`${RATES}.restOfWorld`}
          idPrefix="shipping-rest"
          zoneTitle={REST_OF_WORLD_LABEL.toLowerCase()}
          emptyText="No band: nothing ships to a country no zone lists."
        />
      </Fieldset>
    </Fieldset>
  );
}
