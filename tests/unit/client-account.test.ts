/**
 * The browser's account calls (lib/client/account): what each sends through the BFF and what the
 * screen gets back, a result or the words to show.
 */
import {
  checkSession,
  fetchOrderHistory,
  registerAfterPurchase,
  registerCustomer,
  saveProfile,
  verifyEmail,
} from '@/lib/client/account';

type Answer = { status: number; body: unknown } | Error;

/** fetch answering every call with `answer`; the calls are on the mock. */
function answer(reply: Answer): jest.Mock {
  const fetchMock = jest.fn(async () => {
    if (reply instanceof Error) throw reply;
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      json: async () => reply.body,
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const sent = (fetchMock: jest.Mock) => {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined };
};

const registration = {
  email: 'new@example.com',
  password: 'Good-pass-123',
  recaptchaToken: null,
  tenantId: 'demo',
  isDevelopment: false,
};

describe('registerCustomer', () => {
  it('registers a customer and answers the api’s message', async () => {
    const fetchMock = answer({ status: 201, body: { success: true, message: 'Check your email.' } });
    await expect(registerCustomer(registration)).resolves.toEqual({ message: 'Check your email.' });
    expect(sent(fetchMock)).toEqual({
      url: '/api/account/register',
      method: 'POST',
      body: { ...registration, role: 'customer' },
    });
  });

  it('answers one `param: msg` line per invalid field the api names, the key never twice', async () => {
    answer({
      status: 400,
      body: {
        error: 'x',
        errors: [
          { param: 'password', msg: 'password: Too short' },
          { param: 'email', msg: 'Bad email' },
        ],
      },
    });
    await expect(registerCustomer(registration)).resolves.toMatchObject({
      error: 'Registration validation failed: password: Too short\nemail: Bad email',
      httpStatus: 400,
    });
  });

  it('reads a 200 that says it failed as a refusal, and a lost call as the spec’s line', async () => {
    answer({ status: 200, body: { success: false, error: 'Not today' } });
    await expect(registerCustomer(registration)).resolves.toEqual({ error: 'Not today' });
    answer(new TypeError('Failed to fetch'));
    await expect(registerCustomer(registration)).resolves.toEqual({
      error: 'Registration failed. Please try again later.',
    });
  });
});

describe('registerAfterPurchase', () => {
  const guest = {
    email: 'ann@example.com',
    password: 'Harbor-seal-7!',
    recaptchaToken: null,
    isDevelopment: false,
    paymentIntentId: 'pi_1',
    customerInfo: { name: 'Ann' },
  };

  it('links the order’s payment and says whether the new customer is signed in', async () => {
    const fetchMock = answer({
      status: 201,
      body: { success: true, signedIn: false, message: 'Open the link.' },
    });
    await expect(registerAfterPurchase(guest)).resolves.toEqual({
      signedIn: false,
      message: 'Open the link.',
    });
    expect(sent(fetchMock).body).toEqual({ ...guest, role: 'customer' });
  });

  it('answers the api’s reason, else Failed to create account', async () => {
    answer({ status: 409, body: { error: 'An account with this email already exists.' } });
    await expect(registerAfterPurchase(guest)).resolves.toMatchObject({
      error: 'An account with this email already exists.',
    });
    answer({ status: 200, body: { success: false } });
    await expect(registerAfterPurchase(guest)).resolves.toEqual({ error: 'Failed to create account' });
  });
});

describe('verifyEmail', () => {
  it('spends the link and says when the address was verified before', async () => {
    const fetchMock = answer({
      status: 200,
      body: { success: true, alreadyVerified: true, message: 'Already verified.' },
    });
    await expect(verifyEmail('tok/with space')).resolves.toEqual({
      alreadyVerified: true,
      message: 'Already verified.',
    });
    expect(sent(fetchMock).url).toBe('/api/account/verify-email/tok%2Fwith%20space');
  });

  it('answers an expired link in the api’s words with its code', async () => {
    answer({ status: 400, body: { error: 'This verification link has expired.', code: 'TOKEN_EXPIRED' } });
    await expect(verifyEmail('tok')).resolves.toEqual({
      error: 'This verification link has expired.',
      code: 'TOKEN_EXPIRED',
      httpStatus: 400,
    });
  });
});

describe('saveProfile', () => {
  const values = {
    name: 'Ann',
    email: 'ann@example.com',
    phone: '9075550142',
    address: '1 Spruce Way',
    addressLine2: '',
    city: 'Sitka',
    state: 'AK' as const,
    zipCode: '99835',
  };

  it('answers a refusal as Failed to update profile with the api’s words', async () => {
    answer({ status: 400, body: { error: 'Invalid phone', field: 'phone' } });
    await expect(saveProfile(values)).resolves.toMatchObject({
      error: 'Failed to update profile: Invalid phone',
    });
    answer({ status: 500, body: null });
    await expect(saveProfile(values)).resolves.toMatchObject({
      error: 'Failed to update customer information. Please try again.',
    });
  });

  it('answers the saved profile, or null when the answer holds none', async () => {
    answer({ status: 200, body: { ...values, tenantId: 'demo', isNewProfile: false } });
    await expect(saveProfile(values)).resolves.toEqual({
      profile: { ...values, tenantId: 'demo', isNewProfile: false },
    });
    answer({ status: 200, body: { success: true } });
    await expect(saveProfile(values)).resolves.toEqual({ profile: null });
  });
});

describe('fetchOrderHistory and checkSession', () => {
  it('throws the history’s failure with the message to show', async () => {
    answer({ status: 500, body: { error: 'boom' } });
    await expect(fetchOrderHistory('/api/orders/history/a%40b.test')).rejects.toThrow('boom');
    answer({ status: 200, body: [{ not: 'an order' }] });
    await expect(fetchOrderHistory('/api/orders/history/a%40b.test')).rejects.toThrow(
      'Failed to fetch order history. Please try again later.',
    );
  });

  it('tells a signed-out browser from an unanswered session check', async () => {
    answer({ status: 200, body: null });
    await expect(checkSession()).resolves.toEqual({ signedIn: false });
    answer({ status: 200, body: { user: { email: 'a@b.test' } } });
    await expect(checkSession()).resolves.toEqual({ signedIn: true });
    answer({ status: 502, body: null });
    await expect(checkSession()).resolves.toMatchObject({
      error: 'Unable to authenticate. Please try refreshing the page.',
    });
  });
});
