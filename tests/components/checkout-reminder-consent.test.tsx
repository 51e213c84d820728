/**
 * The basket reminder box at checkout: asked, unticked, only where the store must ask this buyer
 * (the 'eu' setting: an address in the EU, EEA, UK or Switzerland, or a country not known yet;
 * 'everyone': every buyer), never when the store sends no reminders; what was ticked is sent.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import type { CartProduct } from '@/lib/cart/cart-item';
import { cartStore } from '@/lib/cart/cart-store';
import { BASKET_REMINDER_CONSENT_TEXT } from '@/lib/constants/basket-reminders';
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

const WORLD: CheckoutShipping = {
  offered: { local: false, national: true, international: true },
  settings: {
    ...DEFAULT_SHIPPING_SETTINGS,
    international: { rateCents: 2450, freeOverCents: null },
    countries: ['DE', 'CA'],
  },
};

const box = () => screen.queryByRole('checkbox', { name: BASKET_REMINDER_CONSENT_TEXT });

function mockApi() {
  const fetchMock = jest.fn(async () => ({
    ok: false,
    status: 409,
    json: async () => ({ error: 'stop here' }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function paymentBody(fetchMock: jest.Mock) {
  const opening = () =>
    (fetchMock.mock.calls as unknown as [string, { body: string }][]).find(
      ([url]) => url === '/api/create-payment-intent',
    );
  await waitFor(() => expect(opening()).toBeDefined());
  return JSON.parse(opening()![1].body);
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

describe('the basket reminder box', () => {
  it('asks a buyer in Germany, unticked, sends the tick, and does not ask for a US address', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    render(<CheckoutFlow audience="guest" shipping={WORLD} reminderConsentFor="eu" />);
    expect(box()).not.toBeInTheDocument();

    await user.click(screen.getByTestId('checkout-method-international'));
    // No country chosen yet: asked, as in the EU.
    expect(box()).not.toBeChecked();
    await user.selectOptions(screen.getByTestId('checkout-country'), 'CA');
    expect(box()).not.toBeInTheDocument();
    await user.selectOptions(screen.getByTestId('checkout-country'), 'DE');
    expect(box()).not.toBeChecked();

    await user.type(screen.getByTestId('checkout-name'), 'Anna Käufer');
    await user.type(screen.getByTestId('checkout-email'), 'anna@example.com');
    await user.type(screen.getByTestId('checkout-phone'), '030 1234567');
    await user.type(screen.getByTestId('checkout-address'), 'Unter den Linden 1');
    await user.type(screen.getByTestId('checkout-city'), 'Berlin');
    await user.type(screen.getByTestId('checkout-zip'), '10117');
    await user.click(screen.getByTestId('checkout-ack'));
    await user.click(box()!);
    await user.click(screen.getByTestId('place-order'));
    expect(await paymentBody(fetchMock)).toMatchObject({
      reminderConsent: true,
      customerInfo: { country: 'DE' },
    });
  });

  it('sends no consent when the box is left unticked', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    render(<CheckoutFlow audience="guest" reminderConsentFor="everyone" />);
    expect(box()).not.toBeChecked();
    await user.type(screen.getByTestId('checkout-name'), 'Ann Shopper');
    await user.type(screen.getByTestId('checkout-email'), 'ann@example.com');
    await user.type(screen.getByTestId('checkout-phone'), '9075550142');
    await user.type(screen.getByTestId('checkout-address'), '1 Lincoln St');
    await user.type(screen.getByTestId('checkout-city'), 'Sitka');
    await user.selectOptions(screen.getByTestId('checkout-state'), 'AK');
    await user.type(screen.getByTestId('checkout-zip'), '99835');
    await user.click(screen.getByTestId('checkout-ack'));
    await user.click(screen.getByTestId('place-order'));
    expect((await paymentBody(fetchMock)).reminderConsent).toBeUndefined();
  });

  it('is not shown when the store sends no reminders', () => {
    render(<CheckoutFlow audience="guest" shipping={WORLD} reminderConsentFor={null} />);
    expect(box()).not.toBeInTheDocument();
  });
});
