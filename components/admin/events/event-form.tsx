'use client';

import { RecordFormActions } from '@/components/admin/records/record-form-actions';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
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
  const form = useZodForm(storeEventBodySchema, { mode: 'onSubmit', defaultValues: valuesOf(event) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (body: StoreEventBody) => {
    const result = await onSave(body);
    if (isClientError(result)) {
      const field = FIELDS.find((name) => name === result.field) as FieldName | undefined;
      return form.setError(field ?? 'root', { message: result.error });
    }
    onSaved(result);
  };

  const field = (name: FieldName, label: string) => ({ name, id: `${idPrefix}-${name}`, label });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      label={event ? `Edit ${event.title}` : 'New event'}
      className="event-form"
      testId="event-form"
    >
      <FormField {...field('title', 'Title')} autoComplete="off" />
      <div className="event-form__days">
        <FormField {...field('startsOn', 'First day')} type="date" />
        <FormField {...field('endsOn', 'Last day (optional)')} type="date" />
      </div>
      <FormField {...field('location', 'Location')} autoComplete="off" />
      <FormField {...field('description', 'Description (optional)')} control="textarea" rows={4} />
      <FormField
        {...field('image', 'Picture on this site (optional)')}
        placeholder="/events/market.webp"
        autoComplete="off"
      />
      <RecordFormActions
        error={errors.root?.message}
        pending={isSubmitting}
        label={event ? 'Save Event' : 'Add Event'}
        onCancel={onCancel}
      />
    </Form>
  );
}
