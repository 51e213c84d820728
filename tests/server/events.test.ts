import { EVENT_MESSAGES, type StoreEvent } from '@/lib/schemas/events';
import { TAGS } from '@/lib/tags';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { startRevalidationListener } from './support/revalidation-listener';

const SECRET = 'revalidate-secret-for-tests-0123456789';
let t: TestApp;
let listener: Awaited<ReturnType<typeof startRevalidationListener>>;
let owner: Record<string, string>;
let shopper: Record<string, string>;
let northOwner: Record<string, string>;

const north = { 'x-tenant-id': 'north' };

beforeAll(async () => {
  listener = await startRevalidationListener(SECRET);
  t = await buildTestApp({ WEB_URL: listener.url, REVALIDATE_SECRET: SECRET });
  [owner, shopper, northOwner] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'shopper@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
});
afterAll(async () => {
  await t.close();
  await listener.close();
});

const publicEvents = async (headers: Record<string, string>) =>
  ((await t.app.inject({ url: '/api/events', headers })).json() as { events: StoreEvent[] }).events;
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const market = {
  title: 'Sitka Winter Artisans Fair',
  startsOn: '2027-01-16',
  endsOn: '2027-01-17',
  location: 'Harrigan Centennial Hall, Sitka',
  description: 'Two days of makers by the harbour.',
};

describe('the public events of a store', () => {
  it("lists the demo store's October 2025 Anchorage market, and none of it in another store", async () => {
    const response = await t.app.inject({ url: '/api/events', headers: demo });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().events).toEqual([
      expect.objectContaining({
        title: 'School Holiday Craft Market',
        startsOn: '2025-10-25',
        endsOn: '2025-10-26',
        location: expect.stringContaining('Anchorage'),
      }),
    ]);
    expect(await publicEvents(north)).toEqual([]);
  });
});

describe("the owner's events", () => {
  it('adds, edits and deletes an event; each change reaches the storefront and expires its tag', async () => {
    const created = await send('POST', '/api/admin/events', { ...demo, ...owner }, market);
    expect(created.statusCode).toBe(201);
    const event = created.json() as StoreEvent;
    expect(event).toMatchObject({ ...market, image: null });
    expect(await listener.waitForTag(TAGS.events('demo'))).toBe(true);
    expect((await publicEvents(demo)).map((item) => item.title)).toContain(market.title);

    listener.received.splice(0);
    const edited = await send(
      'PUT',
      `/api/admin/events/${event.id}`,
      { ...demo, ...owner },
      { ...market, title: 'Winter Artisans Fair', endsOn: null, image: '/events/market-2_800.webp' },
    );
    expect(edited.statusCode).toBe(200);
    // Without an end date the event is one day long.
    expect(edited.json()).toMatchObject({
      title: 'Winter Artisans Fair',
      startsOn: '2027-01-16',
      endsOn: '2027-01-16',
      image: '/events/market-2_800.webp',
    });
    expect(await listener.waitForTag(TAGS.events('demo'))).toBe(true);
    expect((await publicEvents(demo)).find((item) => item.id === event.id)?.title).toBe(
      'Winter Artisans Fair',
    );

    const listed = await t.app.inject({ url: '/api/admin/events', headers: { ...demo, ...owner } });
    expect(listed.json().events.map((item: StoreEvent) => item.id)).toContain(event.id);

    const removed = await send('DELETE', `/api/admin/events/${event.id}`, { ...demo, ...owner });
    expect(removed.json()).toEqual({ success: true, id: event.id });
    expect((await publicEvents(demo)).map((item) => item.id)).not.toContain(event.id);
    const again = await send('DELETE', `/api/admin/events/${event.id}`, { ...demo, ...owner });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: EVENT_MESSAGES.notFound, code: 'EVENT_NOT_FOUND' });
  });

  it('is closed to nobody, to a customer and to the owner of another store', async () => {
    expect((await send('POST', '/api/admin/events', demo, market)).statusCode).toBe(401);
    expect((await send('POST', '/api/admin/events', { ...demo, ...shopper }, market)).statusCode).toBe(403);
    expect((await send('POST', '/api/admin/events', { ...demo, ...northOwner }, market)).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ url: '/api/admin/events', headers: { ...demo, ...shopper } })).statusCode,
    ).toBe(403);
  });

  it("never reaches another store's event, even with its id", async () => {
    const [demoEvent] = await publicEvents(demo);
    const asNorth = { ...north, ...northOwner };
    const edit = await send('PUT', `/api/admin/events/${demoEvent.id}`, asNorth, market);
    expect(edit.statusCode).toBe(404);
    const remove = await send('DELETE', `/api/admin/events/${demoEvent.id}`, asNorth);
    expect(remove.statusCode).toBe(404);
    expect((await publicEvents(demo)).find((item) => item.id === demoEvent.id)).toEqual(demoEvent);
    // What north adds stays north's.
    const created = await send('POST', '/api/admin/events', asNorth, {
      ...market,
      title: 'Fairbanks Solstice Market',
    });
    expect(created.statusCode).toBe(201);
    expect((await publicEvents(demo)).map((item) => item.title)).not.toContain('Fairbanks Solstice Market');
    expect((await publicEvents(north)).map((item) => item.title)).toEqual(['Fairbanks Solstice Market']);
  });

  it.each([
    [{ ...market, title: '   ' }, 'title', EVENT_MESSAGES.titleRequired],
    [{ ...market, title: 'x'.repeat(121) }, 'title', EVENT_MESSAGES.titleTooLong],
    [{ ...market, startsOn: '' }, 'startsOn', EVENT_MESSAGES.startsOnRequired],
    [{ ...market, startsOn: '2027-02-30' }, 'startsOn', EVENT_MESSAGES.invalidDate],
    [{ ...market, startsOn: '16/01/2027' }, 'startsOn', EVENT_MESSAGES.invalidDate],
    [{ ...market, endsOn: '2027-01-15' }, 'endsOn', EVENT_MESSAGES.endsBeforeStart],
    [{ ...market, location: '' }, 'location', EVENT_MESSAGES.locationRequired],
    [{ ...market, image: 'https://elsewhere.example/market.jpg' }, 'image', EVENT_MESSAGES.invalidImage],
    [{ ...market, image: '//elsewhere.example/market.jpg' }, 'image', EVENT_MESSAGES.invalidImage],
    [{ ...market, description: 'x'.repeat(4001) }, 'description', EVENT_MESSAGES.descriptionTooLong],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const before = (await publicEvents(demo)).length;
    const response = await send('POST', '/api/admin/events', { ...demo, ...owner }, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: expect.stringContaining(message),
      code: 'VALIDATION_ERROR',
      field,
    });
    expect(await publicEvents(demo)).toHaveLength(before);
  });

  it('refuses an unknown field, a missing body and an id that is not one', async () => {
    const unknown = await send(
      'POST',
      '/api/admin/events',
      { ...demo, ...owner },
      { ...market, tenantId: 'north' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const empty = await send('POST', '/api/admin/events', { ...demo, ...owner });
    expect(empty.statusCode).toBe(400);
    const badId = await send('PUT', '/api/admin/events/not-an-id', { ...demo, ...owner }, market);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
  });
});

describe("the demo store's About", () => {
  it('carries the brand story the About page tells', async () => {
    const store = (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demo })).json();
    expect(store.businessInfo.brandStory).toMatch(/^The studio began at a kitchen table/);
  });
});
