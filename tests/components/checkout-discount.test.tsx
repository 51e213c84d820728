import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import type { CartProduct } from '@/lib/cart/cart-item';
import { cartStore } from '@/lib/cart/cart-store';
import { DISCOUNT_CODE_STORAGE_KEY } from '@/lib/checkout/checkout-form-key';

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

type Answer = { status: number; body: unknown };
type Routes = Record<string, Answer | Answer[]>;

/** fetch answering by path; a list answers in turn. */
function mockApi(routes: Routes) {
  const fetchMock = jest.fn(async (url: string) => {
    const route = routes[url];
    const answer = Array.isArray(route) ? route.shift() : route;
    if (!answer) throw new Error(`unexpected call to ${url}`);
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

const CHECK = '/api/discounts/check';
const INTENT = '/api/create-payment-intent';
const accepted = { status: 200, body: { code: 'MARKET10', discountCents: 900 } };
/** 2 rings at 45.00 = 90.00 + 11.99 + 2.99 = 104.98; 10% off the items is 9.00. */
const heldWithDiscount = {
  status: 200,
  body: {
    clientSecret: 'pi_test_1_secret_x',
    paymentIntentId: 'pi_test_1',
    amount: 9598,
    currency: 'usd',
    provider: 'test',
    holdExpiresAt: new Date().toISOString(),
    items: [{ productId: ring.id, name: ring.name, quantity: 2, priceCents: 4500 }],
    subtotalCents: 9000,
    shippingCents: 1199,
    serviceFeeCents: 299,
    discountCents: 900,
    discountCode: 'MARKET10',
  },
};

const field = (id: string) => screen.getByTestId(id);

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('checkout-name'), 'Ann Shopper');
  await user.type(field('checkout-email'), 'ann@example.com');
  await user.type(field('checkout-phone'), '9075550142');
  await user.type(field('checkout-address'), '1 Spruce Way');
  await user.type(field('checkout-city'), 'Anchorage');
  await user.selectOptions(field('checkout-state'), 'AK');
  await user.type(field('checkout-zip'), '99501');
  await user.click(field('checkout-ack'));
}

async function applyCode(user: ReturnType<typeof userEvent.setup>, code = 'market10') {
  await user.type(field('discount-input'), code);
  await user.click(field('discount-apply'));
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

describe('a discount code at checkout', () => {
  it('shows the applied code in the summary and charges the total less it', async () => {
    const fetchMock = mockApi({ [CHECK]: accepted, [INTENT]: heldWithDiscount });
    const user = userEvent.setup();
    render(<CheckoutFlow audience="guest" />);
    await applyCode(user);
    expect(await screen.findByTestId('discount-applied')).toHaveTextContent(
      'Discount code MARKET10 applied.',
    );
    expect(field('order-summary-discount')).toHaveTextContent('−$9.00');
    expect(screen.getByText('Discount (MARKET10)')).toBeInTheDocument();
    expect(field('order-summary-total')).toHaveTextContent('$95.98');
    expect(bodiesOf(fetchMock, CHECK)[0]).toMatchObject({
      code: 'market10',
      items: [{ id: ring.id, quantity: 2 }],
    });

    await fillDetails(user);
    await user.click(field('place-order'));
    expect(await screen.findByTestId('pay-button')).toHaveTextContent('Pay $95.98');
    await screen.findByTestId('card-number');
    expect(bodiesOf(fetchMock, INTENT)[0]).toMatchObject({ amount: 9598, discountCode: 'MARKET10' });
    // From the payment step the summary is what the payment holds, the code's line included.
    expect(field('order-summary-discount')).toHaveTextContent('−$9.00');
    expect(field('order-summary-total')).toHaveTextContent('$95.98');
    expect(screen.queryByTestId('discount-remove')).not.toBeInTheDocument();
  });

  it('says why a code is refused and leaves the total as it was', async () => {
    mockApi({
      [CHECK]: {
        status: 400,
        body: { code: 'DISCOUNT_EXPIRED', error: 'This discount code has expired.', field: 'discountCode' },
      },
    });
    const user = userEvent.setup();
    render(<CheckoutFlow audience="guest" />);
    await applyCode(user, 'SPRING');
    expect(await screen.findByTestId('discount-error')).toHaveTextContent('This discount code has expired.');
    expect(field('discount-input')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('order-summary-discount')).not.toBeInTheDocument();
    expect(field('order-summary-total')).toHaveTextContent('$104.98');
  });

  it('keeps the applied code across a reload of the tab, checked again', async () => {
    const fetchMock = mockApi({ [CHECK]: [accepted, accepted] });
    const user = userEvent.setup();
    const { unmount } = render(<CheckoutFlow audience="guest" />);
    await applyCode(user);
    await screen.findByTestId('discount-applied');
    unmount();
    render(<CheckoutFlow audience="guest" />);
    expect(await screen.findByTestId('discount-applied')).toHaveTextContent('MARKET10');
    expect(field('order-summary-total')).toHaveTextContent('$95.98');
    expect(bodiesOf(fetchMock, CHECK)[1]).toMatchObject({ code: 'MARKET10' });
  });

  it('forgets a removed code', async () => {
    mockApi({ [CHECK]: accepted });
    const user = userEvent.setup();
    render(<CheckoutFlow audience="guest" />);
    await applyCode(user);
    await user.click(await screen.findByTestId('discount-remove'));
    expect(field('order-summary-total')).toHaveTextContent('$104.98');
    expect(sessionStorage.getItem(DISCOUNT_CODE_STORAGE_KEY)).toBeNull();
  });

  it('takes a code off when the payment refuses it, with the api’s words', async () => {
    mockApi({
      [CHECK]: accepted,
      [INTENT]: {
        status: 409,
        body: {
          code: 'DISCOUNT_USED_UP',
          error: 'This discount code has been fully used.',
          field: 'discountCode',
        },
      },
    });
    const user = userEvent.setup();
    render(<CheckoutFlow audience="guest" />);
    await applyCode(user);
    await screen.findByTestId('discount-applied');
    await fillDetails(user);
    await user.click(field('place-order'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'This discount code has been fully used.',
    );
    await waitFor(() => expect(screen.queryByTestId('discount-applied')).not.toBeInTheDocument());
    expect(field('order-summary-total')).toHaveTextContent('$104.98');
    expect(sessionStorage.getItem(DISCOUNT_CODE_STORAGE_KEY)).toBeNull();
  });
});

describe('the kept code', () => {
  it('goes with the checkout form: on an order placed and on signing out', async () => {
    const { clearCheckoutForm } = await import('@/lib/checkout/checkout-form-key');
    const { loadDiscountCode, saveDiscountCode } = await import('@/lib/checkout/discount-storage');
    saveDiscountCode('guest', 'MARKET10');
    expect(loadDiscountCode('guest')).toBe('MARKET10');
    expect(loadDiscountCode('user-2')).toBeNull();
    clearCheckoutForm();
    expect(loadDiscountCode('guest')).toBeNull();
  });
});
