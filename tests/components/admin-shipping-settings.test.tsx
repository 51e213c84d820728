import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ShippingSettings } from '@/components/admin/settings/shipping-settings';
import { DEFAULT_SHIPPING_SETTINGS } from '@/lib/schemas/shipping';
import { DEFAULT_THEME, type Store } from '@/lib/schemas/store';
import { answer } from './admin-support';

jest.setTimeout(20_000);

const ID = '0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e8f';
const store: Store = {
  _id: ID,
  tenant: 'demo',
  storeName: 'Sitka Silver & Clay',
  businessInfo: { description: 'Made by hand.', email: 'hello@demo.test' },
  theme: DEFAULT_THEME,
  socialLinks: {},
  storeHours: { enabled: false, hours: [] },
  shippingMethods: { local: false, national: true, international: false },
  shippingSettings: DEFAULT_SHIPPING_SETTINGS,
};

let saved: unknown[];
beforeEach(() => {
  saved = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/stores/by-identifier/')) return answer(200, store);
    if (url === `/api/stores/${ID}` && init?.method === 'PUT') {
      const body = JSON.parse(init.body as string);
      saved.push(body);
      return answer(200, { ...store, ...body });
    }
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

function renderSettings() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ShippingSettings tenant="demo" />
    </SWRConfig>,
  );
}

describe('shipping settings', () => {
  it('starts from the spec’s flat national rate and saves pickup, a free-over amount and countries', async () => {
    const user = userEvent.setup();
    renderSettings();
    expect(await screen.findByTestId('shipping-nationalRate')).toHaveValue('11.99');

    await user.click(screen.getByTestId('wizard-shipping-local'));
    await user.type(screen.getByTestId('shipping-pickupAddress'), '201 Lincoln St, Sitka');
    await user.type(screen.getByTestId('shipping-pickupInstructions'), 'Ring the bell.');
    await user.type(screen.getByTestId('shipping-nationalFreeOver'), '100');
    await user.click(screen.getByTestId('wizard-shipping-international'));
    await user.clear(screen.getByTestId('shipping-internationalRate'));
    await user.type(screen.getByTestId('shipping-internationalRate'), '24.5');
    await user.type(screen.getByTestId('shipping-countries'), 'ca, GB');
    await user.click(screen.getByRole('button', { name: 'Save Shipping' }));

    expect(await screen.findByText('Shipping settings saved.')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        shippingMethods: { local: true, national: true, international: true },
        shippingSettings: {
          pickup: { address: '201 Lincoln St, Sitka', instructions: 'Ring the bell.' },
          national: { rateCents: 1199, freeOverCents: 10000 },
          international: { rateCents: 2450, freeOverCents: null },
          countries: ['CA', 'GB'],
        },
      },
    ]);
  });

  it('says what checkout offers as saved, and says it anew after a change is saved', async () => {
    const user = userEvent.setup();
    renderSettings();
    const summary = await screen.findByTestId('shipping-summary');
    expect(summary).toHaveTextContent('Checkout now offers national shipping at $11.99.');

    await user.click(screen.getByTestId('wizard-shipping-local'));
    await user.type(screen.getByTestId('shipping-pickupAddress'), '201 Lincoln St, Sitka');
    await user.clear(screen.getByTestId('shipping-nationalRate'));
    await user.type(screen.getByTestId('shipping-nationalRate'), '9.5');
    await user.type(screen.getByTestId('shipping-nationalFreeOver'), '100');
    // Typed, not saved: checkout still charges the saved rate.
    expect(summary).toHaveTextContent('national shipping at $11.99');
    await user.click(screen.getByRole('button', { name: 'Save Shipping' }));

    expect(await screen.findByText('Shipping settings saved.')).toBeInTheDocument();
    expect(screen.getByTestId('shipping-summary')).toHaveTextContent(
      'Checkout now offers local pickup and national shipping at $9.50 (free over $100.00).',
    );
    expect(screen.getByTestId('shipping-summary')).not.toHaveTextContent('$11.99');
  });

  it('names a bad amount, an unknown country and a missing pickup address, and saves nothing', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByTestId('wizard-shipping-local'));
    await user.clear(screen.getByTestId('shipping-nationalRate'));
    await user.type(screen.getByTestId('shipping-nationalRate'), 'ten');
    await user.click(screen.getByTestId('wizard-shipping-international'));
    await user.type(screen.getByTestId('shipping-countries'), 'CA, QQ');
    await user.click(screen.getByRole('button', { name: 'Save Shipping' }));

    expect(await screen.findByText('Enter an amount in dollars, like 11.99')).toBeInTheDocument();
    expect(screen.getByText('QQ is not a two-letter country code')).toBeInTheDocument();
    expect(screen.getByText('Pickup address is required for local pickup')).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([]));
  });
});
