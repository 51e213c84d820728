/**
 * Checkout's calls (lib/client/checkout): the payment, the test card and the order, each answering
 * its result or the words the shopper reads (spec §8).
 */
import type { CartItem } from '@/lib/cart/cart-item';
import {
  confirmTestPayment,
  createOrder,
  createPaymentIntent,
  type PaymentIntent,
} from '@/lib/client/checkout';
import { checkDiscountCode } from '@/lib/client/discounts';

function answer(status: number, body: unknown): jest.Mock {
  const fetchMock = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const basket = [
  { id: 'p-1', name: 'Tide Line Ring', price: 45, image: null, size: '7', totalInventory: 3, quantity: 2 },
] as CartItem[];
const info = {
  name: 'Ann',
  email: 'ann@example.com',
  phone: '9075550142',
  address: '1 Spruce Way',
  addressLine2: '',
  city: 'Sitka',
  state: 'AK' as const,
  zipCode: '99835',
};
const held = {
  clientSecret: 'pi_1_secret',
  paymentIntentId: 'pi_1',
  amount: 10498,
  provider: 'test',
  items: [{ productId: 'p-1', name: 'Tide Line Ring', quantity: 2, priceCents: 4500 }],
  subtotalCents: 9000,
  shippingCents: 1199,
  serviceFeeCents: 299,
};

describe('createPaymentIntent', () => {
  it('answers what the payment holds, with the store’s Stripe account when named', async () => {
    answer(200, { ...held, provider: 'stripe', stripeAccount: 'acct_1', currency: 'usd' });
    await expect(createPaymentIntent(basket, info, 'key')).resolves.toEqual({
      ...held,
      provider: 'stripe',
      stripeAccount: 'acct_1',
    });
  });

  it('says the payment system is unavailable when the answer cannot be paid', async () => {
    answer(200, { ...held, clientSecret: '' });
    await expect(createPaymentIntent(basket, info, 'key')).resolves.toEqual({
      error: 'Payment system unavailable.',
    });
  });

  it('answers a stock refusal in the api’s words, with the product and what is left', async () => {
    answer(409, { code: 'OUT_OF_STOCK', error: 'Only 1 left.', productId: 'p-1', available: 1 });
    await expect(createPaymentIntent(basket, info, 'key')).resolves.toMatchObject({
      error: 'Only 1 left.',
      code: 'OUT_OF_STOCK',
      productId: 'p-1',
      available: 1,
    });
  });

  it('names the piece whose answer the api refused', async () => {
    answer(400, {
      code: 'PERSONALISATION_INVALID',
      error: 'Engraving is at most 12 characters',
      field: 'items.1.personalisation.engraving',
    });
    const cuff = {
      ...basket[0],
      id: 'p-2',
      name: 'Tide Cuff',
      personalisation: { engraving: 'x'.repeat(13) },
    };
    await expect(createPaymentIntent([basket[0], cuff], info, 'key')).resolves.toMatchObject({
      error: 'Tide Cuff: Engraving is at most 12 characters',
      code: 'PERSONALISATION_INVALID',
    });
  });

  it('answers Payment setup failed for a server error, whatever it says', async () => {
    answer(500, { code: 'INTERNAL', error: 'Internal Server Error' });
    await expect(createPaymentIntent(basket, info, 'key')).resolves.toMatchObject({
      error: 'Payment setup failed. Please try again.',
    });
  });
});

describe('confirmTestPayment', () => {
  it('sends the card number without spaces, and answers a payment that did not succeed as failed', async () => {
    const fetchMock = answer(200, { status: 'requires_payment_method' });
    await expect(confirmTestPayment('pi_1', '4242 4242 4242 4242')).resolves.toEqual({
      error: 'Payment failed',
    });
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual(
      { paymentIntentId: 'pi_1', cardNumber: '4242424242424242' },
    );
  });

  it('answers a declined card in the provider’s words', async () => {
    answer(402, { code: 'card_declined', error: 'Your card was declined.' });
    await expect(confirmTestPayment('pi_1', '4000000000000002')).resolves.toMatchObject({
      error: 'Your card was declined.',
      code: 'card_declined',
    });
  });
});

describe('createOrder', () => {
  const intent = { ...held, provider: 'test' } as PaymentIntent;

  it('answers the placed order', async () => {
    answer(200, {
      success: true,
      id: 'o1',
      orderId: 'ORD-1',
      total: 104.98,
      createdAt: '2026-01-05T10:00:00.000Z',
    });
    await expect(createOrder(intent, info)).resolves.toEqual({
      id: 'o1',
      orderId: 'ORD-1',
      total: 104.98,
      createdAt: '2026-01-05T10:00:00.000Z',
    });
  });

  it.each([
    [
      402,
      { code: 'PAYMENT_NOT_COMPLETED', error: 'x' },
      { error: 'Payment failed', code: 'PAYMENT_NOT_COMPLETED' },
    ],
    [
      409,
      { code: 'REFUNDED', error: 'Sold out meanwhile: your payment is refunded.' },
      { error: 'Sold out meanwhile: your payment is refunded.', code: 'REFUNDED' },
    ],
    [500, { error: 'boom' }, { error: 'Order creation failed' }],
  ])('answers a %i as the shopper should read it', async (status, body, expected) => {
    answer(status, body);
    await expect(createOrder(intent, info)).resolves.toMatchObject(expected);
  });
});

describe('a basket with a size', () => {
  const sized = [
    { ...basket[0], variantId: 'v-6', variantName: 'Size 6', quantity: 1 },
    { ...basket[0], variantId: 'v-7', variantName: 'Size 7', quantity: 1 },
  ] as CartItem[];

  it('names each line’s variant to the payment and to a discount code’s Apply alike', async () => {
    const fetchMock = answer(200, { code: 'MARKET10', discountCents: 900 });
    await checkDiscountCode('market10', sized);
    await createPaymentIntent(sized, info, 'key');
    const [apply, payment] = fetchMock.mock.calls.map(
      (call) => JSON.parse((call as unknown as [string, { body: string }])[1].body).items,
    );
    expect(apply).toEqual([
      { id: 'p-1', variantId: 'v-6', quantity: 1, price: 45 },
      { id: 'p-1', variantId: 'v-7', quantity: 1, price: 45 },
    ]);
    expect(payment).toEqual(apply);
  });
});
