'use client';

import { useFieldArray, useFormContext } from 'react-hook-form';
import { AddRowButton, FieldError } from '@/components/ui/field';
import { FormField, useFieldError } from '@/components/ui/form-field';
import { MAX_HOLIDAYS } from '@/lib/constants/making-time';
import {
  WEEKDAYS,
  workCalendarBody,
  workCalendarFormOf,
  workCalendarFormSchema,
  type WorkCalendarFormValues,
} from '@/lib/making-time-form';
import { DEFAULT_WORK_CALENDAR } from '@/lib/schemas/making-time';
import type { Store } from '@/lib/schemas/store';
import { MakingTimeField } from '../making-time-field';
import { SettingsForm } from './settings-form';
import { StoreSettings, useStoreForm, type StoreFormProps } from './store-settings';

const CALENDAR_FORM = {
  label: 'Making time and working days',
  testId: 'making-time-form',
  submitLabel: 'Save Making Time',
};

const formOf = (store: Store) => workCalendarFormOf(store.workCalendar ?? DEFAULT_WORK_CALENDAR);

/** The form input an api refusal of the calendar names (`workCalendar.holidays.2`), if any. */
function calendarInputOf(field: string | undefined) {
  const [top, part, key] = field?.split('.') ?? [];
  if (top !== 'workCalendar') return null;
  if (part === 'defaultMakingTime' && (key === 'days' || key === 'min' || key === 'max' || key === 'unit'))
    return `defaultMakingTime.${key}` as const;
  if (part === 'holidays' && /^\d+$/.test(key ?? '')) return `holidays.${Number(key)}.date` as const;
  return part === 'holidays' ? 'holidays' : 'workingDays';
}

/**
 * The store's making calendar (Settings): the making time of a product without its own, the
 * weekdays the store works and its holidays; ship-by days are counted in these.
 */
export function MakingTimeSettings({ tenant }: { tenant: string }) {
  return <StoreSettings tenant={tenant} form={MakingTimeForm} />;
}

function MakingTimeForm(props: StoreFormProps) {
  const { form, outcome, save } = useStoreForm(
    props,
    workCalendarFormSchema,
    formOf,
    'Making time and working days saved.',
  );
  const { setError } = form;
  const onSubmit = (values: WorkCalendarFormValues) =>
    save({ workCalendar: workCalendarBody(values) }, (refusal) => {
      const input = calendarInputOf(refusal.field);
      if (!input) return false;
      setError(input, { message: refusal.error });
      return true;
    });

  return (
    <SettingsForm {...CALENDAR_FORM} form={form} onSubmit={onSubmit} outcome={outcome}>
      <MakingTimeField
        name="defaultMakingTime"
        id="calendar-making-time"
        legend="Default making time"
        hint="For every product without its own"
      />
      <WorkingDaysField />
      <HolidaysField />
    </SettingsForm>
  );
}

/** The weekdays the store works, Monday first. */
function WorkingDaysField() {
  const { register } = useFormContext<WorkCalendarFormValues>();
  const error = useFieldError<WorkCalendarFormValues>('workingDays');
  return (
    <fieldset className="making-time" aria-describedby={error ? 'calendar-working-days-error' : undefined}>
      <legend className="field__label">Working days</legend>
      <div className="making-time__weekdays">
        {WEEKDAYS.map((day) => (
          <label key={day.value} className="admin-check">
            <input
              type="checkbox"
              value={day.value}
              {...register('workingDays')}
              data-testid={`calendar-day-${day.value}`}
            />{' '}
            {day.name}
          </label>
        ))}
      </div>
      <FieldError id="calendar-working-days" error={error} />
    </fieldset>
  );
}

/** The days the store does not work on top of its weekly days off, each removable. */
function HolidaysField() {
  const { control } = useFormContext<WorkCalendarFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'holidays' });
  const error = useFieldError<WorkCalendarFormValues>('holidays');
  return (
    <fieldset className="making-time">
      <legend className="field__label">Holidays</legend>
      {fields.length === 0 ? (
        <p className="admin-settings__muted" data-testid="calendar-no-holidays">
          No holidays: only the weekdays off are skipped.
        </p>
      ) : (
        <ol className="making-time__holidays">
          {fields.map((field, index) => (
            <li key={field.id} className="making-time__holiday">
              <FormField
                name={`holidays.${index}.date`}
                id={`calendar-holiday-${index}`}
                label={`Holiday ${index + 1}`}
                type="date"
              />
              <button
                type="button"
                className="button button--ghost"
                onClick={() => remove(index)}
                aria-label={`Remove holiday ${index + 1}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      <FieldError id="calendar-holidays" error={error} />
      <AddRowButton
        disabled={fields.length >= MAX_HOLIDAYS}
        onAdd={() => append({ date: '' }, { focusName: `holidays.${fields.length}.date` })}
      >
        Add a holiday
      </AddRowButton>
    </fieldset>
  );
}
