import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { QuickCreate } from '@/components/admin/wizard/quick-create';
import { StoreWizard } from '@/components/admin/wizard/store-wizard';
import { goTo } from '@/lib/auth/navigate';
import type { StripeStatus } from '@/lib/schemas/admin-payments';
import { DEFAULT_SHIPPING_SETTINGS } from '@/lib/schemas/shipping';
import { DEFAULT_THEME, type Store } from '@/lib/schemas/store';
import { answer } from '@/tests/support/fetch-answer';
import { mockRouter } from '@/tests/support/next-navigation';
import { PHONE_INVALID_MESSAGE } from '@/lib/phone';

// Each case walks several steps with real typing; the default 5 s is tight on a busy machine.
jest.setTimeout(20_000);

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
// Compression needs a canvas jsdom does not have; what the wizard does with its answer is what is tested.
const mockCompress = jest.fn();
jest.mock('browser-image-compression', () => ({
  __esModule: true,
  default: (...args: unknown[]) => mockCompress(...args),
}));
// Connecting Stripe leaves with a full load: record where (jsdom cannot navigate).
jest.mock('@/lib/auth/navigate', () => ({ goTo: jest.fn() }));
const mockGoTo = goTo as jest.Mock;

const STORE_ID = '0b6f1d3e-8a52-4c1e-9d3b-2f6a7c9e1a44';
const existing: Store = {
  _id: STORE_ID,
  tenant: 'fjord',
  storeName: 'Fjord Ceramics',
  businessInfo: {
    description: 'Stoneware thrown by hand in Homer.',
    email: 'hello@fjord.example',
    phoneNumber: '(907) 555-0142',
    address: { street: '12 Harbor Road', city: 'Homer', state: 'AK', zipCode: '99603', country: 'US' },
    brandStory: 'Two potters and a kiln by the sea.',
    categories: ['Necklaces'],
  },
  theme: { ...DEFAULT_THEME, colors: { ...DEFAULT_THEME.colors, primary: '#AA3322' } },
  socialLinks: { website: 'https://fjord.example', instagram: '@fjordclay' },
  storeHours: { enabled: false, hours: [] },
  shippingMethods: { local: true, national: true, international: false },
  shippingSettings: {
    ...DEFAULT_SHIPPING_SETTINGS,
    pickup: { address: '12 Harbor Road, Homer', instructions: '' },
  },
};

type Answer = ReturnType<typeof answer>;
const STRIPE_STATUS = '/api/admin/stripe-status';
const STRIPE_CONNECT = '/api/admin/stripe-connect';
const TAX_SETTINGS = '/api/admin/tax-settings';
const NO_TAX = {
  pricesIncludeTax: false,
  registrations: [],
  provider: 'builtin',
  taxShipping: false,
  taxServiceFee: false,
};
const CONSUMER_SETTINGS = '/api/admin/settings/consumer';
const CONSUMER_DEFAULTS = {
  returnDays: 14,
  returnsFor: 'everyone',
  consentRequiredFor: 'eu',
  legalName: null,
  companyRegistration: null,
};
const notConnected: StripeStatus = { isEnabled: false, accountStatus: 'not connected', testMode: false };
// The Payments step reads the Stripe status and posts the connection; the store calls answer in turn.
let stripeStatus: StripeStatus;
let stripeConnect: Answer;
let storeAnswers: Answer[];
const fetchMock = jest.fn(async (...[url, init]: [string, (RequestInit & { body?: unknown })?]) => {
  if (url === STRIPE_STATUS) return answer(200, stripeStatus);
  if (url === STRIPE_CONNECT) return stripeConnect;
  // The Taxes step reads the saved tax settings; Complete Setup writes them when they changed.
  if (url === TAX_SETTINGS)
    return answer(200, init?.method === 'PUT' ? JSON.parse(init.body as string) : NO_TAX);
  // So does the Policies step with the consumer settings.
  if (url === CONSUMER_SETTINGS)
    return answer(200, init?.method === 'PUT' ? JSON.parse(init.body as string) : CONSUMER_DEFAULTS);
  const next = storeAnswers.shift();
  if (!next) throw new Error(`no answer for ${url}`);
  return next;
});
/** The store calls made, in order (the Stripe calls left out). */
const storeCalls = () =>
  fetchMock.mock.calls
    .filter(
      ([url]) => !url.startsWith('/api/admin/stripe-') && url !== TAX_SETTINGS && url !== CONSUMER_SETTINGS,
    )
    .map(([url, init]) => [url, { ...init, body: init?.body as string }] as const);
