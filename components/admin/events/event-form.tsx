'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field, fieldAria } from '@/components/ui/field';
import { isClientError, type ClientResult } from '@/lib/client/bff-call';
import {
  storeEventBodySchema,
  type StoreEvent,
  type StoreEventBody,
  type StoreEventInput,
} from '@/lib/schemas/events';

type Props = {
  /** The event being edited; none to add one. */
  event?: StoreEvent;
  onSave: (body: StoreEventBody) => Promise<ClientResult<StoreEvent>>;
  onSaved: (event: StoreEvent) => void;
  onCancel: () => void;
};

const FIELDS = ['title', 'startsOn', 'endsOn', 'location', 'description', 'image'] as const;
type FieldName = (typeof FIELDS)[number];

const valuesOf = (event?: StoreEvent): StoreEventInput => ({
  title: event?.title ?? '',
  startsOn: event?.startsOn ?? '',
  endsOn: event?.endsOn ?? '',
  location: event?.location ?? '',
  description: event?.description ?? '',
  image: event?.image ?? '',
});

/** An event's details, checked with the api's own rules; the api's refusal lands on its field. */
export function EventForm({ event, onSave, onSaved, onCancel }: Props) {
  const idPrefix = event ? `event-${event.id}` : 'new-event';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StoreEventInput, unknown, StoreEventBody>({
    resolver: zodResolver(storeEventBodySchema),
    defaultValues: valuesOf(event),
  });

  const onSubmit = async (body: StoreEventBody) => {
    const result = await onSave(body);
    if (isClientError(result)) {
      const field = FIELDS.find((name) => name === result.field) as FieldName | undefined;
      return setError(field ?? 'root', { message: result.error });
    }
    onSaved(result);
  };

  const id = (name: FieldName) => `${idPrefix}-${name}`;
  const error = (name: FieldName) => errors[name]?.message;
  return (
    <form
      className="event-form"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={event ? `Edit ${event.title}` : 'New event'}
      data-testid="event-form"
    >
      <Field id={id('title')} label="Title" error={error('title')}>
        <input
          {...register('title')}
          {...fieldAria(id('title'), error('title'))}
          className="input"
          autoComplete="off"
        />
      </Field>
      <div className="event-form__days">
        <Field id={id('startsOn')} label="First day" error={error('startsOn')}>
          <input
            {...register('startsOn')}
            {...fieldAria(id('startsOn'), error('startsOn'))}
            className="input"
            type="date"
          />
        </Field>
        <Field id={id('endsOn')} label="Last day (optional)" error={error('endsOn')}>
          <input
            {...register('endsOn')}
            {...fieldAria(id('endsOn'), error('endsOn'))}
            className="input"
            type="date"
          />
        </Field>
      </div>
      <Field id={id('location')} label="Location" error={error('location')}>
        <input
          {...register('location')}
          {...fieldAria(id('location'), error('location'))}
          className="input"
          autoComplete="off"
        />
      </Field>
      <Field id={id('description')} label="Description (optional)" error={error('description')}>
        <textarea
          {...register('description')}
          {...fieldAria(id('description'), error('description'))}
          className="input"
          rows={4}
        />
      </Field>
      <Field id={id('image')} label="Picture on this site (optional)" error={error('image')}>
        <input
          {...register('image')}
          {...fieldAria(id('image'), error('image'))}
          className="input"
          placeholder="/events/market.webp"
          autoComplete="off"
        />
      </Field>
      {errors.root?.message && (
        <p className="notice notice--error" role="alert">
          {errors.root.message}
        </p>
      )}
      <div className="admin-panel__actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : event ? 'Save Event' : 'Add Event'}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </button>
      </div>
    </form>
  );
}
