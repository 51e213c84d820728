import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { GiftCardPage } from '@/components/gift-cards/gift-card-page';
import { GiftCardCodeField } from '@/components/checkout/gift-card-code-field';
import { giftCardBasket } from '@/lib/cart/gift-card-basket';
import { appliedGiftCardStore } from '@/lib/checkout/gift-card-code';
import { createPaymentIntent } from '@/lib/client/checkout';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), refresh: jest.fn() }),
}));

type Answer = { status: number; body: unknown };

function mockApi(routes: Record<string, Answer>) {
  const fetchMock = jest.fn(async (...args: [string, RequestInit?]) => {
    const [url] = args;
    const answer = routes[url];
    if (!answer) throw new Error(`unexpected call to ${url}`);
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const SETTINGS = {
  enabled: true,
  amountsCents: [2500, 5000],
  customAllowed: true,
  customMinCents: 1000,
  customMaxCents: 20000,
};

const renderPage = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <GiftCardPage />
    </SWRConfig>,
  );

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  giftCardBasket.clear();
  appliedGiftCardStore.set(null);
  mockPush.mockClear();
});

describe('Gift card page', () => {
  it('adds a $50 card for a friend to the basket with the message and the day to send it', async () => {
    mockApi({ '/api/gift-cards/settings': { status: 200, body: SETTINGS } });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: '$50.00' }));
    await userEvent.type(screen.getByLabelText('Recipient’s email'), 'grace@example.test');
    await userEvent.type(screen.getByLabelText('Recipient’s name (optional)'), 'Grace');
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'Happy birthday');
    await userEvent.click(screen.getByRole('button', { name: 'Add gift card to basket' }));
    expect(giftCardBasket.getSnapshot()).toEqual([
      expect.objectContaining({
        amountCents: 5000,
        recipientEmail: 'grace@example.test',
        recipientName: 'Grace',
        message: 'Happy birthday',
        deliverOn: null,
      }),
    ]);
    expect(mockPush).toHaveBeenCalledWith('/cart');
  });

  it('refuses a custom amount outside the shop’s limits and a missing recipient email, naming each', async () => {
    mockApi({ '/api/gift-cards/settings': { status: 200, body: SETTINGS } });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Another amount' }));
    await userEvent.type(screen.getByLabelText(/Amount in dollars/), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Add gift card to basket' }));
    expect(screen.getByLabelText(/Amount in dollars/)).toHaveAccessibleDescription(
      'Enter an amount from $10.00 to $200.00.',
    );
    await userEvent.clear(screen.getByLabelText(/Amount in dollars/));
    await userEvent.type(screen.getByLabelText(/Amount in dollars/), '75');
    await userEvent.click(screen.getByRole('button', { name: 'Add gift card to basket' }));
    expect(screen.getByLabelText('Recipient’s email')).toHaveAttribute('aria-invalid', 'true');
    expect(giftCardBasket.getSnapshot()).toEqual([]);
  });

  it('says the shop sells no gift cards when the owner has not offered them', async () => {
    mockApi({ '/api/gift-cards/settings': { status: 200, body: { ...SETTINGS, enabled: false } } });
    renderPage();
    expect(await screen.findByTestId('gift-cards-off')).toHaveTextContent(
      'This store does not sell gift cards.',
    );
    expect(screen.queryByRole('button', { name: 'Add gift card to basket' })).toBeNull();
  });
});

describe('Checkout gift card code', () => {
  it('applies a code with its balance, and the payment call sends it with the basket’s gift cards', async () => {
    const fetchMock = mockApi({
      '/api/gift-cards/check': {
        status: 200,
        body: { lastFour: 'WXYZ', balanceCents: 5000, currency: 'usd' },
      },
      '/api/create-payment-intent': { status: 400, body: { error: 'stop', code: 'BAD' } },
    });
    render(<GiftCardCodeField editable />);
    await userEvent.type(screen.getByLabelText('Gift card'), 'abcd-efgh-jkmn-wxyz');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('gift-card-applied')).toHaveTextContent(
      'Gift card ····WXYZ applied ($50.00 available)',
    );
    giftCardBasket.add({
      amountCents: 2500,
      recipientEmail: 'grace@example.test',
      recipientName: '',
      senderName: '',
      message: '',
      deliverOn: null,
    });
    await createPaymentIntent(
      [],
      { name: 'Ada', email: 'ada@example.test', phone: '9075550100' },
      'k'.repeat(22),
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/create-payment-intent')!;
    expect(JSON.parse(call[1]!.body as string)).toMatchObject({
      amount: 2500,
      items: [],
      giftCardCode: 'abcd-efgh-jkmn-wxyz',
      giftCards: [expect.objectContaining({ amountCents: 2500 })],
    });
  });

  it('shows why a code cannot pay and applies nothing', async () => {
    mockApi({
      '/api/gift-cards/check': {
        status: 404,
        body: { error: 'That gift card code was not found.', code: 'GIFT_CARD_NOT_FOUND' },
      },
    });
    render(<GiftCardCodeField editable />);
    await userEvent.type(screen.getByLabelText('Gift card'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('That gift card code was not found.'),
    );
    expect(appliedGiftCardStore.getSnapshot()).toBeNull();
  });
});
