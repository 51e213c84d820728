import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PayBackorder } from '@/components/account/pay-backorder';

jest.setTimeout(20_000);

type Answer = { status: number; body: unknown };

const ORDER = '44444444-4444-4444-8444-444444444444';
const OPEN = `/api/orders/${ORDER}/payment`;

/** fetch answering by path; a list answers in turn. */
function mockApi(routes: Record<string, Answer[]>) {
  const fetchMock = jest.fn(async (url: string) => {
    const answer = routes[url]?.shift();
    if (!answer) throw new Error(`unexpected call to ${url}`);
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const payment = {
  id: 'pay-1',
  orderId: ORDER,
  clientSecret: 'pi_9_secret',
  paymentIntentId: 'pi_9',
  amount: 6450,
  currency: 'usd',
  provider: 'test',
  stripeAccount: null,
  items: [{ productId: 'p1', name: 'Tide Pool Mug', quantity: 2, priceCents: 2900 }],
  subtotalCents: 5800,
  shippingCents: 650,
  serviceFeeCents: 0,
  taxCents: 0,
  taxLines: [],
  pricesIncludeTax: false,
  taxNote: null,
};

async function payWith(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.clear(screen.getByTestId('card-number'));
  await user.type(screen.getByTestId('card-number'), number);
  await user.clear(screen.getByTestId('card-expiry'));
  await user.type(screen.getByTestId('card-expiry'), '1240');
  await user.clear(screen.getByTestId('card-cvc'));
  await user.type(screen.getByTestId('card-cvc'), '123');
  await user.click(screen.getByTestId('pay-button'));
}

describe('paying a backorder', () => {
  it('charges the opened payment’s total, shows a refused card, and thanks once it is paid', async () => {
    const fetchMock = mockApi({
      [OPEN]: [{ status: 200, body: payment }],
      '/api/payments/test/confirm': [
        { status: 200, body: { status: 'failed' } },
        { status: 200, body: { status: 'succeeded' } },
      ],
      '/api/orders': [{ status: 200, body: { status: 'Paid' } }],
    });
    const user = userEvent.setup();
    render(<PayBackorder id={ORDER} ordersHref="/customer/orders" />);
    expect(await screen.findByRole('heading', { name: `Payment for order ${ORDER}` })).toBeInTheDocument();
    expect(screen.getByTestId('pay-button')).toHaveTextContent('Pay $64.50');

    await payWith(user, '4000000000000002');
    expect(await screen.findByTestId('pay-backorder-error')).toHaveTextContent('Payment failed');
    expect(screen.getByTestId('pay-backorder-error')).toHaveAttribute('role', 'alert');

    await payWith(user, '4242424242424242');
    expect(await screen.findByTestId('pay-backorder-paid')).toHaveTextContent(
      `Thank you! Order ${ORDER} is paid. We will let you know when it ships.`,
    );
    expect(screen.queryByTestId('pay-backorder-error')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/customer/orders',
    );
    const completed = fetchMock.mock.calls.find(([url]) => url === '/api/orders')!;
    expect(JSON.parse(String((completed as unknown as [string, RequestInit])[1].body))).toEqual({
      paymentIntentId: 'pi_9',
    });
  });

  it('says so when the order is already paid', async () => {
    mockApi({
      [OPEN]: [{ status: 409, body: { code: 'ALREADY_PAID', error: 'This order is already paid.' } }],
    });
    render(<PayBackorder id={ORDER} ordersHref={null} />);
    expect(await screen.findByTestId('pay-backorder-refused')).toHaveTextContent(
      'This order is already paid.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('This order is already paid.');
  });
});
