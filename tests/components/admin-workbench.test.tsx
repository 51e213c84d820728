import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { navFor } from '@/components/admin/admin-nav';
import { OrderItems } from '@/components/admin/orders/order-panels';
import { WorkbenchView } from '@/components/admin/workbench/workbench-view';
import type { Workbench } from '@/lib/schemas/workbench';
import { answer } from './admin-support';

const ITEM = '7d8c9b1a-2f3e-4a5b-8c6d-1e2f3a4b5c6d';

const BENCH: Workbench = {
  groups: [
    {
      productId: 'p1',
      variantId: 'v6',
      productName: 'Tide Pool Ring',
      sizeName: 'Size 6',
      image: null,
      pieces: 3,
      made: 1,
      shipBy: '2026-02-03',
      late: true,
      lines: [
        {
          itemId: ITEM,
          orderId: 'o1',
          orderNumber: 'ORD-1001',
          customerName: 'Ada Lovelace',
          quantity: 2,
          madeCount: 0,
          shipBy: '2026-02-03',
          late: true,
        },
        {
          itemId: 'second-line',
          orderId: 'o2',
          orderNumber: 'ORD-1002',
          customerName: '',
          quantity: 1,
          madeCount: 1,
          shipBy: '2026-02-10',
          late: false,
        },
      ],
    },
  ],
};

function show() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <WorkbenchView />
    </SWRConfig>,
  );
}

const puts = () =>
  (global.fetch as jest.Mock).mock.calls.filter(
    ([, init]) => (init as RequestInit | undefined)?.method === 'PUT',
  );

describe('WorkbenchView', () => {
  it('shows each product and size as a card: pieces to make and made, the earliest day with Late, each order line', async () => {
    global.fetch = jest.fn(async () => answer(200, BENCH)) as jest.Mock;
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Workbench' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Tide Pool Ring — Size 6' });
    expect(within(card).getByText('2 to make · 1 made')).toBeInTheDocument();
    expect(within(card).getAllByTestId('order-late').length).toBeGreaterThan(0);
    expect(within(card).getAllByText(/Ship by Feb 3, 2026/).length).toBeGreaterThan(0);
    expect(within(card).getByRole('link', { name: 'Order ORD-1001' })).toHaveAttribute(
      'href',
      '/admin/orders/o1',
    );
    expect(within(card).getByText('Made 0 of 2')).toBeInTheDocument();
    expect(within(card).getByText('Made 1 of 1')).toBeInTheDocument();
    // The buttons name the order and the product; none past the line's bounds.
    expect(
      screen.getByRole('button', { name: 'Undo one: order ORD-1001, Tide Pool Ring — Size 6' }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Mark one made: order ORD-1002, Tide Pool Ring — Size 6' }),
    ).toBeDisabled();
  });

  it('marks a piece made at once and saves it', async () => {
    let release: (value: unknown) => void = () => undefined;
    global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'PUT') return answer(200, BENCH);
      await new Promise((resolve) => (release = resolve));
      return answer(200, { ...BENCH.groups[0].lines[0], madeCount: 1 });
    }) as jest.Mock;
    show();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mark one made: order ORD-1001, Tide Pool Ring — Size 6' }),
    );
    // Shown before the api answers.
    expect(await screen.findByText('Made 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('1 to make · 2 made')).toBeInTheDocument();
    await waitFor(() => expect(puts()).toHaveLength(1));
    const [url, init] = puts()[0] as [string, RequestInit];
    expect(url).toContain(`/api/admin/workbench/lines/${ITEM}`);
    expect(JSON.parse(String(init.body))).toEqual({ madeCount: 1 });
    await act(async () => release(undefined));
    expect(screen.getByText('Made 1 of 2')).toBeInTheDocument();
  });

  it('puts the count back and says why when the api refuses', async () => {
    global.fetch = jest.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? answer(409, { error: 'This order is no longer waiting to ship.', code: 'WORKBENCH_ORDER_NOT_OPEN' })
        : answer(200, BENCH),
    ) as jest.Mock;
    show();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Undo one: order ORD-1002, Tide Pool Ring — Size 6' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is no longer waiting to ship.');
    expect(screen.getByText('Made 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('2 to make · 1 made')).toBeInTheDocument();
  });

  it('says there is nothing to make when no paid order waits, and prints', async () => {
    global.fetch = jest.fn(async () => answer(200, { groups: [] })) as jest.Mock;
    const print = jest.fn();
    window.print = print;
    show();
    expect(
      await screen.findByText('Nothing to make: every paid order is made or shipped.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});

describe('the workbench in the back-office', () => {
  it('is in the navigation of those who handle orders, not of the catalog’s', () => {
    expect(navFor('orders').map((entry) => entry.label)).toContain('Workbench');
    expect(navFor('owner').map((entry) => entry.label)).toContain('Workbench');
    expect(navFor('catalog').map((entry) => entry.label)).not.toContain('Workbench');
  });

  it('shows on the order page how many of each line’s pieces are made', () => {
    render(
      <OrderItems
        items={[
          { productId: 'p1', name: 'Tide Pool Ring', price: 40, quantity: 3, image: null, madeCount: 2 },
          { productId: 'p2', name: 'Raven Mug', price: 12, quantity: 1, image: null, madeCount: 0 },
        ]}
      />,
    );
    expect(screen.getByText('Made 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Made 0 of 1')).toBeInTheDocument();
  });
});
