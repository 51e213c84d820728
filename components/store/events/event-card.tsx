import { eventDateTile, eventDaysLabel } from '@/lib/event-days';
import type { StoreEvent } from '@/lib/schemas/events';
import { safeImageUrl } from '@/lib/theme';

/** One event or market: its days, where, what, and its picture; a past one says so. */
export function EventCard({ event, past }: { event: StoreEvent; past: boolean }) {
  const tile = eventDateTile(event);
  const titleId = `event-${event.id}`;
  const image = safeImageUrl(event.image ?? undefined);
  return (
    <article className={`event${past ? ' event--past' : ''}`} aria-labelledby={titleId} data-testid="event">
      <div className="event__date" aria-hidden="true">
        <span className="event__month">{tile.month}</span>
        <span className="event__days">{tile.days}</span>
        <span className="event__year">{tile.year}</span>
      </div>
      <div className="event__body">
        {past && <p className="event__past-badge">Past event</p>}
        <h3 id={titleId} className="event__title">
          {event.title}
        </h3>
        <p className="event__when">
          <time dateTime={event.startsOn}>{eventDaysLabel(event)}</time>
        </p>
        <p className="event__where">{event.location}</p>
        {event.description
          .split(/\n{2,}/)
          .filter(Boolean)
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        {image && (
          // eslint-disable-next-line @next/next/no-img-element -- an owner's picture of any size, on the store's own site
          <img src={image} alt="" className="event__image" loading="lazy" decoding="async" />
        )}
      </div>
    </article>
  );
}
