import type { Metadata } from 'next';
import { publicPageMetadata } from '@/lib/seo';

// Cached per store; the store tag (name, theme in the layout) expires it.
export const revalidate = 300;

export const metadata: Metadata = publicPageMetadata('/events', 'Events and Markets');

const IMAGES = [
  { src: '/events/market-1_800.webp', alt: 'Our market table with silver jewelry on display' },
  { src: '/events/market-2_800.webp', alt: 'Stoneware bowls and cups stacked at the market' },
];

/** Where to meet the maker in person. */
export default function EventsPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Meet the maker</p>
        <h1 className="page-title">Events and Markets</h1>
        <p className="page-lead">Come and see the work in person, try on a ring, and say hello.</p>
      </header>
      <article className="event" aria-labelledby="event-title">
        <div className="event__date" aria-hidden="true">
          <span className="event__month">Oct</span>
          <span className="event__days">25–26</span>
          <span className="event__year">2025</span>
        </div>
        <div className="event__body">
          <h2 id="event-title" className="event__title">
            School Holiday Craft Market
          </h2>
          <p className="event__when">
            <time dateTime="2025-10-25">Saturday 25th</time> and <time dateTime="2025-10-26">Sunday 26th October 2025</time>
          </p>
          <p className="event__where">Anchorage, Alaska · at a local school</p>
          <p>
            A weekend market in an Anchorage school, with local makers, food and music. We will bring new sterling
            silver pieces and a table of stoneware, including a few one-offs you will not find in the shop.
          </p>
        </div>
      </article>
      <ul className="event-images" aria-label="Market photos">
        {IMAGES.map((image) => (
          <li key={image.src}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a pre-sized static WebP */}
            <img src={image.src} alt={image.alt} width={800} height={600} loading="lazy" decoding="async" className="event-images__image" />
          </li>
        ))}
      </ul>
    </div>
  );
}
