import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { EventsManager } from '@/components/admin/events/events-manager';
import type { StoreEvent } from '@/lib/schemas/events';
import { answer } from './admin-support';

const event = (id: string, title: string, startsOn: string, endsOn = startsOn): StoreEvent => ({
  id,
  title,
  startsOn,
  endsOn,
  location: 'Anchorage, Alaska',
  description: '',
  image: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const MARKET = event(
  '0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e01',
  'School Holiday Craft Market',
  '2025-10-25',
  '2025-10-26',
);
const FAIR = event(
  '0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e02',
  'Winter Artisans Fair',
  '2099-01-16',
  '2099-01-17',
);

let events: StoreEvent[];
const calls = () =>
  (global.fetch as jest.Mock).mock.calls.map(
    ([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}`,
  );
const bodyOf = (method: string) => {
  const call = (global.fetch as jest.Mock).mock.calls.find(
    ([, init]: [string, RequestInit | undefined]) => init?.method === method,
  );
  return JSON.parse(call[1].body as string);
};

beforeEach(() => {
  events = [MARKET, FAIR];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/admin/events') return answer(200, { events });
    if (method === 'POST' && url === '/api/admin/events') {
      const body = JSON.parse(init!.body as string);
      if (body.location === 'Nowhere')
        return answer(400, {
          error: 'location: not a place we know',
          code: 'VALIDATION_ERROR',
          field: 'location',
        });
      const created = {
        ...event(
          '0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e03',
          body.title,
          body.startsOn,
          body.endsOn || body.startsOn,
        ),
        location: body.location,
      };
      events = [...events, created];
      return answer(201, created);
    }
    if (method === 'PUT' && url === `/api/admin/events/${FAIR.id}`) {
      const body = JSON.parse(init!.body as string);
      const edited = { ...FAIR, ...body, endsOn: body.endsOn || body.startsOn };
      events = events.map((item) => (item.id === FAIR.id ? edited : item));
      return answer(200, edited);
    }
    if (method === 'DELETE' && url === `/api/admin/events/${MARKET.id}`) {
      events = events.filter((item) => item.id !== MARKET.id);
      return answer(200, { success: true, id: MARKET.id });
    }
    return answer(404, { error: 'Event not found', code: 'EVENT_NOT_FOUND' });
  }) as unknown as typeof fetch;
});

function renderManager() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <EventsManager />
    </SWRConfig>,
  );
}

describe('the back-office Events', () => {
  it('lists upcoming events, then past ones marked as past', async () => {
    renderManager();
    const upcoming = await screen.findByRole('list', { name: 'Upcoming events' });
    expect(within(upcoming).getByRole('listitem', { name: 'Winter Artisans Fair' })).toBeInTheDocument();
    const past = screen.getByRole('list', { name: 'Past events' });
    const market = within(past).getByRole('listitem', { name: 'School Holiday Craft Market' });
    expect(within(market).getByText('Past')).toBeInTheDocument();
    expect(
      within(market).getByText(/Saturday 25 and Sunday 26 October 2025 · Anchorage, Alaska/),
    ).toBeInTheDocument();
  });

  it('adds an event with the api’s rules checked first, and lists it', async () => {
    renderManager();
    await screen.findByRole('list', { name: 'Upcoming events' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const form = screen.getByRole('form', { name: 'New event' });
    // Nothing typed: the form says what is missing and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Location is required')).toBeInTheDocument();
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.type(within(form).getByLabelText('Title'), 'Spring Makers Market');
    fireEvent.change(within(form).getByLabelText('First day'), { target: { value: '2099-04-12' } });
    fireEvent.change(within(form).getByLabelText('Last day (optional)'), { target: { value: '2099-04-10' } });
    await user.type(within(form).getByLabelText('Location'), 'Centennial Hall, Juneau');
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    expect(await within(form).findByText('The end date cannot be before the start date')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Last day (optional)'), { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    const upcoming = screen.getByRole('list', { name: 'Upcoming events' });
    expect(
      await within(upcoming).findByRole('listitem', { name: 'Spring Makers Market' }),
    ).toBeInTheDocument();
    expect(bodyOf('POST')).toMatchObject({
      title: 'Spring Makers Market',
      startsOn: '2099-04-12',
      location: 'Centennial Hall, Juneau',
    });
    expect(screen.queryByRole('form', { name: 'New event' })).not.toBeInTheDocument();
  });

  it("puts the api's refusal on the field it names", async () => {
    renderManager();
    await screen.findByRole('list', { name: 'Upcoming events' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const form = screen.getByRole('form', { name: 'New event' });
    await user.type(within(form).getByLabelText('Title'), 'Somewhere Market');
    fireEvent.change(within(form).getByLabelText('First day'), { target: { value: '2099-04-12' } });
    await user.type(within(form).getByLabelText('Location'), 'Nowhere');
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    expect(await within(form).findByText('location: not a place we know')).toBeInTheDocument();
    expect(within(form).getByLabelText('Location')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits an event in place, starting from what is saved', async () => {
    renderManager();
    const item = await screen.findByRole('listitem', { name: 'Winter Artisans Fair' });
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit Winter Artisans Fair' });
    expect(within(form).getByLabelText('First day')).toHaveValue('2099-01-16');
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Winter Fair');
    await user.click(within(form).getByRole('button', { name: 'Save Event' }));
    expect(await screen.findByRole('listitem', { name: 'Winter Fair' })).toBeInTheDocument();
    expect(calls()).toContain(`PUT /api/admin/events/${FAIR.id}`);
    expect(bodyOf('PUT')).toMatchObject({
      title: 'Winter Fair',
      startsOn: '2099-01-16',
      endsOn: '2099-01-17',
    });
  });

  it('asks before deleting: Cancel keeps the event, Delete Event removes it', async () => {
    renderManager();
    const item = await screen.findByRole('listitem', { name: 'School Holiday Craft Market' });
    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete School Holiday Craft Market?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls().filter((call) => call.startsWith('DELETE'))).toEqual([]);
    expect(screen.getByRole('listitem', { name: 'School Holiday Craft Market' })).toBeInTheDocument();

    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete School Holiday Craft Market?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Event' }));
    });
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'School Holiday Craft Market' })).not.toBeInTheDocument(),
    );
    expect(calls()).toContain(`DELETE /api/admin/events/${MARKET.id}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
