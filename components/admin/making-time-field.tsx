'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { FormField, useFieldError } from '@/components/ui/form-field';
import { MAKING_TIME_CHOICES, type MakingTimeChoice } from '@/lib/making-time-form';

const CHOICE_LABELS: Record<MakingTimeChoice, string> = {
  default: 'Store default',
  ready: 'Ready to ship in N business days',
  made: 'Made to order in a range of days or weeks',
};

type Props = {
  /** The control's values in the form: `makingTime` (a product) or `defaultMakingTime` (Settings). */
  name: string;
  /** The prefix of its inputs' ids. */
  id: string;
  legend: string;
  /** A line under the legend. */
  hint?: string;
  /** Offers "Store default" (a product's own making time may be left to the store's). */
  withDefault?: boolean;
  className?: string;
};

/**
 * When a piece ships, as a radio group: the store's default, ready to ship in a number of business
 * days, or made to order in a range of days or weeks; the chosen kind's numbers below it, each
 * with its own label and error.
 */
export function MakingTimeField({ name, id, legend, hint, withDefault = false, className }: Props) {
  const { register } = useFormContext();
  const kind = useWatch({ name: `${name}.kind` }) as MakingTimeChoice;
  const kindError = useFieldError(`${name}.kind`);
  const choices = MAKING_TIME_CHOICES.filter((choice) => withDefault || choice !== 'default');
  const describedBy = [hint && `${id}-hint`, kindError && `${id}-kind-error`].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`making-time${className ? ` ${className}` : ''}`}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy || undefined}
      data-testid={`${id}-field`}
    >
      <legend id={`${id}-legend`} className="field__label">
        {legend}
      </legend>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {choices.map((choice) => (
        <label key={choice} className="admin-check">
          <input type="radio" value={choice} {...register(`${name}.kind`)} data-testid={`${id}-${choice}`} />{' '}
          {CHOICE_LABELS[choice]}
        </label>
      ))}
      <FieldError id={`${id}-kind`} error={kindError} />
      {kind === 'ready' && (
        <div className="making-time__inputs">
          <FormField name={`${name}.days`} id={`${id}-days`} label="Business days" inputMode="numeric" />
        </div>
      )}
      {kind === 'made' && (
        <div className="making-time__inputs">
          <FormField name={`${name}.min`} id={`${id}-min`} label="Shortest" inputMode="numeric" />
          <FormField name={`${name}.max`} id={`${id}-max`} label="Longest" inputMode="numeric" />
          <FormField name={`${name}.unit`} id={`${id}-unit`} label="In" control="select">
            <option value="days">Business days</option>
            <option value="weeks">Weeks</option>
          </FormField>
        </div>
      )}
    </fieldset>
  );
}
