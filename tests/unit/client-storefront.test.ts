/**
 * The storefront's calls (lib/client/storefront, newsletter) and the refusal reader of callBff they rely on:
 * what each sends through the BFF and what the shopper reads back.
 */
import { callBff } from '@/lib/client/bff-call';
import { subscribeToNewsletter } from '@/lib/client/newsletter';
import { NEWSLETTER_CHECK_INBOX } from '@/lib/constants/newsletter';
import { placeBackorder } from '@/lib/client/storefront';

function answer(status: number, body: unknown): jest.Mock {
  const fetchMock = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('callBff', () => {
  it('reads a refusal with the screen’s reader, keeping the status', async () => {
    answer(409, { error: 'api words', code: 'IN_STOCK' });
    const result = await callBff('/api/x', { method: 'POST' }, () => ({ ok: true }), 'fallback', {
      refusal: (status, body) => ({ error: `${status}: ${String(body?.code)}` }),
    });
    expect(result).toEqual({ httpStatus: 409, error: '409: IN_STOCK' });
  });

  it('takes a failure that a good answer carries, and the fallback for an answer of the wrong shape', async () => {
    answer(200, { success: false });
    await expect(
      callBff('/api/x', { method: 'GET' }, () => ({ error: 'said no' }), 'fallback'),
    ).resolves.toEqual({ error: 'said no' });
    await expect(callBff('/api/x', { method: 'GET' }, () => null, 'fallback')).resolves.toEqual({
      error: 'fallback',
    });
  });
});

describe('subscribeToNewsletter', () => {
  it('sends the address and answers the thank-you, the api’s or the spec’s', async () => {
    const fetchMock = answer(200, { success: true, message: 'Thanks for subscribing!' });
    await expect(subscribeToNewsletter('maker@example.com')).resolves.toEqual({
      message: 'Thanks for subscribing!',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter/subscribe',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'maker@example.com' }) }),
    );
    answer(200, {});
    await expect(subscribeToNewsletter('maker@example.com')).resolves.toEqual({
      message: NEWSLETTER_CHECK_INBOX,
    });
  });

  it('answers a refusal in the api’s error, else its message, else the general line', async () => {
    answer(400, { error: 'Please enter a valid email address.' });
    await expect(subscribeToNewsletter('x')).resolves.toMatchObject({
      error: 'Please enter a valid email address.',
    });
    answer(200, { success: false, message: 'Already subscribed.' });
    await expect(subscribeToNewsletter('x')).resolves.toEqual({ error: 'Already subscribed.' });
    answer(500, null);
    await expect(subscribeToNewsletter('x')).resolves.toMatchObject({
      error: 'An error occurred. Please try again later.',
    });
  });
});

describe('placeBackorder', () => {
  const request = {
    productId: 'p-1',
    quantity: 2,
    totalCents: 13600,
    customer: { userId: 'u-1', email: 'shopper@demo.test', tenantId: 'demo' },
  };

  it('sends the backorder in dollars, waiting for payment', async () => {
    const fetchMock = answer(201, { success: true });
    await expect(placeBackorder(request)).resolves.toEqual({ placed: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/backorders');
    expect(JSON.parse(String(init.body))).toMatchObject({
      productId: 'p-1',
      quantity: 2,
      total: 136,
      customerId: 'u-1',
      customerEmail: 'shopper@demo.test',
      tenantId: 'demo',
      status: 'Pending Payment',
      orderId: expect.stringMatching(/^BO-\d+$/),
    });
  });

  it('asks to log in on a 401 and says it failed on any other refusal', async () => {
    answer(401, { error: 'Unauthorized' });
    await expect(placeBackorder(request)).resolves.toEqual({
      httpStatus: 401,
      error: 'You must be logged in to place a backorder.',
    });
    answer(409, { error: 'This piece is in stock', code: 'IN_STOCK' });
    await expect(placeBackorder(request)).resolves.toEqual({
      httpStatus: 409,
      error: 'Failed to create backorder. Please try again.',
    });
  });
});
