import type { SaleEvent } from '@/lib/client/manual-orders';

/** The event or market a sale belongs to; "No event" for a sale outside one. */
export function EventSelect({
  id,
  events,
  value,
  onChange,
}: {
  id: string;
  events: SaleEvent[];
  value: string;
  onChange: (eventId: string) => void;
}) {
  return (
    <div className="field market__event">
      <label htmlFor={id} className="field__label">
        Event
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">No event</option>
        {events.map((event) => (
          <option key={event.id} value={event.id}>
            {event.title} ({event.startsOn})
          </option>
        ))}
      </select>
    </div>
  );
}
