import { splitEvents, type StoreEvent } from '@/lib/schemas/events';
import { EventCard } from './event-card';

/**
 * The Events page's list: upcoming (and running) events first, soonest first, then past events,
 * latest first, marked as past. `today` is the store's day.
 */
export function EventList({ events, today }: { events: StoreEvent[] | null; today: string }) {
  if (events === null) {
    return <p className="notice">Our events could not be loaded just now. Please try again in a moment.</p>;
  }
  const { upcoming, past } = splitEvents(events, today);
  return (
    <>
      <section className="events-section" aria-labelledby="events-upcoming">
        <h2 id="events-upcoming" className="events-section__title">
          Coming up
        </h2>
        {upcoming.length === 0 ? (
          <p className="events-section__empty">
            No upcoming events just now. New markets are added here as they are booked.
          </p>
        ) : (
          upcoming.map((event) => <EventCard key={event.id} event={event} past={false} />)
        )}
      </section>
      {past.length > 0 && (
        <section className="events-section" aria-labelledby="events-past">
          <h2 id="events-past" className="events-section__title">
            Past events
          </h2>
          {past.map((event) => (
            <EventCard key={event.id} event={event} past />
          ))}
        </section>
      )}
    </>
  );
}
