'use client';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { createEvent, updateEvent } from '@/lib/client/events';
import { eventDaysLabel } from '@/lib/event-days';
import { MESSAGES } from '@/lib/messages';
import { splitEvents, storeToday, type StoreEvent } from '@/lib/schemas/events';
import { EventForm } from './event-form';
import { useEvents } from './use-events';

function EventRow({
  event,
  past,
  onEdit,
  onDelete,
}: {
  event: StoreEvent;
  past: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="admin-events__item" aria-label={event.title} data-testid="admin-event">
      <div>
        <p className="admin-events__title">
          {event.title} {past && <span className="order-card__tag">Past</span>}
        </p>
        <p className="admin-settings__muted">
          {eventDaysLabel(event)} · {event.location}
        </p>
      </div>
      <div className="admin-events__actions">
        <button type="button" className="button button--small button--ghost" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="button button--small button--danger" onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}

/**
 * The back-office's Events: the store's events and markets, upcoming first, then past ones;
 * add, edit, and delete (asked first). The storefront's Events page shows a change at once.
 */
export function EventsManager() {
  const { data, error, editing, setEditing, deleting, setDeleting, busy, failure, confirmDelete, saved } =
    useEvents();

  const { upcoming, past } = splitEvents(data ?? [], storeToday());
  const row = (event: StoreEvent, isPast: boolean) =>
    editing?.kind === 'edit' && editing.event.id === event.id ? (
      <li key={event.id} className="admin-events__item admin-events__item--editing">
        <EventForm
          event={event}
          onSave={(body) => updateEvent(event.id, body)}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      </li>
    ) : (
      <EventRow
        key={event.id}
        event={event}
        past={isPast}
        onEdit={() => setEditing({ kind: 'edit', event })}
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
      {error && !data && (
        <p className="notice notice--error" role="alert">
          {error instanceof Error ? error.message : MESSAGES.generic}
        </p>
      )}
      {!data && !error && <p role="status">{MESSAGES.loading}</p>}
      {data && data.length === 0 && (
        <p className="admin-settings__muted">No events yet. Add the next market you will be at.</p>
      )}
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
