'use client';

import { AdminRecordRow, AdminRecordsState } from '@/components/admin/records/admin-record-row';
import { useAdminRecords } from '@/components/admin/records/use-admin-records';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { createEvent, deleteEvent, EVENTS_PATH, fetchEvents, updateEvent } from '@/lib/client/events';
import { eventDaysLabel } from '@/lib/event-days';
import { splitEvents, storeToday, type StoreEvent } from '@/lib/schemas/events';
import { EventForm } from './event-form';

/**
 * The back-office's Events: the store's events and markets, upcoming first, then past ones;
 * add, edit, and delete (asked first). The storefront's Events page shows a change at once.
 */
export function EventsManager() {
  const { data, error, editing, setEditing, deleting, setDeleting, busy, failure, confirmDelete, saved } =
    useAdminRecords(EVENTS_PATH, fetchEvents, deleteEvent);

  const { upcoming, past } = splitEvents(data ?? [], storeToday());
  const row = (event: StoreEvent, isPast: boolean) =>
    editing?.kind === 'edit' && editing.record.id === event.id ? (
      <li key={event.id} className="admin-events__item admin-events__item--editing">
        <EventForm
          event={event}
          onSave={(body) => updateEvent(event.id, body)}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      </li>
    ) : (
      <AdminRecordRow
        key={event.id}
        label={event.title}
        title={
          <>
            {event.title} {isPast && <span className="order-card__tag">Past</span>}
          </>
        }
        detail={`${eventDaysLabel(event)} · ${event.location}`}
        testId="admin-event"
        onEdit={() => setEditing({ kind: 'edit', record: event })}
        onDelete={() => setDeleting(event)}
      />
    );

  return (
    <div className="admin-events">
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      {editing?.kind === 'new' ? (
        <section className="admin-panel" aria-label="Add an event">
          <EventForm onSave={createEvent} onSaved={saved} onCancel={() => setEditing(null)} />
        </section>
      ) : (
        <button type="button" className="button" onClick={() => setEditing({ kind: 'new' })}>
          Add Event
        </button>
      )}
      <AdminRecordsState
        data={data}
        error={error}
        empty="No events yet. Add the next market you will be at."
      />
      {upcoming.length > 0 && (
        <>
          <h2 className="admin-events__heading">Coming up</h2>
          <ul className="admin-events__list" aria-label="Upcoming events">
            {upcoming.map((event) => row(event, false))}
          </ul>
        </>
      )}
      {past.length > 0 && (
        <>
          <h2 className="admin-events__heading">Past events</h2>
          <ul className="admin-events__list" aria-label="Past events">
            {past.map((event) => row(event, true))}
          </ul>
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.title}?`}
          confirmLabel="Delete Event"
          busyLabel="Deleting…"
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
          testId="delete-event-dialog"
        >
          <p>The event leaves the storefront’s Events page at once. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
