import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { OrderSummary } from '@/components/checkout/order-summary';
import type { CartItem, CartProduct } from '@/lib/cart/cart-item';
import { cartStore } from '@/lib/cart/cart-store';
import type { PaymentIntent } from '@/lib/client/checkout';

jest.setTimeout(20_000);

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: mockReplace, push: jest.fn(), refresh: jest.fn() }),
}));

const ring: CartProduct = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Tide Line Ring',
  price: 45,
  image: null,
  size: '7',
  totalInventory: 3,
};
const basket: CartItem[] = [{ ...ring, quantity: 2 } as CartItem];

/** 2 rings at 45.00 = 90.00, with 11.99 shipping and the 2.99 fee: 104.98 before tax. */
const held = (tax: Partial<PaymentIntent>): PaymentIntent => ({
  clientSecret: 'pi_test_1_secret_x',
  paymentIntentId: 'pi_test_1',
  amount: 10498,
  provider: 'test',
  items: [{ productId: ring.id, name: ring.name, quantity: 2, priceCents: 4500 }],
  subtotalCents: 9000,
  shippingCents: 1199,
  serviceFeeCents: 299,
  taxCents: 0,
  taxLines: [],
  pricesIncludeTax: false,
  taxNote: null,
  ...tax,
});

const summary = () => within(screen.getByTestId('order-summary'));

describe('the order summary’s tax', () => {
  it('adds a Tax line to the total when prices are without tax', () => {
    render(<OrderSummary items={basket} tax={{ taxCents: 585, pricesIncludeTax: false, taxNote: null }} />);
    expect(summary().getByText('Tax')).toBeInTheDocument();
    expect(screen.getByTestId('order-summary-tax')).toHaveTextContent('$5.85');
    expect(screen.getByTestId('order-summary-total')).toHaveTextContent('$110.83');
  });

  it('shows the VAT inside the shelf price under an unchanged total', () => {
    render(<OrderSummary items={basket} tax={{ taxCents: 1437, pricesIncludeTax: true, taxNote: null }} />);
    expect(screen.queryByTestId('order-summary-tax')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-summary-tax-included')).toHaveTextContent('incl. VAT $14.37');
    expect(screen.getByTestId('order-summary-total')).toHaveTextContent('$104.98');
  });

  it('warns of import VAT on an EU parcel over the limit, and shows nothing when no tax is due', () => {
    const { unmount } = render(
      <OrderSummary
        items={basket}
        tax={{ taxCents: 0, pricesIncludeTax: false, taxNote: 'IOSS_OVER_LIMIT' }}
      />,
    );
    expect(screen.getByTestId('order-summary-import-vat')).toHaveTextContent(
      'Import VAT and fees may be due on delivery',
    );
    unmount();
    render(
      <OrderSummary
        items={basket}
        tax={{ taxCents: 0, pricesIncludeTax: false, taxNote: 'NOT_REGISTERED' }}
      />,
    );
    expect(screen.queryByTestId('order-summary-tax')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-summary-tax-included')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-summary-import-vat')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-summary-total')).toHaveTextContent('$104.98');
  });

  it('shows on the payment step the tax the payment charges, its total the amount charged', () => {
    render(<OrderSummary items={basket} held={held({ amount: 11083, taxCents: 585 })} />);
    expect(screen.getByTestId('order-summary-tax')).toHaveTextContent('$5.85');
    expect(screen.getByTestId('order-summary-total')).toHaveTextContent('$110.83');
  });
});

type Answer = { status: number; body: unknown };

/** fetch answering by path; a list answers in turn, its last answer again once used up. */
function mockApi(routes: Record<string, Answer[]>) {
  const fetchMock = jest.fn(async (url: string) => {
    const answers = routes[url];
    if (!answers) throw new Error(`unexpected call to ${url}`);
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
const bodiesOf = (fetchMock: jest.Mock, url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url).map(([, init]) => JSON.parse(init.body));

const field = (id: string) => screen.getByTestId(id);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  act(() => {
    cartStore.setOwner('reset');
    cartStore.setOwner(null);
    cartStore.add(ring);
    cartStore.add(ring);
  });
});

describe('when the order ships', () => {
  it('says the day the basket would ship by, and from payment on the payment’s day', () => {
    const { rerender } = render(<OrderSummary items={basket} />);
    expect(screen.queryByTestId('order-summary-ships')).not.toBeInTheDocument();
    rerender(<OrderSummary items={basket} shipBy="2026-12-14" />);
    expect(screen.getByTestId('order-summary-ships')).toHaveTextContent('Ships by Mon, Dec 14');
    rerender(<OrderSummary items={basket} shipBy="2026-12-14" held={held({ shipBy: '2026-12-15' })} />);
    expect(screen.getByTestId('order-summary-ships')).toHaveTextContent('Ships by Tue, Dec 15');
  });
});

describe('tax through checkout', () => {
  it('quotes the tax once the state is known, and the payment step charges exactly the total shown', async () => {
    const quote = { taxCents: 585, taxLines: [{ jurisdiction: 'US-WA', rate: 6.5, amount: 585 }] };
    const fetchMock = mockApi({
      '/api/checkout/tax': [
        { status: 200, body: { ...quote, pricesIncludeTax: false, taxNote: null, shipBy: '2026-12-14' } },
      ],
      '/api/create-payment-intent': [
        {
          status: 200,
          body: { ...held({ amount: 11083, ...quote }), holdExpiresAt: new Date().toISOString() },
        },
      ],
    });
    const user = userEvent.setup();
    render(<CheckoutFlow audience="guest" />);
    expect(screen.queryByTestId('order-summary-tax')).not.toBeInTheDocument();
    await user.type(field('checkout-name'), 'Ann Shopper');
    await user.type(field('checkout-email'), 'ann@example.com');
    await user.type(field('checkout-phone'), '2065550142');
    await user.type(field('checkout-address'), '1 Pike St');
    await user.type(field('checkout-city'), 'Seattle');
    await user.selectOptions(field('checkout-state'), 'WA');
    await user.type(field('checkout-zip'), '98101');
    await user.click(field('checkout-ack'));

    expect(await screen.findByTestId('order-summary-tax')).toHaveTextContent('$5.85');
    expect(field('order-summary-total')).toHaveTextContent('$110.83');
    expect(field('order-summary-ships')).toHaveTextContent('Ships by Mon, Dec 14');
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/checkout/tax').at(-1)).toMatchObject({
        items: [{ id: ring.id, quantity: 2 }],
        shippingMethod: 'national',
        destination: { state: 'WA', zipCode: '98101' },
      }),
    );

    await user.click(field('place-order'));
    expect(await screen.findByTestId('pay-button')).toHaveTextContent('Pay $110.83');
    // The shopper confirms the total before tax; the api adds the tax it quoted.
    expect(bodiesOf(fetchMock, '/api/create-payment-intent')[0]).toMatchObject({ amount: 10498 });
    expect(field('order-summary-tax')).toHaveTextContent('$5.85');
    expect(field('order-summary-total')).toHaveTextContent('$110.83');
  });
});