/** Every call as method and path, in order. */
const callOrder = () =>
  fetchMock.mock.calls
    .map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)
    .filter((call) => call !== `GET ${TAX_SETTINGS}` && call !== `GET ${CONSUMER_SETTINGS}`);

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockClear();
  mockCompress.mockReset();
  stripeStatus = notConnected;
  stripeConnect = answer(200, { url: 'https://connect.stripe.com/setup/e/acct_1/abc' });
  storeAnswers = [];
  global.fetch = fetchMock as unknown as typeof fetch;
  global.requestAnimationFrame = (callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  };
  Element.prototype.scrollIntoView = jest.fn();
  // jsdom has no object URLs; the preview only needs some address.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

// A fresh status cache per render, as a page load has.
const renderWizard = (store: Store | null) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StoreWizard store={store} />
    </SWRConfig>,
  );
const field = (id: string) => screen.getByTestId(id);
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepTitle = () => field('wizard-step-title');

async function type(id: string, value: string) {
  const input = field(id);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  fireEvent.blur(input);
}

async function fillBasics() {
  await type('wizard-store-name', 'Fjord Ceramics');
  await type('wizard-description', 'Stoneware thrown by hand in Homer.');
  await type('wizard-email', 'hello@fjord.example');
  await type('wizard-phone', '9075550142');
  await type('wizard-street', '12 Harbor Road');
  await type('wizard-city', 'Homer');
  await userEvent.selectOptions(field('wizard-state'), 'AK');
  await type('wizard-zip', '99603');
}

