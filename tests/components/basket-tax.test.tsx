import { act, render, screen } from '@testing-library/react';
import { CartView } from '@/components/cart/cart-view';
import { RealtimeProvider } from '@/components/store/realtime-provider';
import { cartStore } from '@/lib/cart/cart-store';
import { saveCheckoutForm } from '@/lib/checkout/checkout-storage';
import { ring } from '@/tests/support/cart-products';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
jest.mock('@/lib/realtime/inventory-socket', () => ({
  openInventorySocket: () => ({ close: jest.fn() }),
}));

const renderCart = () =>
  render(
    <RealtimeProvider url="http://realtime.test" tenantId="demo">
      <CartView />
    </RealtimeProvider>,
  );

function mockQuote(body: unknown) {
  const fetchMock = jest.fn(async (url: string, _init: RequestInit) => {
    void _init;
    if (url !== '/api/checkout/tax') throw new Error(`unexpected call to ${url}`);
    return { ok: true, status: 200, json: async () => body };
  });
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

describe('the basket’s tax', () => {
  it('shows no tax and asks nothing while where the goods go is not known', async () => {
    const fetchMock = mockQuote({});
    renderCart();
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('order-summary-tax')).not.toBeInTheDocument();
  });

  it('adds the tax quoted for the address typed at checkout to the basket’s total', async () => {
    saveCheckoutForm('guest', { shippingMethod: 'national', state: 'WA', zipCode: '98101' });
    const cents = Math.round(ring.price * 100);
    const taxCents = Math.round(cents * 0.065);
    const fetchMock = mockQuote({
      taxCents,
      taxLines: [{ jurisdiction: 'US-WA', rate: 6.5, amount: taxCents }],
      pricesIncludeTax: false,
      taxNote: null,
    });
    renderCart();
    expect(await screen.findByTestId('order-summary-tax')).toHaveTextContent(
      `$${(taxCents / 100).toFixed(2)}`,
    );
    expect(screen.getByTestId('order-summary-total')).toHaveTextContent(
      `$${((cents + 1199 + 299 + taxCents) / 100).toFixed(2)}`,
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toMatchObject({
      shippingMethod: 'national',
      destination: { state: 'WA', zipCode: '98101' },
    });
  });
});
