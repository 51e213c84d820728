import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import type { CartProduct } from '@/lib/cart/cart-item';
import { cartStore } from '@/lib/cart/cart-store';
import { checkoutFormFromProfile } from '@/lib/checkout/checkout-form';
import { PHONE_INVALID_MESSAGE } from '@/lib/phone';

// Typing a whole form with user-event takes seconds per test, more on a busy machine.
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

type Answer = { status: number; body: unknown } | Error;
type Routes = Record<string, Answer | Answer[]>;

/** fetch answering by path; a list answers in turn. */
function mockApi(routes: Routes) {
  const fetchMock = jest.fn(async (url: string) => {
    const route = routes[url];
    const answer = Array.isArray(route) ? route.shift() : route;
    if (!answer) throw new Error(`unexpected call to ${url}`);
    if (answer instanceof Error) throw answer;
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const bodyOf = (fetchMock: jest.Mock, url: string) =>
  JSON.parse(fetchMock.mock.calls.find(([called]) => called === url)![1].body);

const bodiesOf = (fetchMock: jest.Mock, url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url).map(([, init]) => JSON.parse(init.body));

/** The api's answer: a payment holding `quantity` rings, priced as the api prices them. */
const intent = (provider = 'test', quantity = 2, id = 'pi_test_1') => ({
  status: 200,
  body: {
    clientSecret: `${id}_secret_x`,
    paymentIntentId: id,
    amount: quantity * 4500 + 1199 + 299,
    currency: 'usd',
    provider,
    holdExpiresAt: new Date().toISOString(),
    items: [{ productId: ring.id, name: ring.name, quantity, priceCents: 4500 }],
    subtotalCents: quantity * 4500,
    shippingCents: 1199,
    serviceFeeCents: 299,
  },
});

/** Another tab of the same browser writes the basket; this tab hears of it as a storage event. */
function changeBasketInAnotherTab(quantity: number) {
  const key = 'sitka:cart:guest';
  localStorage.setItem(key, JSON.stringify([{ ...ring, quantity }]));
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
  });
}
const paid = { status: 200, body: { status: 'succeeded', paymentIntentId: 'pi_test_1' } };
const declined = {
  status: 402,
  body: { code: 'card_declined', error: 'Your card was declined.', field: 'cardNumber' },
};
const order = {
  status: 200,
  body: {
    success: true,
    id: 'o1',
    orderId: 'ORD-1001',
    status: 'Paid',
    total: 103.88,
    createdAt: '2026-01-05T10:00:00.000Z',
  },
};

const field = (id: string) => screen.getByTestId(id);

async function fillDetails() {
  const user = userEvent.setup();
  await user.type(field('checkout-name'), 'Ann Shopper');
  await user.type(field('checkout-email'), 'ann@example.com');
  await user.type(field('checkout-phone'), '9075550142');
  await user.type(field('checkout-address'), '1 Spruce Way');
  await user.type(field('checkout-city'), 'Anchorage');
  await user.selectOptions(field('checkout-state'), 'AK');
  await user.type(field('checkout-zip'), '99501');
  await user.click(field('checkout-ack'));
  return user;
}

async function reachPayment() {
  const user = await fillDetails();
  await user.click(field('place-order'));
  return user;
}

async function payWith(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.clear(await screen.findByTestId('card-number'));
  await user.type(field('card-number'), number);
  await user.clear(field('card-expiry'));
  await user.type(field('card-expiry'), '1240');
  await user.clear(field('card-cvc'));
  await user.type(field('card-cvc'), '123');
  await user.click(field('pay-button'));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mockReplace.mockReset();
  act(() => {
    cartStore.setOwner('reset');
    cartStore.setOwner(null);
    cartStore.add(ring);
    cartStore.add(ring);
  });
});

