import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { OrderDetail } from '@/components/admin/orders/order-detail';
import { ShipForm } from '@/components/admin/orders/ship-form';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { answer } from './admin-support';
import { adminOrder, ORDER_ID as ID } from './admin-order-fixture';

const order = adminOrder;

const posts = () => (global.fetch as jest.Mock).mock.calls.filter(([, init]) => init?.method === 'POST');
const bodyOf = (call: [string, RequestInit]) => JSON.parse(String(call[1].body));

describe('ShipForm', () => {
  const onMoved = jest.fn();
  beforeEach(() => onMoved.mockReset());

  it('marks the order Shipped with the tracking number typed, and hands on the order the api answers', async () => {
    const shipped = order({ status: 'Shipped', trackingNumber: '1Z 999-AA', nextStatuses: ['Delivered'] });
    global.fetch = jest.fn(async () => answer(200, shipped)) as jest.Mock;
    render(<ShipForm orderId={ID} onMoved={onMoved} />);
    fireEvent.change(screen.getByLabelText('Tracking number (optional)'), {
      target: { value: '  1Z 999-AA ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(shipped));
    expect(posts()).toHaveLength(1);
    expect(posts()[0][0]).toBe(`/api/admin/orders/${ID}/status`);
    expect(bodyOf(posts()[0])).toEqual({ status: 'Shipped', trackingNumber: '1Z 999-AA', carrier: 'USPS' });
  });

  it('ships without a tracking number when none is given', async () => {
    global.fetch = jest.fn(async () =>
      answer(200, order({ status: 'Shipped', nextStatuses: ['Delivered'] })),
    ) as jest.Mock;
    render(<ShipForm orderId={ID} onMoved={onMoved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() => expect(onMoved).toHaveBeenCalled());
    expect(bodyOf(posts()[0])).toEqual({ status: 'Shipped' });
  });

  it('refuses a tracking number the api would refuse, before sending anything', async () => {
    global.fetch = jest.fn() as jest.Mock;
    render(<ShipForm orderId={ID} onMoved={onMoved} />);
    fireEvent.change(screen.getByLabelText('Tracking number (optional)'), { target: { value: 'ABC$123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    expect(
      await screen.findByText('Tracking number may hold only letters, digits, spaces and dashes'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Tracking number (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(global.fetch).not.toHaveBeenCalled();
    expect(onMoved).not.toHaveBeenCalled();
  });

  it('shows the api’s refusal: on the field it names, else above the button', async () => {
    global.fetch = jest.fn(async () =>
      answer(400, {
        error: 'Tracking number is at most 100 characters',
        code: 'VALIDATION_ERROR',
        field: 'trackingNumber',
      }),
    ) as jest.Mock;
    const { unmount } = render(<ShipForm orderId={ID} onMoved={onMoved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByText('Tracking number is at most 100 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Tracking number (optional)')).toHaveAttribute('aria-invalid', 'true');
    unmount();

    global.fetch = jest.fn(async () =>
      answer(409, { error: 'The order is Shipped; it cannot become Shipped', code: 'INVALID_TRANSITION' }),
    ) as jest.Mock;
    render(<ShipForm orderId={ID} onMoved={onMoved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order is Shipped; it cannot become Shipped',
    );
    expect(onMoved).not.toHaveBeenCalled();
  });
});

describe('OrderDetail offers only the moves the api allows', () => {
  const show = (detail: AdminOrderDetail, moved?: AdminOrderDetail) => {
    global.fetch = jest.fn(async (_url: string, init?: RequestInit) =>
      answer(200, init?.method === 'POST' ? moved : detail),
    ) as jest.Mock;
    return render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <OrderDetail id={ID} />
      </SWRConfig>,
    );
  };

  it('a Paid order: the ship form, nothing else; once shipped, Delivered and the tracking number', async () => {
    show(
      order(),
      order({
        status: 'Shipped',
        trackingNumber: 'TRK-1',
        nextStatuses: ['Delivered'],
        timeline: [
          ...order().timeline,
          { from: 'Paid', status: 'Shipped', at: '2026-03-03T18:00:00.000Z', trackingNumber: 'TRK-1' },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Order SO-1001' })).toBeInTheDocument();
    expect(screen.getByText('Tide Pool Ring × 2')).toBeInTheDocument();
    expect(screen.getByText('$94.98', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Delivered' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Paid' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tracking number (optional)'), { target: { value: 'TRK-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByRole('button', { name: 'Mark as Delivered' })).toBeInTheDocument();
    expect(screen.getByTestId('tracking-number')).toHaveTextContent('TRK-1');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(screen.getByTestId('order-timeline')).toHaveTextContent('Paid → Shipped (tracking TRK-1)');
    expect(screen.queryByTestId('ship-form')).not.toBeInTheDocument();
  });

  it('a backorder awaiting payment: Mark as Paid only', async () => {
    show(order({ status: 'Pending Payment', type: 'backorder', orderId: 'BO-77', nextStatuses: ['Paid'] }));
    expect(await screen.findByRole('button', { name: 'Mark as Paid' })).toBeInTheDocument();
    expect(screen.queryByTestId('ship-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Delivered' })).not.toBeInTheDocument();
  });

  it('a late Paid order: its Ship by day and Late; once shipped, no longer late', async () => {
    show(order({ shipBy: '2026-12-14', late: true }), order({ status: 'Shipped', shipBy: '2026-12-14' }));
    expect(await screen.findByTestId('order-ship-by')).toHaveTextContent('Ship by Dec 14, 2026');
    expect(screen.getByTestId('order-late')).toHaveTextContent('Late');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped'));
    expect(screen.getByTestId('order-ship-by')).toHaveTextContent('Ship by Dec 14, 2026');
    expect(screen.queryByTestId('order-late')).not.toBeInTheDocument();
  });

  it('an order from before ship-by dates: no Ship by line', async () => {
    show(order());
    expect(await screen.findByRole('heading', { name: 'Order SO-1001' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-ship-by')).not.toBeInTheDocument();
  });

  it('a Delivered order: no moves at all', async () => {
    show(order({ status: 'Delivered', nextStatuses: [] }));
    expect(await screen.findByText('No further status changes for this order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark as/ })).not.toBeInTheDocument();
  });

  it('a sale made by hand: how it was paid and the event it was sold at; by link, until the link is paid', async () => {
    const market = {
      type: 'manual' as const,
      orderId: 'MO-261205-A1B2C3',
      status: 'Delivered' as const,
      nextStatuses: [],
      payment: { ...order().payment, provider: null, status: null, paymentIntentId: null },
    };
    const { unmount } = show(
      order({ ...market, sale: { paidWith: 'cash', event: { id: 'e1', title: 'Harbor Holiday Market' } } }),
    );
    expect(await screen.findByTestId('order-sale')).toHaveTextContent(
      'Paid in cash · Sold at Harbor Holiday Market',
    );
    expect(screen.getByRole('heading', { name: 'Order MO-261205-A1B2C3 Manual' })).toBeInTheDocument();
    expect(screen.queryByText('Not paid yet')).not.toBeInTheDocument();
    unmount();

    const { unmount: unmountReader } = show(
      order({ ...market, sale: { paidWith: 'card_reader', event: null } }),
    );
    expect(await screen.findByTestId('order-sale')).toHaveTextContent(/^Paid by card reader$/);
    unmountReader();

    const byLink = { ...market, status: 'Pending Payment' as const, nextStatuses: ['Paid' as const] };
    const pending = [
      {
        from: null,
        status: 'Pending Payment' as const,
        at: '2026-03-02T18:00:00.000Z',
        trackingNumber: null,
      },
    ];
    const { unmount: unmountLink } = show(
      order({ ...byLink, timeline: pending, sale: { paidWith: 'link', event: null } }),
    );
    expect(await screen.findByTestId('order-sale')).toHaveTextContent('Payment link sent');
    unmountLink();

    show(
      order({
        ...market,
        status: 'Paid',
        timeline: [
          ...pending,
          { from: 'Pending Payment', status: 'Paid', at: '2026-03-03T18:00:00.000Z', trackingNumber: null },
        ],
        sale: { paidWith: 'link', event: null },
      }),
    );
    expect(await screen.findByTestId('order-sale')).toHaveTextContent('Paid by payment link');
  });

  it('another order says nothing of a sale made by hand', async () => {
    show(order());
    expect(await screen.findByRole('heading', { name: 'Order SO-1001' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-sale')).not.toBeInTheDocument();
  });
});
