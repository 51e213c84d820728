import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { StoreWizard } from '@/components/admin/wizard/store-wizard';
import { DEFAULT_SHIPPING_SETTINGS } from '@/lib/schemas/shipping';
import { DEFAULT_THEME, type Store } from '@/lib/schemas/store';
import type { TaxSettingsView } from '@/lib/schemas/tax';
import { answer } from '@/tests/support/fetch-answer';
import { mockRouter } from '@/tests/support/next-navigation';

// Each case walks the wizard's steps with real clicks; the default 5 s is tight on a busy machine.
jest.setTimeout(30_000);
jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));

const STORE_ID = '0b6f1d3e-8a52-4c1e-9d3b-2f6a7c9e1a44';
const demo: Store = {
  _id: STORE_ID,
  tenant: 'demo',
  storeName: 'Sitka Silver & Clay',
  businessInfo: {
    description: 'Sterling silver and stoneware, made by hand.',
    email: 'hello@demo.test',
    phoneNumber: '(907) 555-0142',
    address: { street: '201 Lincoln St', city: 'Sitka', state: 'AK', zipCode: '99835', country: 'US' },
  },
  theme: DEFAULT_THEME,
  socialLinks: {},
  storeHours: { enabled: false, hours: [] },
  shippingMethods: { local: false, national: true, international: false },
  shippingSettings: DEFAULT_SHIPPING_SETTINGS,
};

const TAX = '/api/admin/tax-settings';
let savedTax: TaxSettingsView;
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  if (url === `/api/stores/${STORE_ID}` && init?.method === 'PUT') return answer(200, demo);
  if (url === TAX && init?.method === 'PUT') return answer(200, JSON.parse(init.body as string));
  if (url === TAX) return answer(200, savedTax);
  if (url === '/api/admin/settings/consumer')
    return answer(200, {
      returnDays: 14,
      returnsFor: 'everyone',
      consentRequiredFor: 'eu',
      legalName: null,
      companyRegistration: null,
    });
  if (url === '/api/admin/stripe-status')
    return answer(200, { isEnabled: false, accountStatus: 'not connected', testMode: false });
  return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
});
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
const taxPut = () => {
  const put = fetchMock.mock.calls.find(([url, init]) => url === TAX && init?.method === 'PUT');
  return put ? JSON.parse(put[1]!.body as string) : undefined;
};

beforeEach(() => {
  jest.clearAllMocks();
  savedTax = {
    pricesIncludeTax: false,
    registrations: [],
    provider: 'builtin',
    taxShipping: false,
    taxServiceFee: false,
  };
  global.fetch = fetchMock as unknown as typeof fetch;
  global.requestAnimationFrame = (callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  };
  Element.prototype.scrollIntoView = jest.fn();
});

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const title = () => screen.getByTestId('wizard-step-title');
async function openTaxes() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StoreWizard store={demo} />
    </SWRConfig>,
  );
  for (let step = 0; step < 6; step += 1) await next();
  expect(title()).toHaveTextContent('Step 7 of 9');
  expect(title()).toHaveTextContent('Taxes');
}

describe('setup wizard: Taxes step', () => {
  it('can be skipped: no registration, no tax, and nothing is written to the tax settings', async () => {
    await openTaxes();
    const step = screen.getByTestId('wizard-taxes');
    expect(within(step).getByText('No registration: no tax is charged.')).toBeInTheDocument();
    expect(within(step).getByText(/Skip this step: no registration, no tax/)).toBeInTheDocument();
    await next();
    expect(title()).toHaveTextContent('Policies');
    await next();
    expect(title()).toHaveTextContent('Payments');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/admin/store'));
    expect(calls()).toContain(`PUT /api/stores/${STORE_ID}`);
    expect(taxPut()).toBeUndefined();
  });

  it('saves where the store is registered and that prices include tax, after the store, on Complete Setup', async () => {
    await openTaxes();
    await userEvent.click(screen.getByRole('button', { name: 'Add a registration' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DE');
    await userEvent.click(screen.getByRole('checkbox', { name: /My prices include tax/ }));
    await next();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/admin/store'));
    expect(taxPut()).toEqual({
      pricesIncludeTax: true,
      registrations: [{ country: 'DE', region: null, rate: null }],
      provider: 'builtin',
      taxShipping: false,
      taxServiceFee: false,
    });
    const order = calls();
    expect(order.indexOf(`PUT ${TAX}`)).toBeGreaterThan(order.indexOf(`PUT /api/stores/${STORE_ID}`));
    // The store's record is not sent the tax answers.
    const storePut = fetchMock.mock.calls.find(([url]) => url === `/api/stores/${STORE_ID}`)!;
    expect(JSON.parse(storePut[1]!.body as string)).not.toHaveProperty('tax');
  });

  it('refuses Next on a registration without its country or state, naming the input', async () => {
    await openTaxes();
    await userEvent.click(screen.getByRole('button', { name: 'Add a registration' }));
    await next();
    expect(title()).toHaveTextContent('Taxes');
    expect(await screen.findByText('Choose a country', { selector: '.field__error' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    await next();
    expect(await screen.findByText('Choose a state', { selector: '.field__error' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'AK');
    await next();
    expect(title()).toHaveTextContent('Policies');
    await next();
    expect(title()).toHaveTextContent('Payments');
  });

  it('starts from the saved settings and keeps what it does not ask about', async () => {
    savedTax = {
      pricesIncludeTax: false,
      registrations: [{ country: 'US', region: 'AK', rate: 6 }],
      provider: 'builtin',
      taxShipping: true,
      taxServiceFee: true,
    };
    await openTaxes();
    expect(
      await screen.findByRole('group', { name: 'Registration 1: Alaska, United States' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Own local rate (%)' })).toHaveValue('6');
    await userEvent.click(screen.getByRole('button', { name: 'Add a registration' }));
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Country' })[1], 'US');
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'State' })[1], 'WA');
    await next();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/admin/store'));
    expect(taxPut()).toEqual({
      pricesIncludeTax: false,
      registrations: [
        { country: 'US', region: 'AK', rate: 6 },
        { country: 'US', region: 'WA', rate: null },
      ],
      provider: 'builtin',
      taxShipping: true,
      taxServiceFee: true,
    });
  });
});
