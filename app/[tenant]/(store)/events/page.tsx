import type { Metadata } from 'next';
import { EventList } from '@/components/store/events/event-list';
import { listStoreEvents } from '@/lib/api/events';
import { storeToday } from '@/lib/schemas/events';
import { publicPageMetadata } from '@/lib/seo';

// Cached per store; the events tag (an owner's change) and the store tag (name, theme in the layout) expire it.
export const revalidate = 300;

export const metadata: Metadata = publicPageMetadata('/events', 'Events and Markets');

const IMAGES = [
  { src: '/events/market-1_800.webp', alt: 'Our market table with silver jewelry on display' },
  { src: '/events/market-2_800.webp', alt: 'Stoneware bowls and cups stacked at the market' },
];

type Props = { params: Promise<{ tenant: string }> };

/** Where to meet the maker in person: the store's events, upcoming first, then past ones as past. */
export default async function EventsPage({ params }: Props) {
  const { tenant } = await params;
  const events = await listStoreEvents(tenant);
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Meet the maker</p>
        <h1 className="page-title">Events and Markets</h1>
        <p className="page-lead">Come and see the work in person, try on a ring, and say hello.</p>
      </header>
      <EventList events={events} today={storeToday()} />
      <ul className="event-images" aria-label="Market photos">
        {IMAGES.map((image) => (
          <li key={image.src}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a pre-sized static WebP */}
            <img
              src={image.src}
              alt={image.alt}
              width={800}
              height={600}
              loading="lazy"
              decoding="async"
              className="event-images__image"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
