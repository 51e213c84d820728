import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import type { CartProduct } from '@/lib/cart/cart-item';
import { cartStore } from '@/lib/cart/cart-store';
import { DEFAULT_SHIPPING_SETTINGS } from '@/lib/schemas/shipping';
import type { CheckoutShipping } from '@/lib/shipping';

jest.setTimeout(20_000);

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
}));

const ring: CartProduct = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Tide Line Ring',
  price: 45,
  image: null,
  size: '7',
  totalInventory: 3,
};

const STUDIO: CheckoutShipping = {
  offered: { local: true, national: true, international: false },
  settings: {
    ...DEFAULT_SHIPPING_SETTINGS,
    pickup: { address: '201 Lincoln St, Sitka', instructions: 'Ring the studio bell.' },
    national: { rateCents: 800, freeOverCents: 10000 },
  },
};

/** The body of the payment's opening call (the summary's tax quotes go to another path). */
async function paymentBody(fetchMock: jest.Mock) {
  const opening = () =>
    (fetchMock.mock.calls as unknown as [string, { body: string }][]).find(
      ([url]) => url === '/api/create-payment-intent',
    );
  await waitFor(() => expect(opening()).toBeDefined());
  return JSON.parse(opening()![1].body);
}

function mockApi() {
  const fetchMock = jest.fn(async () => ({
    ok: false,
    status: 409,
    json: async () => ({ error: 'stop here' }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  act(() => {
    cartStore.setOwner('reset');
    cartStore.setOwner(null);
    cartStore.add(ring);
  });
});

describe('checkout delivery', () => {
  it('offers pickup and the owner’s national rate, and pickup asks no address and charges no shipping', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    render(<CheckoutFlow audience="guest" shipping={STUDIO} />);

    expect(screen.getByTestId('checkout-method-national')).toBeChecked();
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent(
      'National shipping$8.00 (free over $100.00)',
    );
    expect(screen.getByTestId('order-summary-shipping')).toHaveTextContent('$8.00');

    await user.click(screen.getByTestId('checkout-method-pickup'));
    expect(screen.queryByTestId('checkout-address')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-pickup')).toHaveTextContent('201 Lincoln St, Sitka');
    expect(screen.getByTestId('checkout-pickup')).toHaveTextContent('Ring the studio bell.');
    expect(screen.getByTestId('order-summary-shipping')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('order-summary-total')).toHaveTextContent('$47.99');

    await user.type(screen.getByTestId('checkout-name'), 'Ann Shopper');
    await user.type(screen.getByTestId('checkout-email'), 'ann@example.com');
    await user.type(screen.getByTestId('checkout-phone'), '9075550142');
    await user.click(screen.getByTestId('checkout-ack'));
    await user.click(screen.getByTestId('place-order'));

    const body = await paymentBody(fetchMock);
    expect(body).toMatchObject({ amount: 4500 + 299, shippingMethod: 'pickup' });
    expect(body.customerInfo).toEqual({
      name: 'Ann Shopper',
      email: 'ann@example.com',
      phone: '+19075550142',
    });
  });

  it('takes an address abroad for international shipping and sends its country', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    const world: CheckoutShipping = {
      offered: { local: false, national: true, international: true },
      settings: {
        ...STUDIO.settings!,
        international: { rateCents: 2450, freeOverCents: null },
        countries: ['GB', 'CA'],
      },
    };
    render(<CheckoutFlow audience="guest" shipping={world} />);
    await user.click(screen.getByTestId('checkout-method-international'));
    expect(screen.queryByTestId('checkout-state')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-summary-shipping')).toHaveTextContent('$24.50');
    const options = Array.from((screen.getByTestId('checkout-country') as HTMLSelectElement).options).map(
      (option) => option.text,
    );
    expect(options).toEqual(['Select a country', 'Canada', 'United Kingdom']);

    await user.type(screen.getByTestId('checkout-name'), 'Ann Shopper');
    await user.type(screen.getByTestId('checkout-email'), 'ann@example.com');
    await user.type(screen.getByTestId('checkout-phone'), '020 7946 0958');
    await user.type(screen.getByTestId('checkout-address'), '10 Downing St');
    await user.type(screen.getByTestId('checkout-city'), 'London');
    await user.click(screen.getByTestId('checkout-ack'));
    await user.type(screen.getByTestId('checkout-zip'), '#');
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('Country is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid postal code')).toBeInTheDocument();

    await user.selectOptions(screen.getByTestId('checkout-country'), 'GB');
    await user.clear(screen.getByTestId('checkout-zip'));
    await user.type(screen.getByTestId('checkout-zip'), 'SW1A 2AA');
    await user.click(screen.getByTestId('place-order'));
    const body = await paymentBody(fetchMock);
    expect(body).toMatchObject({ amount: 4500 + 2450 + 299, shippingMethod: 'international' });
    // A number typed without + is read as the address's country's.
    expect(body.customerInfo).toMatchObject({
      city: 'London',
      zipCode: 'SW1A 2AA',
      country: 'GB',
      phone: '+442079460958',
    });
  });

  it('keeps the method picked across a reload of the page', async () => {
    mockApi();
    const user = userEvent.setup();
    const { unmount } = render(<CheckoutFlow audience="guest" shipping={STUDIO} />);
    await user.click(screen.getByTestId('checkout-method-pickup'));
    unmount();

    render(<CheckoutFlow audience="guest" shipping={STUDIO} />);
    expect(await screen.findByTestId('checkout-method-pickup')).toBeChecked();
    expect(screen.queryByTestId('checkout-address')).not.toBeInTheDocument();
  });

  it('shows no choice for a store offering national shipping only, charging the spec’s flat rate', () => {
    mockApi();
    render(<CheckoutFlow audience="guest" />);
    expect(screen.queryByTestId('checkout-delivery')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-summary-shipping')).toHaveTextContent('$11.99');
  });
});