describe('the checkout form', () => {
  it('shows the order summary with shipping 11.99, the 2.99 fee and the total', () => {
    render(<CheckoutFlow audience="guest" />);
    expect(screen.getByTestId('order-summary')).toHaveTextContent('Tide Line Ring × 2');
    expect(screen.getByTestId('order-summary-shipping')).toHaveTextContent('$11.99');
    expect(screen.getByTestId('order-summary-fee')).toHaveTextContent('$2.99');
    expect(screen.getByTestId('order-summary-total')).toHaveTextContent('$104.98');
  });

  it('shows a field’s error only once it was touched', async () => {
    render(<CheckoutFlow audience="guest" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(field('checkout-zip'), '995');
    expect(screen.queryByText('Invalid ZIP code')).not.toBeInTheDocument();
    fireEvent.blur(field('checkout-zip'));
    expect(await screen.findByText('Invalid ZIP code')).toBeInTheDocument();
  });

  it('lists every missing detail and the acknowledgment on Place Order, and goes no further', async () => {
    const fetchMock = mockApi({});
    render(<CheckoutFlow audience="guest" />);
    await userEvent.click(field('place-order'));
    expect(
      await screen.findByText('Please acknowledge the handcrafted jewelry disclaimer before proceeding.'),
    ).toBeInTheDocument();
    for (const message of [
      'Full name is required',
      'Email is required',
      'Phone is required',
      'Please fill in all required address fields.',
      'City is required',
      'State is required',
      'ZIP code is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByTestId('payment-step')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the acknowledgment even when every detail is right', async () => {
    render(<CheckoutFlow audience="guest" />);
    const user = await fillDetails();
    await user.click(field('checkout-ack'));
    await user.click(field('place-order'));
    expect(
      await screen.findByText('Please acknowledge the handcrafted jewelry disclaimer before proceeding.'),
    ).toBeInTheDocument();
  });

  it('formats the phone while typed and limits phone and zip lengths', async () => {
    render(<CheckoutFlow audience="guest" />);
    await userEvent.type(field('checkout-phone'), '9075550142');
    expect(field('checkout-phone')).toHaveValue('(907) 555-0142');
    expect(field('checkout-phone')).toHaveAttribute('maxLength', '18');
    expect(field('checkout-zip')).toHaveAttribute('maxLength', '10');
    expect(field('checkout-state').querySelectorAll('option')).toHaveLength(51);
  });

  it('keeps a phone number abroad as it was typed, and sends it in E.164', async () => {
    const fetchMock = mockApi({ '/api/create-payment-intent': intent() });
    render(<CheckoutFlow audience="guest" />);
    const user = userEvent.setup();
    await user.type(field('checkout-name'), 'Ann Shopper');
    await user.type(field('checkout-email'), 'ann@example.com');
    await user.type(field('checkout-phone'), '+44 20 7946 0958');
    expect(field('checkout-phone')).toHaveValue('+44 20 7946 0958');
    await user.type(field('checkout-address'), '1 Spruce Way');
    await user.type(field('checkout-city'), 'Anchorage');
    await user.selectOptions(field('checkout-state'), 'AK');
    await user.type(field('checkout-zip'), '99501');
    await user.click(field('checkout-ack'));
    await user.click(field('place-order'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(bodyOf(fetchMock, '/api/create-payment-intent').customerInfo.phone).toBe('+442079460958');
    expect(field('checkout-phone')).toHaveValue('+44 20 7946 0958');
  });

  it('names a phone that is not a number, and goes no further', async () => {
    const fetchMock = mockApi({});
    render(<CheckoutFlow audience="guest" />);
    await userEvent.type(field('checkout-phone'), '555-0142');
    fireEvent.blur(field('checkout-phone'));
    expect(await screen.findByText(PHONE_INVALID_MESSAGE)).toBeInTheDocument();
    await userEvent.click(field('place-order'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the form across a reload of the tab', async () => {
    const { unmount } = render(<CheckoutFlow audience="guest" />);
    await userEvent.type(field('checkout-name'), 'Ann Shopper');
    await userEvent.type(field('checkout-city'), 'Sitka');
    unmount();
    expect(JSON.parse(sessionStorage.getItem('sitka:checkout-form')!)).toMatchObject({
      owner: 'guest',
      values: { name: 'Ann Shopper', city: 'Sitka' },
    });
    render(<CheckoutFlow audience="guest" />);
    expect(field('checkout-name')).toHaveValue('Ann Shopper');
    expect(field('checkout-city')).toHaveValue('Sitka');
  });

  it('does not offer a form typed by someone else', () => {
    sessionStorage.setItem(
      'sitka:checkout-form',
      JSON.stringify({ owner: 'user-9', values: { name: 'Somebody Else' } }),
    );
    render(<CheckoutFlow audience="guest" />);
    expect(field('checkout-name')).toHaveValue('');
  });

  it('starts a customer’s form from their profile, with the account email read-only', () => {
    act(() => cartStore.setOwner('user-1'));
    act(() => void cartStore.add(ring));
    const profile = {
      email: 'shopper@demo.test',
      name: 'Sam Shopper',
      phone: '9075550100',
      address: '2 Harbor Dr',
      addressLine2: '',
      city: 'Sitka',
      state: 'AK',
      zipCode: '99835',
      tenantId: 'demo',
      isNewProfile: false,
    };
    render(<CheckoutFlow audience="customer" profileForm={checkoutFormFromProfile(profile)} />);
    expect(field('checkout-name')).toHaveValue('Sam Shopper');
    expect(field('checkout-phone')).toHaveValue('(907) 555-0100');
    expect(field('checkout-state')).toHaveValue('AK');
    expect(field('checkout-email')).toHaveValue('shopper@demo.test');
    expect(field('checkout-email')).toHaveAttribute('readonly');
  });

  it('says when the profile could not be loaded', () => {
    render(<CheckoutFlow audience="customer" profileLoadFailed />);
    expect(screen.getByText('Failed to load user information')).toBeInTheDocument();
  });

  it('shows an empty basket instead of a form', () => {
    act(() => cartStore.clear());
    render(<CheckoutFlow audience="guest" />);
    expect(screen.getByText('Your basket is empty')).toBeInTheDocument();
    expect(screen.queryByTestId('place-order')).not.toBeInTheDocument();
  });
});

describe('placing the order', () => {
  it('goes from 1 Details straight to 2 Payment: no step asks to confirm a charge, the last button is Pay $N', async () => {
    const fetchMock = mockApi({ '/api/create-payment-intent': intent('test', 2) });
    render(<CheckoutFlow audience="guest" />);
    const user = await fillDetails();
    expect(field('checkout-steps')).toHaveTextContent('1 Details2 Payment');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('1 Details');
    expect(field('order-summary-total')).toHaveTextContent('$104.98');
    await user.click(field('place-order'));
    expect(await screen.findByTestId('pay-button')).toHaveTextContent('Pay $104.98');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('2 Payment');
    expect(screen.queryByText(/Your card will be charged/)).not.toBeInTheDocument();
    expect(field('order-summary-total')).toHaveTextContent('$104.98');
    expect(field('checkout-name')).toBeDisabled();
    expect(bodiesOf(fetchMock, '/api/create-payment-intent')).toHaveLength(1);

    // Change details: back to step 1, the details kept and editable; nothing charged.
    await user.click(field('edit-details'));
    expect(screen.queryByTestId('payment-step')).not.toBeInTheDocument();
    expect(field('checkout-name')).toBeEnabled();
    expect(field('checkout-name')).toHaveValue('Ann Shopper');
    expect(field('place-order')).toBeInTheDocument();
  });

  it('pays with the test card and creates the order; a guest goes to the success page with the order', async () => {
    const fetchMock = mockApi({
      '/api/create-payment-intent': intent(),
      '/api/payments/test/confirm': paid,
      '/api/orders': order,
    });
    render(<CheckoutFlow audience="guest" />);
    const user = await reachPayment();
    await payWith(user, '4242424242424242');
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/guest-order-success'));

    expect(bodyOf(fetchMock, '/api/create-payment-intent')).toEqual({
      checkoutKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      amount: 10498,
      currency: 'usd',
      items: [{ id: ring.id, quantity: 2, price: 45 }],
      // The spec's flat national shipping, as the store has not set any other.
      shippingMethod: 'national',
      customerInfo: {
        name: 'Ann Shopper',
        email: 'ann@example.com',
        phone: '+19075550142',
        address: '1 Spruce Way',
        addressLine2: '',
        city: 'Anchorage',
        state: 'AK',
        zipCode: '99501',
      },
    });
    expect(bodyOf(fetchMock, '/api/payments/test/confirm')).toEqual({
      paymentIntentId: 'pi_test_1',
      cardNumber: '4242424242424242',
    });
    expect(bodyOf(fetchMock, '/api/orders')).toMatchObject({
      paymentIntentId: 'pi_test_1',
      items: [{ productId: ring.id, quantity: 2 }],
      total: 104.98,
      shipping: { cost: 11.99, serviceFee: 2.99 },
    });

    expect(cartStore.getSnapshot().items).toEqual([]);
    expect(sessionStorage.getItem('sitka:checkout-form')).toBeNull();
    expect(sessionStorage.getItem('sitka:checkout-key')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('sitka:last-order')!)).toMatchObject({
      orderId: 'ORD-1001',
      total: 103.88,
      paymentIntentId: 'pi_test_1',
      email: 'ann@example.com',
      customerInfo: { name: 'Ann Shopper', state: 'AK' },
    });
  });

  it('formats the card number in groups of four and checks the card lightly before paying', async () => {
    const fetchMock = mockApi({ '/api/create-payment-intent': intent() });
    render(<CheckoutFlow audience="guest" />);
    const user = await reachPayment();
    await user.type(await screen.findByTestId('card-number'), '42424242');
    expect(field('card-number')).toHaveValue('4242 4242');
    await user.type(field('card-expiry'), '1');
    await user.click(field('pay-button'));
    expect(screen.getByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    // Nothing was sent to pay: the payment was set up once, and no card went to the provider (the
    // summary's tax quote may be asked beside it, as the details were typed).
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url === '/api/create-payment-intent')).toHaveLength(1);
    expect(urls.filter((url) => url.startsWith('/api/payments/'))).toEqual([]);
  });

  it('shows a declined card’s message, keeps the basket, and takes another card on the same payment', async () => {
    const fetchMock = mockApi({
      '/api/create-payment-intent': intent('test', 3),
      '/api/payments/test/confirm': [declined, paid],
      '/api/orders': order,
    });
    act(() => cartStore.setOwner('user-1'));
    act(() => void cartStore.add(ring));
    render(<CheckoutFlow audience="customer" />);
    const user = await reachPayment();
    await payWith(user, '4000000000000002');
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Your card was declined.');
    expect(cartStore.getSnapshot().items).toHaveLength(1);
    expect(mockReplace).not.toHaveBeenCalled();

    await payWith(user, '4242424242424242');
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/customer/order-success'));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/create-payment-intent')).toHaveLength(1);
    expect(sessionStorage.getItem('sitka:last-order')).toBeNull();
  });

  it.each([
    [
      'the api answers 502',
      {
        status: 502,
        body: { code: 'PAYMENT_SETUP_FAILED', error: 'Payment setup failed. Please try again.' },
      },
    ],
    ['the api answers 500', { status: 500, body: { code: 'INTERNAL', error: 'Internal Server Error' } }],
    ['the api cannot be reached', new TypeError('Failed to fetch')],
  ])('says payment setup failed when %s, and stays on the details', async (_case, answer) => {
    mockApi({ '/api/create-payment-intent': answer });
    render(<CheckoutFlow audience="guest" />);
    await reachPayment();
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Payment setup failed. Please try again.',
    );
    expect(screen.getByTestId('place-order')).toBeEnabled();
    expect(screen.queryByTestId('card-number')).not.toBeInTheDocument();
  });

  it('shows the api’s words when stock ran out, and records the stock in the basket', async () => {
    mockApi({
      '/api/create-payment-intent': {
        status: 409,
        body: {
          code: 'OUT_OF_STOCK',
          error: 'Only 1 of Tide Line Ring left. Please adjust your basket.',
          productId: ring.id,
          available: 1,
        },
      },
    });
    render(<CheckoutFlow audience="guest" />);
    await reachPayment();
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Only 1 of Tide Line Ring left. Please adjust your basket.',
    );
    expect(cartStore.getSnapshot().items[0]).toMatchObject({ quantity: 2, totalInventory: 1 });
  });

  it('shows the api’s words when prices changed', async () => {
    mockApi({
      '/api/create-payment-intent': {
        status: 409,
        body: {
          code: 'AMOUNT_MISMATCH',
          error: 'Prices have changed: your total is now $110.98.',
          expectedAmount: 11098,
        },
      },
    });
    render(<CheckoutFlow audience="guest" />);
    await reachPayment();
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Prices have changed: your total is now $110.98.',
    );
  });

  it('says the payment system is unavailable for a Stripe payment without a publishable key', async () => {
    mockApi({ '/api/create-payment-intent': intent('stripe') });
    render(<CheckoutFlow audience="guest" />);
    await reachPayment();
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Payment system unavailable.');
    expect(screen.queryByTestId('pay-button')).not.toBeInTheDocument();
  });

  it('says the order creation failed, and places it on a retry without charging again', async () => {
    const fetchMock = mockApi({
      '/api/create-payment-intent': intent(),
      '/api/payments/test/confirm': paid,
      '/api/orders': [{ status: 500, body: { error: 'boom' } }, order],
    });
    render(<CheckoutFlow audience="guest" />);
    const user = await reachPayment();
    await payWith(user, '4242424242424242');
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Order creation failed');
    expect(cartStore.getSnapshot().items).toHaveLength(1);
    await user.click(screen.getByTestId('retry-order'));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/guest-order-success'));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/payments/test/confirm')).toHaveLength(1);
  });

  it('says Payment failed when the api does not see the payment as complete', async () => {
    mockApi({
      '/api/create-payment-intent': intent(),
      '/api/payments/test/confirm': paid,
      '/api/orders': { status: 402, body: { code: 'PAYMENT_NOT_COMPLETED', error: 'Payment failed' } },
    });
    render(<CheckoutFlow audience="guest" />);
    const user = await reachPayment();
    await payWith(user, '4242424242424242');
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(/^Payment failed$/);
    expect(screen.getByTestId('pay-button')).toBeInTheDocument();
  });

  it('falls back to the generic payment message when the confirmation cannot be reached', async () => {
    mockApi({
      '/api/create-payment-intent': intent(),
      '/api/payments/test/confirm': new TypeError('Failed to fetch'),
    });
    render(<CheckoutFlow audience="guest" />);
    const user = await reachPayment();
    await payWith(user, '4242424242424242');
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Payment failed. Please try again.',
    );
  });
});

