'use client';

import { AdminRecordRow } from '@/components/admin/records/admin-record-row';
import { RecordItem, RecordsManager } from '@/components/admin/records/records-manager';
import { useAdminRecords } from '@/components/admin/records/use-admin-records';
import { createEvent, deleteEvent, EVENTS_PATH, fetchEvents, updateEvent } from '@/lib/client/events';
import { eventDaysLabel } from '@/lib/event-days';
import { splitEvents, storeToday, type StoreEvent } from '@/lib/schemas/events';
import { EventForm } from './event-form';
import '@/app/styles/account.css';
import '@/app/styles/returns.css';

/**
 * The back-office's Events: the store's events and markets, upcoming first, then past ones;
 * add, edit, and delete (asked first). The storefront's Events page shows a change at once.
 */
export function EventsManager() {
  const records = useAdminRecords(EVENTS_PATH, fetchEvents, deleteEvent);
  const { upcoming, past } = splitEvents(records.data ?? [], storeToday());
  const form = (event?: StoreEvent) => (
    <EventForm
      event={event}
      onSave={event ? (body) => updateEvent(event.id, body) : createEvent}
      onSaved={records.saved}
      onCancel={() => records.setEditing(null)}
    />
  );
  const list = (events: StoreEvent[], isPast: boolean, heading: string, label: string) =>
    events.length > 0 && (
      <>
        <h2 className="admin-events__heading">{heading}</h2>
        <ul className="admin-events__list" aria-label={label}>
          {events.map((event) => (
            <RecordItem key={event.id} records={records} record={event} form={form}>
              <AdminRecordRow
                label={event.title}
                title={
                  <>
                    {event.title} {isPast && <span className="order-card__tag">Past</span>}
                  </>
                }
                detail={`${eventDaysLabel(event)} · ${event.location}`}
                testId="admin-event"
                onEdit={() => records.setEditing({ kind: 'edit', record: event })}
                onDelete={() => records.setDeleting(event)}
              />
            </RecordItem>
          ))}
        </ul>
      </>
    );

  return (
    <RecordsManager
      records={records}
      addLabel="Add Event"
      addSection="Add an event"
      empty="No events yet. Add the next market you will be at."
      form={form}
      deletion={(event) => ({
        title: `Delete ${event.title}?`,
        confirmLabel: 'Delete Event',
        warning: 'The event leaves the storefront’s Events page at once. This cannot be undone.',
        testId: 'delete-event-dialog',
      })}
    >
      {list(upcoming, false, 'Coming up', 'Upcoming events')}
      {list(past, true, 'Past events', 'Past events')}
    </RecordsManager>
  );
}
