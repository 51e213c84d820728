import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { OrdersList } from '@/components/account/orders-list';
import type { Order } from '@/lib/schemas/order';
import { answer } from '@/tests/support/fetch-answer';

function order(overrides: Partial<Order>): Order {
  return {
    id: 'o-1',
    orderId: 'ORD-1001',
    status: 'Paid',
    type: 'regular',
    createdAt: '2025-10-01T12:00:00.000Z',
    total: 59.98,
    tenantName: 'Demo',
    products: [{ id: 'p-1', name: 'Tide Line Ring', price: 45, quantity: 1, image: null }],
    ...overrides,
  };
}

const orders = [
  order({ id: 'o-1', orderId: 'ORD-1001', status: 'Paid' }),
  order({ id: 'o-2', orderId: 'BO-1700000000000', status: 'Pending Payment', type: 'backorder' }),
  order({ id: 'o-3', orderId: 'ORD-1003', status: 'Delivered' }),
  order({ id: 'o-4', orderId: 'ORD-1004', status: 'Shipped' }),
];

/** Every call of the list is answered with this. */
function serve(status: number, body: unknown) {
  global.fetch = jest.fn().mockResolvedValue(answer(status, body));
}

function renderList(email: string | null = 'maker@example.com') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <OrdersList email={email} />
    </SWRConfig>,
  );
}

const shownIds = () =>
  screen.getAllByTestId('order-card').map((card) => within(card).getByTestId('order-id').textContent);

describe('Your Orders', () => {
  it('offers Pay now only on a backorder waiting for payment, leading to its payment page', async () => {
    serve(200, [
      ...orders,
      order({ id: 'o-5', orderId: 'BO-1700000000005', status: 'Paid', type: 'backorder' }),
    ]);
    renderList();
    expect(await screen.findAllByTestId('order-card')).toHaveLength(5);
    const pay = screen.getAllByRole('link', { name: /Pay now/ });
    expect(pay).toHaveLength(1);
    expect(pay[0]).toHaveAccessibleName('Pay now for order BO-1700000000000');
    expect(pay[0]).toHaveAttribute('href', '/orders/o-2/pay');
  });

  it('lists the history fetched for the customer, with a status icon each', async () => {
    serve(200, orders);
    renderList();
    expect(await screen.findAllByTestId('order-card')).toHaveLength(4);
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/orders/history/maker%40example.com',
      expect.objectContaining({ method: 'GET' }),
    );
    const icons = Array.from(document.querySelectorAll('[data-icon]')).map((icon) =>
      icon.getAttribute('data-icon'),
    );
    expect(icons).toEqual(['default', 'pending-payment', 'delivered', 'shipped']);
  });

  it('filters by status', async () => {
    serve(200, orders);
    renderList();
    await screen.findAllByTestId('order-card');
    await userEvent.selectOptions(screen.getByTestId('order-status-filter'), 'Delivered');
    expect(shownIds()).toEqual(['ORD-1003']);
    await userEvent.selectOptions(screen.getByTestId('order-status-filter'), 'Pending Payment');
    expect(shownIds()).toEqual(['BO-1700000000000']);
  });

  it('filters by type: backorders carry the BO- prefix', async () => {
    serve(200, orders);
    renderList();
    await screen.findAllByTestId('order-card');
    await userEvent.selectOptions(screen.getByTestId('order-type-filter'), 'Backorder');
    expect(shownIds()).toEqual(['BO-1700000000000']);
    await userEvent.selectOptions(screen.getByTestId('order-type-filter'), 'Regular');
    expect(shownIds()).toEqual(['ORD-1001', 'ORD-1003', 'ORD-1004']);
  });

  it('offers the spec’s filter values', async () => {
    serve(200, []);
    renderList();
    await screen.findByText('No orders found.');
    const values = (id: string) =>
      Array.from(screen.getByTestId(id).querySelectorAll('option')).map((option) => option.textContent);
    expect(values('order-status-filter')).toEqual([
      'All',
      'Pending Payment',
      'Paid',
      'Shipped',
      'Delivered',
      'Partially Refunded',
      'Refunded',
      'Cancelled',
    ]);
    expect(values('order-type-filter')).toEqual(['All', 'Regular', 'Backorder']);
  });

  it('shows refunded, partly refunded and cancelled orders with their own icon, and filters by them', async () => {
    serve(200, [
      order({ id: 'o-5', orderId: 'ORD-1005', status: 'Partially Refunded' }),
      order({ id: 'o-6', orderId: 'ORD-1006', status: 'Refunded' }),
      order({ id: 'o-7', orderId: 'BO-1700000000007', status: 'Cancelled', type: 'backorder' }),
    ]);
    renderList();
    await screen.findAllByTestId('order-card');
    const iconOf = (orderId: string) =>
      screen
        .getAllByTestId('order-card')
        .find((card) => within(card).getByTestId('order-id').textContent === orderId)!
        .querySelector('[data-icon]')!
        .getAttribute('data-icon');
    expect(iconOf('ORD-1005')).toBe('partially-refunded');
    expect(iconOf('ORD-1006')).toBe('refunded');
    expect(iconOf('BO-1700000000007')).toBe('cancelled');
    await userEvent.selectOptions(screen.getByTestId('order-status-filter'), 'Refunded');
    expect(shownIds()).toEqual(['ORD-1006']);
    await userEvent.selectOptions(screen.getByTestId('order-status-filter'), 'Cancelled');
    expect(shownIds()).toEqual(['BO-1700000000007']);
  });

  it('says No orders found. for an empty history and for filters nothing matches', async () => {
    serve(200, orders);
    renderList();
    await screen.findAllByTestId('order-card');
    await userEvent.selectOptions(screen.getByTestId('order-status-filter'), 'Delivered');
    await userEvent.selectOptions(screen.getByTestId('order-type-filter'), 'Backorder');
    expect(screen.getByText('No orders found.')).toBeInTheDocument();
  });

  it('says No orders found. when there are none yet', async () => {
    serve(200, []);
    renderList();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('says the history could not be fetched', async () => {
    serve(500, { error: 'boom' });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch order history. Please try again later.',
    );
  });

  it('asks for an email before fetching a history without one, in the spec’s words', async () => {
    global.fetch = jest.fn();
    renderList('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required to fetch order history');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('says the user information is not available when there is no user at all', async () => {
    global.fetch = jest.fn();
    renderList(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('User information is not available');
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
