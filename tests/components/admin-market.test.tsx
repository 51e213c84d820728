import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { MarketScreen } from '@/components/admin/market/market-screen';
import type { ManualPieces } from '@/lib/schemas/manual-order';
import { answer } from './admin-support';

const PIECES: ManualPieces = {
  pieces: [
    { id: 'p-ring', name: 'Tide Pool Ring', priceCents: 4800, stock: 1, image: '', sizes: [] },
    { id: 'p-mug', name: 'Spruce Mug', priceCents: 3200, stock: 0, image: '', sizes: [] },
    {
      id: 'p-cuff',
      name: 'Kelp Cuff',
      priceCents: 6000,
      stock: 2,
      image: '',
      sizes: [
        { id: 's-small', name: 'Small', priceCents: 6000, stock: 0 },
        { id: 's-large', name: 'Large', priceCents: 6500, stock: 2 },
      ],
    },
  ],
};

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Anchorage' }).format(new Date());
const DASHBOARD = {
  events: [
    { id: 'e-past', title: 'Fall Fair', startsOn: '2020-10-01', endsOn: '2020-10-01', orders: 0, revenue: 0 },
    { id: 'e-today', title: 'Harbor Market', startsOn: today, endsOn: today, orders: 0, revenue: 0 },
  ],
};

/** The api as the screen meets it; the sale's POST answers `sold`. */
function serve(sold: { status: number; body: unknown }) {
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return answer(sold.status, sold.body);
    if (String(url).includes('/api/admin/dashboard'))
      return answer(200, {
        ordersToShip: 0,
        day: today,
        timeZone: 'America/Anchorage',
        todayOrders: 0,
        todayRevenue: 0,
        lowStockThreshold: 5,
        lowStockCount: 0,
        lowStock: [],
        ...DASHBOARD,
      });
    return answer(200, PIECES);
  }) as jest.Mock;
}

const posted = () =>
  JSON.parse(
    (global.fetch as jest.Mock).mock.calls.find(([, init]) => (init as RequestInit)?.method === 'POST')![1]
      .body,
  );

function show() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MarketScreen />
    </SWRConfig>,
  );
}

describe('MarketScreen', () => {
  it('sells a tapped piece for cash with a receipt, under today’s event, and says it is recorded', async () => {
    serve({
      status: 201,
      body: {
        id: 'o1',
        orderId: 'MO-261130-ABC123',
        status: 'Delivered',
        totalCents: 4800,
        mailedTo: 'fan@example.test',
      },
    });
    show();
    const ring = await screen.findByRole('button', { name: 'Tide Pool Ring, $48.00, 1 left' });
    const mug = screen.getByRole('button', { name: 'Spruce Mug, $32.00, Sold out' });
    expect(mug).toBeDisabled();
    // What the button shows, word for word as its name reads (voice control and label-in-name).
    expect(mug).toHaveTextContent(/^Spruce Mug \$32\.00 Sold out$/);
    await waitFor(() => expect(screen.getByLabelText('Event')).toHaveValue('e-today'));
    expect(screen.getByRole('button', { name: 'Cash' })).toBeDisabled();

    fireEvent.click(ring);
    const sale = screen.getByRole('list', { name: 'Sale' });
    expect(within(sale).getByText('Tide Pool Ring')).toBeInTheDocument();
    // The last one is in the sale: no more of it to tap.
    expect(screen.getByRole('button', { name: 'Tide Pool Ring, $48.00, Sold out' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'One more Tide Pool Ring' })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Receipt email (optional)'), {
      target: { value: 'fan@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cash' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sale recorded — MO-261130-ABC123');
    expect(screen.getByText('Receipt sent to fan@example.test')).toBeInTheDocument();
    expect(posted()).toEqual({
      lines: [{ productId: 'p-ring', quantity: 1 }],
      payment: { method: 'cash' },
      customer: { email: 'fan@example.test' },
      eventId: 'e-today',
    });

    fireEvent.click(screen.getByRole('button', { name: 'New sale' }));
    expect(await screen.findByLabelText('Search pieces')).toBeInTheDocument();
    expect(screen.getByText('Tap a piece to add it to the sale.')).toBeInTheDocument();
  });

  it('offers a piece’s sizes, a gone one disabled, and sells the chosen size by card reader', async () => {
    serve({
      status: 201,
      body: { id: 'o2', orderId: 'MO-261130-DEF456', status: 'Delivered', totalCents: 13000, mailedTo: null },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Kelp Cuff, $60.00, 2 sizes' }));
    const sizes = screen.getByRole('group', { name: 'Sizes of Kelp Cuff' });
    expect(within(sizes).getByRole('button', { name: 'Small, $60.00, Sold out' })).toBeDisabled();
    fireEvent.click(within(sizes).getByRole('button', { name: 'Large, $65.00, 2 left' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more Kelp Cuff — Large' }));
    expect(screen.getByLabelText('Quantity of Kelp Cuff — Large')).toHaveTextContent('2');
    fireEvent.click(screen.getByRole('button', { name: 'Card reader' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sale recorded — MO-261130-DEF456');
    expect(posted().lines).toEqual([{ productId: 'p-cuff', variantId: 's-large', quantity: 2 }]);
    expect(posted().payment).toEqual({ method: 'card_reader' });
  });

  it('keeps the sale and shows the refusal when the last unit went meanwhile', async () => {
    serve({
      status: 409,
      body: { error: 'Tide Pool Ring is sold out', code: 'OUT_OF_STOCK', field: 'lines.0.quantity' },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Tide Pool Ring, $48.00, 1 left' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cash' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tide Pool Ring is sold out');
    expect(
      within(screen.getByRole('list', { name: 'Sale' })).getByText('Tide Pool Ring'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tide Pool Ring' }));
    expect(screen.queryByRole('list', { name: 'Sale' })).not.toBeInTheDocument();
  });
});