describe('the payment step shows what the payment holds', () => {
  it('sends the shopper back to the details when the basket changes in another tab, and charges the new basket', async () => {
    const fetchMock = mockApi({
      '/api/create-payment-intent': [intent('test', 2, 'pi_test_1'), intent('test', 3, 'pi_test_2')],
      '/api/payments/test/confirm': paid,
      '/api/orders': order,
    });
    render(<CheckoutFlow audience="guest" />);
    const user = await reachPayment();
    expect(await screen.findByTestId('pay-button')).toHaveTextContent('Pay $104.98');
    expect(field('order-summary')).toHaveTextContent('Tide Line Ring × 2');

    changeBasketInAnotherTab(3);
    expect(screen.queryByTestId('payment-step')).not.toBeInTheDocument();
    expect(field('checkout-notice')).toHaveTextContent(
      'Your basket changed. Please confirm your order again.',
    );
    expect(field('order-summary-total')).toHaveTextContent('$149.98');
    expect(field('order-summary')).toHaveTextContent('Tide Line Ring × 3');

    await user.click(field('place-order'));
    expect(await screen.findByTestId('pay-button')).toHaveTextContent('Pay $149.98');
    expect(field('order-summary')).toHaveTextContent('Tide Line Ring × 3');
    expect(field('order-summary-total')).toHaveTextContent('$149.98');
    const [first, second] = bodiesOf(fetchMock, '/api/create-payment-intent');
    // The same checkout: the second payment replaces the first and its hold.
    expect(second.checkoutKey).toBe(first.checkoutKey);
    expect(second).toMatchObject({ amount: 14998, items: [{ id: ring.id, quantity: 3 }] });

    await payWith(user, '4242424242424242');
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/guest-order-success'));
    expect(bodyOf(fetchMock, '/api/payments/test/confirm')).toMatchObject({ paymentIntentId: 'pi_test_2' });
    expect(bodyOf(fetchMock, '/api/orders')).toMatchObject({
      paymentIntentId: 'pi_test_2',
      items: [{ productId: ring.id, quantity: 3 }],
      total: 149.98,
    });
  });

  it('shows the held lines and amount, not a basket that differs from them', async () => {
    // The api held what it could price: one line, at its own price.
    const held = intent('test', 2);
    held.body.items[0].priceCents = 5000;
    held.body.subtotalCents = 10000;
    held.body.amount = 11498;
    mockApi({ '/api/create-payment-intent': held });
    render(<CheckoutFlow audience="guest" />);
    await reachPayment();
    expect(await screen.findByTestId('pay-button')).toHaveTextContent('Pay $114.98');
    expect(field('order-summary')).toHaveTextContent('Tide Line Ring × 2$100.00');
    expect(field('order-summary-subtotal')).toHaveTextContent('$100.00');
    expect(field('order-summary-total')).toHaveTextContent('$114.98');
  });

  it('keeps one checkout key across a reload of the tab, so the new payment replaces the old', async () => {
    const fetchMock = mockApi({ '/api/create-payment-intent': [intent(), intent('test', 2, 'pi_test_2')] });
    const { unmount } = render(<CheckoutFlow audience="guest" />);
    await reachPayment();
    await screen.findByTestId('pay-button');
    unmount();
    render(<CheckoutFlow audience="guest" />);
    await userEvent.click(field('place-order'));
    expect(await screen.findByTestId('pay-button')).toBeInTheDocument();
    const keys = bodiesOf(fetchMock, '/api/create-payment-intent').map((body) => body.checkoutKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
