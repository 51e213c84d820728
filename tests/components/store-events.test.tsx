import { render, screen, within } from '@testing-library/react';
import { EventList } from '@/components/store/events/event-list';
import { eventDaysLabel } from '@/lib/event-days';
import { isPastEvent, splitEvents, storeToday, type StoreEvent } from '@/lib/schemas/events';

const event = (
  id: string,
  title: string,
  startsOn: string,
  endsOn = startsOn,
  extra: Partial<StoreEvent> = {},
): StoreEvent => ({
  id,
  title,
  startsOn,
  endsOn,
  location: 'Anchorage, Alaska',
  description: '',
  image: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

const anchorage = event('e1', 'School Holiday Craft Market', '2025-10-25', '2025-10-26', {
  description: 'A weekend market in an Anchorage school.',
});
const winter = event('e2', 'Winter Artisans Fair', '2027-01-16', '2027-01-17', {
  image: '/events/market-2_800.webp',
});
const spring = event('e3', 'Spring Makers Market', '2027-04-10');
const summer2026 = event('e4', 'Solstice Street Fair', '2026-06-20');
const running = event('e5', 'Holiday Open Studio', '2026-11-20', '2026-11-30');

describe('the Events page', () => {
  it('shows the October 2025 market as past, below the upcoming events, soonest first', () => {
    render(<EventList events={[spring, anchorage, winter, running]} today="2026-11-26" />);
    const upcoming = screen.getByRole('region', { name: 'Coming up' });
    expect(
      within(upcoming)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-labelledby')),
    ).toEqual(['event-e5', 'event-e2', 'event-e3']);
    expect(within(upcoming).queryByText('Past event')).not.toBeInTheDocument();

    const past = screen.getByRole('region', { name: 'Past events' });
    const market = within(past).getByRole('article', { name: 'School Holiday Craft Market' });
    expect(within(market).getByText('Past event')).toBeInTheDocument();
    expect(within(market).getByText('Saturday 25 and Sunday 26 October 2025')).toBeInTheDocument();
    expect(within(market).getByText('A weekend market in an Anchorage school.')).toBeInTheDocument();
    // Upcoming comes before past in the page.
    expect(upcoming.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists past events latest first and says when nothing is coming up', () => {
    render(<EventList events={[anchorage, summer2026]} today="2026-11-26" />);
    expect(screen.getByText(/No upcoming events just now/)).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past events' });
    expect(
      within(past)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-labelledby')),
    ).toEqual(['event-e4', 'event-e1']);
  });

  it("shows an event's picture from the store's own site", () => {
    render(<EventList events={[winter]} today="2026-11-26" />);
    const card = screen.getByRole('article', { name: 'Winter Artisans Fair' });
    expect(card.querySelector('img')).toHaveAttribute('src', '/events/market-2_800.webp');
  });

  it('says so when the events could not be loaded, rather than that there are none', () => {
    render(<EventList events={null} today="2026-11-26" />);
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByText(/No upcoming events/)).not.toBeInTheDocument();
  });
});

describe('event days', () => {
  it('an event is past only once its last day is over, in the store’s day', () => {
    expect(isPastEvent(running, '2026-11-30')).toBe(false);
    expect(isPastEvent(running, '2026-12-01')).toBe(true);
    expect(splitEvents([running], '2026-11-30').upcoming).toEqual([running]);
    // 08:00 UTC on 1 December is still 30 November in Alaska.
    expect(storeToday(new Date('2026-12-01T08:00:00Z'))).toBe('2026-11-30');
  });

  it('reads as a person writes dates', () => {
    expect(eventDaysLabel(spring)).toBe('Saturday 10 April 2027');
    expect(eventDaysLabel(running)).toBe('Friday 20 – Monday 30 November 2026');
    expect(eventDaysLabel({ startsOn: '2025-10-31', endsOn: '2025-11-02' })).toBe(
      'Friday 31 October – Sunday 2 November 2025',
    );
  });
});