describe('setup wizard', () => {
  it('starts a new store at Basic Information with Back disabled', () => {
    renderWizard(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Set Up Your Store' })).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Basic Information');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Basic Information',
      '2Store Design',
      '3Media & Branding',
      '4Product Settings',
      '5Online Presence',
      '6Shipping & Delivery',
      '7Taxes',
      '8Policies',
      '9Payments',
    ]);
    expect(stepTitle()).toHaveTextContent('Step 1 of 9');
  });

  it('refuses Next on an empty first step and shows every rule that fails', async () => {
    renderWizard(null);
    await next();
    expect(stepTitle()).toHaveTextContent('Basic Information');
    const messages = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Store name is required',
      'Description is required',
      'Invalid email',
      'Street is required',
      'City is required',
      'State is required',
      'Invalid ZIP code',
    ]);
    expect(field('wizard-store-name')).toHaveAttribute('aria-invalid', 'true');
    // Corrected, a field's message goes as it is typed, before it is left.
    await userEvent.type(field('wizard-store-name'), 'Fjord Ceramics');
    await userEvent.selectOptions(field('wizard-state'), 'AK');
    await waitFor(() => expect(screen.queryByText('Store name is required')).not.toBeInTheDocument());
    expect(screen.queryByText('State is required')).not.toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
  });

  it('shows a rule once its field is touched, and clears it when the value is fixed', async () => {
    renderWizard(null);
    await type('wizard-store-name', 'F');
    expect(await screen.findByText('Store name is required')).toBeInTheDocument();
    expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
    await type('wizard-description', 'Too short');
    expect(await screen.findByText('Description is required')).toBeInTheDocument();
    await userEvent.type(field('wizard-store-name'), 'jord');
    await waitFor(() => expect(screen.queryByText('Store name is required')).not.toBeInTheDocument());
  });

  it('formats the phone as it is typed and refuses a short number', async () => {
    renderWizard(null);
    await type('wizard-phone', '9075550142');
    expect(field('wizard-phone')).toHaveValue('(907) 555-0142');
    expect(screen.queryByText(PHONE_INVALID_MESSAGE)).not.toBeInTheDocument();
    await type('wizard-phone', '90755');
    expect(field('wizard-phone')).toHaveValue('(907) 55');
    expect(screen.getByText(PHONE_INVALID_MESSAGE)).toBeInTheDocument();
  });

  it('goes through the steps with a valid first step, and Back returns to the one before', async () => {
    renderWizard(null);
    await fillBasics();
    await next();
    expect(stepTitle()).toHaveTextContent('Store Design');
    expect(screen.getByText('Primary Color')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepTitle()).toHaveTextContent('Basic Information');
    expect(field('wizard-store-name')).toHaveValue('Fjord Ceramics');
  });

  it('asks for the pickup address at Shipping & Delivery when local pickup is on, as Settings does', async () => {
    renderWizard(null);
    await fillBasics();
    for (let i = 0; i < 5; i += 1) await next();
    expect(stepTitle()).toHaveTextContent('Shipping & Delivery');
    await userEvent.click(field('wizard-shipping-local'));
    await next();
    expect(stepTitle()).toHaveTextContent('Shipping & Delivery');
    expect(await screen.findByText('Pickup address is required for local pickup')).toBeInTheDocument();
    await type('shipping-pickupAddress', '12 Harbor Road, Homer');
    await next();
    expect(stepTitle()).toHaveTextContent('Taxes');
  });

  it('prices shipping by weight at Shipping & Delivery, and creates the store with the tables', async () => {
    storeAnswers = [answer(201, existing)];
    renderWizard(null);
    await fillBasics();
    for (let i = 0; i < 5; i += 1) await next();
    expect(stepTitle()).toHaveTextContent('Shipping & Delivery');
    await userEvent.click(screen.getByRole('radio', { name: /By weight and zone/ }));
    await next();
    expect(stepTitle()).toHaveTextContent('Shipping & Delivery');
    expect(
      await screen.findByText('Rates by weight need at least one zone or a rate for the rest of the world'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a weight band' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'And heavier' }));
    await type('shipping-rest-band-0-rate', '20');
    await next();
    expect(stepTitle()).toHaveTextContent('Taxes');
    await next();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Setup' }));

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/admin/store'));
    const body = JSON.parse(storeCalls()[0][1].body);
    expect(body.shippingSettings.weightRates).toEqual({
      kind: 'weight',
      packagingGrams: 0,
      defaultItemGrams: 0,
      zones: [],
      restOfWorld: [{ upToGrams: null, rateCents: 2000 }],
    });
  });

  it('says nothing of a new zone’s bands until they are left, and names them all once Next is pressed', async () => {
    renderWizard(null);
    await fillBasics();
    for (let i = 0; i < 5; i += 1) await next();
    expect(stepTitle()).toHaveTextContent('Shipping & Delivery');
    await userEvent.click(screen.getByRole('radio', { name: /By weight and zone/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a zone' }));
    await userEvent.type(field('shipping-zone-0-name'), 'Home');
    await userEvent.type(field('shipping-zone-0-countries'), 'US');
    await userEvent.tab();
    expect(field('shipping-zone-0-band-0-upTo')).toHaveFocus();
    expect(field('shipping-zone-0-band-0-upTo')).not.toHaveAttribute('aria-invalid');
    expect(field('shipping-zone-0-band-0-rate')).not.toHaveAttribute('aria-invalid');

    await next();
    expect(stepTitle()).toHaveTextContent('Shipping & Delivery');
    expect(await screen.findByText('Enter an amount in dollars, like 11.99')).toBeInTheDocument();
    expect(field('shipping-zone-0-band-0-rate')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field('shipping-zone-0-band-0-rate'), '8');
    await waitFor(() => expect(field('shipping-zone-0-band-0-rate')).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(
      within(screen.getByTestId('shipping-zone')).getByRole('button', { name: 'Add a weight band' }),
    );
    expect(screen.getAllByTestId('shipping-zone-0-band')).toHaveLength(2);
  });

  it('refuses links that are not URLs at Online Presence', async () => {
    renderWizard(null);
    await fillBasics();
    for (let i = 0; i < 4; i += 1) await next();
    expect(stepTitle()).toHaveTextContent('Online Presence');
    await type('wizard-website', 'my shop');
    expect(await screen.findByText('Invalid URL')).toBeInTheDocument();
    await type('wizard-facebook', 'ftp://facebook.com/fjord');
    await next();
    expect(stepTitle()).toHaveTextContent('Online Presence');
    expect(screen.getAllByText('Invalid URL')).toHaveLength(2);
    await type('wizard-website', 'https://fjord.example');
    await type('wizard-facebook', '');
    await next();
    expect(stepTitle()).toHaveTextContent('Shipping & Delivery');
    expect(screen.queryByRole('button', { name: 'Complete Setup' })).not.toBeInTheDocument();
    await next();
    expect(stepTitle()).toHaveTextContent('Step 7 of 9');
    expect(stepTitle()).toHaveTextContent('Taxes');
    await next();
    expect(stepTitle()).toHaveTextContent('Step 8 of 9');
    expect(stepTitle()).toHaveTextContent('Policies');
    await next();
    expect(stepTitle()).toHaveTextContent('Step 9 of 9');
    expect(stepTitle()).toHaveTextContent('Payments');
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('refuses a logo that is not an image, and an SVG over 2 MB', async () => {
    renderWizard(null);
    await fillBasics();
    await next();
    await next();
    expect(stepTitle()).toHaveTextContent('Media & Branding');
    const input = field('wizard-logo');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('Please upload an image file (PNG, JPG, or SVG)')).toBeInTheDocument();
    const bigSvg = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [bigSvg] } });
    expect(
      await screen.findByText('File is too large. Please upload an image smaller than 2MB'),
    ).toBeInTheDocument();
  });

  it('creates the store with every step saved, uploading the compressed logo, then goes to store management', async () => {
    const compressed = new Blob([new Uint8Array(2048)], { type: 'image/webp' });
    mockCompress.mockResolvedValue(compressed);
    const created = { ...existing, theme: DEFAULT_THEME };
    storeAnswers = [
      answer(201, created),
      answer(201, {
        kind: 'logo',
        url: '/api/stores/media/fjord/logo-abc-800.webp',
        contentType: 'image/webp',
        renditions: [],
      }),
      answer(200, created),
    ];
    renderWizard(null);
    await fillBasics();
    await next();
    await next();
    await act(async () => {
      fireEvent.change(field('wizard-logo'), {
        target: { files: [new File([new Uint8Array(4096)], 'logo.png', { type: 'image/png' })] },
      });
    });
    expect(await screen.findByTestId('wizard-logo-preview')).toHaveAttribute('src', 'blob:preview');
    await type('wizard-logo-alt', 'Fjord Ceramics');
    await type('wizard-brand-story', 'Two potters and a kiln by the sea.');
    await next();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rings' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Custom Pieces' }));
    await next();
    await type('wizard-instagram', '@fjordclay');
    await next();
    await userEvent.click(screen.getByRole('checkbox', { name: /Local Pickup/ }));
    await type('shipping-pickupAddress', '12 Harbor Road, Homer');
    await next();
    // Taxes can be skipped: no registration, no tax.
    expect(stepTitle()).toHaveTextContent('Taxes');
    await next();
    // The policy pages start from the store's details: a longer return window is saved beside it.
    expect(stepTitle()).toHaveTextContent('Policies');
    expect(screen.getByRole('link', { name: 'Returns and refunds' })).toHaveAttribute(
      'href',
      '/policies/returns',
    );
    await userEvent.clear(screen.getByLabelText('Return window (days)'));
    await userEvent.type(screen.getByLabelText('Return window (days)'), '30');
    await next();
    // Payments can wait: Complete Setup saves without connecting Stripe.
    expect(await screen.findByTestId('stripe-status')).toHaveTextContent('Not connected');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/admin/store'));
    expect(callOrder()).not.toContain(`POST ${STRIPE_CONNECT}`);
    expect(mockGoTo).not.toHaveBeenCalled();
    const [createUrl, createInit] = storeCalls()[0];
    expect(createUrl).toBe('/api/stores');
    expect(createInit.method).toBe('POST');
    const body = JSON.parse(createInit.body);
    expect(body).toMatchObject({
      storeName: 'Fjord Ceramics',
      businessInfo: {
        description: 'Stoneware thrown by hand in Homer.',
        email: 'hello@fjord.example',
        phoneNumber: '(907) 555-0142',
        address: { street: '12 Harbor Road', city: 'Homer', state: 'AK', zipCode: '99603' },
        brandStory: 'Two potters and a kiln by the sea.',
        categories: ['Rings', 'Custom Pieces'],
      },
      theme: {
        colors: DEFAULT_THEME.colors,
        fonts: { primary: 'Roboto', secondary: 'system-ui', baseFontSize: 16 },
      },
      socialLinks: { instagram: '@fjordclay', website: '' },
      shippingMethods: { local: true, national: true, international: false },
      shippingSettings: { pickup: { address: '12 Harbor Road, Homer' } },
    });
    // The Policies step's answers go to the consumer settings, not the store.
    expect(body).not.toHaveProperty('policies');
    const policiesPut = fetchMock.mock.calls.find(
      ([url, init]) => url === CONSUMER_SETTINGS && init?.method === 'PUT',
    );
    expect(JSON.parse(policiesPut![1]!.body as string)).toEqual({ ...CONSUMER_DEFAULTS, returnDays: 30 });
    expect(mockCompress).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ maxSizeMB: 1, maxWidthOrHeight: 1920 }),
    );
    expect(storeCalls()[1][0]).toBe(`/api/stores/${STORE_ID}/media/logo`);
    expect((storeCalls()[1][1].body as unknown as FormData).get('file')).toBeInstanceOf(Blob);
    expect(storeCalls()[2][0]).toBe(`/api/stores/${STORE_ID}/theme`);
    expect(JSON.parse(storeCalls()[2][1].body)).toEqual({
      operation: 'updateLogo',
      logo: { url: '/api/stores/media/fjord/logo-abc-800.webp', altText: 'Fjord Ceramics', maxWidth: 200 },
    });
  });

  it('says "Failed to save store" when the api refuses, and stays', async () => {
    storeAnswers = [
      answer(409, { error: 'This store already exists. Edit it instead.', code: 'STORE_EXISTS' }),
    ];
    renderWizard(null);
    await fillBasics();
    for (let i = 0; i < 8; i += 1) await next();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    const error = await screen.findByTestId('wizard-error');
    expect(error).toHaveTextContent('Failed to save store');
    expect(error).toHaveTextContent('This store already exists. Edit it instead.');
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('edits an existing store with its current values and saves it with PUT', async () => {
    storeAnswers = [answer(200, existing)];
    renderWizard(existing);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Your Store' })).toBeInTheDocument();
    expect(field('wizard-store-name')).toHaveValue('Fjord Ceramics');
    expect(field('wizard-phone')).toHaveValue('(907) 555-0142');
    expect(field('wizard-state')).toHaveValue('AK');
    await next();
    expect(screen.getByText('#AA3322')).toBeInTheDocument();
    await next();
    expect(field('wizard-brand-story')).toHaveValue('Two potters and a kiln by the sea.');
    await next();
    expect(screen.getByRole('checkbox', { name: 'Necklaces' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Rings' })).not.toBeChecked();
    await next();
    expect(field('wizard-website')).toHaveValue('https://fjord.example');
    await next();
    expect(screen.getByRole('checkbox', { name: /Local Pickup/ })).toBeChecked();
    await next();
    await next();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/admin/store'));
    expect(storeCalls()).toHaveLength(1);
    const [url, init] = storeCalls()[0];
    expect(url).toBe(`/api/stores/${STORE_ID}`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toMatchObject({
      storeName: 'Fjord Ceramics',
      businessInfo: { categories: ['Necklaces'] },
      theme: { colors: { primary: '#AA3322' } },
    });
  });
});

describe('setup wizard: Payments step', () => {
  /** Opens the wizard on a store and goes to its last step. */
  async function openPayments(store: Store | null = existing) {
    renderWizard(store);
    if (!store) await fillBasics();
    for (let i = 0; i < 8; i += 1) await next();
    expect(stepTitle()).toHaveTextContent('Payments');
  }

  it('shows the store is not connected, in test mode as Payment settings says it, and that payments can wait', async () => {
    stripeStatus = { ...notConnected, testMode: true };
    await openPayments();
    expect(await screen.findByTestId('stripe-status')).toHaveTextContent('Not connected');
    expect(screen.getByTestId('payments-test-mode')).toHaveTextContent(
      'Test mode. Onboarding is simulated and no real Stripe account is created.',
    );
    expect(screen.getByRole('button', { name: 'Save and connect Stripe' })).toBeEnabled();
    expect(screen.getByTestId('wizard-payments-later')).toHaveTextContent(
      'Complete Setup now and connect Stripe later from Payment settings',
    );
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
    expect(callOrder()).toEqual([`GET ${STRIPE_STATUS}`]);
  });

  it('saves the new store first, then asks for the onboarding and leaves for it', async () => {
    storeAnswers = [answer(201, existing)];
    await openPayments(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Save and connect Stripe' }));
    await waitFor(() =>
      expect(mockGoTo).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/abc'),
    );
    expect(callOrder()).toEqual([`GET ${STRIPE_STATUS}`, 'POST /api/stores', `POST ${STRIPE_CONNECT}`]);
    expect(JSON.parse(storeCalls()[0][1].body)).toMatchObject({
      storeName: 'Fjord Ceramics',
      businessInfo: { email: 'hello@fjord.example', address: { city: 'Homer', zipCode: '99603' } },
      shippingMethods: { local: false, national: true, international: false },
    });
    // Leaving for Stripe, not for store management.
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save and connect Stripe' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeDisabled();
  });

  it('stays with the save error and does not connect when the store cannot be saved', async () => {
    stripeStatus = { ...notConnected, accountStatus: 'pending' };
    storeAnswers = [
      answer(400, { error: 'Store name is required', code: 'VALIDATION_ERROR', field: 'storeName' }),
    ];
    await openPayments();
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue onboarding' }));
    const error = await screen.findByTestId('wizard-error');
    expect(error).toHaveTextContent('Failed to save store');
    expect(error).toHaveTextContent('Store name is required');
    expect(callOrder()).toEqual([`GET ${STRIPE_STATUS}`, `PUT /api/stores/${STORE_ID}`]);
    expect(mockGoTo).not.toHaveBeenCalled();
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(stepTitle()).toHaveTextContent('Payments');
    expect(screen.getByRole('button', { name: 'Save and continue onboarding' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
  });

  it('when Stripe cannot be reached after the save, stays, and Complete Setup updates the store just made', async () => {
    stripeConnect = answer(502, {
      error: 'Stripe did not answer. Please try again in a moment.',
      code: 'STRIPE_UNAVAILABLE',
    });
    storeAnswers = [answer(201, existing), answer(200, existing)];
    await openPayments(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Save and connect Stripe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Stripe did not answer. Please try again in a moment.',
    );
    expect(mockGoTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/admin/store'));
    expect(storeCalls().map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'POST /api/stores',
      `PUT /api/stores/${STORE_ID}`,
    ]);
  });

  it('says the account is connected and links to the Stripe dashboard, with nothing to connect', async () => {
    stripeStatus = {
      isEnabled: true,
      accountStatus: 'complete',
      testMode: false,
      loginLink: 'https://connect.stripe.com/express/acct_1/xyz',
    };
    await openPayments();
    expect(await screen.findByTestId('stripe-status')).toHaveTextContent('Connected');
    const payments = screen.getByTestId('wizard-payments');
    expect(
      within(payments).getByText('Card payments go straight to your Stripe account.'),
    ).toBeInTheDocument();
    expect(within(payments).getByRole('link', { name: /Open Stripe dashboard/ })).toHaveAttribute(
      'href',
      'https://connect.stripe.com/express/acct_1/xyz',
    );
    expect(within(payments).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wizard-payments-later')).not.toBeInTheDocument();
    expect(screen.queryByTestId('payments-test-mode')).not.toBeInTheDocument();
  });
});

describe('Quick Create', () => {
  async function fillQuick() {
    await type('quick-store-name', 'Fjord Ceramics');
    await type('quick-description', 'Stoneware thrown by hand in Homer.');
    await type('quick-email', 'hello@fjord.example');
  }

  it('shows the rules and sends nothing while the form is invalid', async () => {
    render(<QuickCreate />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Store' }));
    expect(await screen.findByText('Store name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the store with name, description, email and colours, then goes to store management', async () => {
    storeAnswers = [answer(201, existing)];
    render(<QuickCreate />);
    await fillQuick();
    await userEvent.click(screen.getByRole('button', { name: 'Create Store' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/admin/store'));
    const [url, init] = storeCalls()[0];
    expect(url).toBe('/api/stores');
    expect(JSON.parse(init.body)).toEqual({
      storeName: 'Fjord Ceramics',
      businessInfo: { description: 'Stoneware thrown by hand in Homer.', email: 'hello@fjord.example' },
      theme: { colors: DEFAULT_THEME.colors },
    });
  });

  it('says "Failed to create store", the api’s detail on a second line, when it cannot create it', async () => {
    storeAnswers = [answer(502, { error: 'The store service is unavailable', code: 'UPSTREAM_UNAVAILABLE' })];
    render(<QuickCreate />);
    await fillQuick();
    await userEvent.click(screen.getByRole('button', { name: 'Create Store' }));
    expect((await screen.findByTestId('quick-create-error')).textContent).toBe(
      'Failed to create store\nThe store service is unavailable',
    );
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});
