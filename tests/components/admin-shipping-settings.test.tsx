import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ShippingSettings } from '@/components/admin/settings/shipping-settings';
import { DEFAULT_SHIPPING_SETTINGS, DEFAULT_WEIGHT_RATES, type WeightRates } from '@/lib/schemas/shipping';
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

let saved: { shippingSettings: { weightRates?: WeightRates } }[];
/** The store the api answers with: `store` unless a case sets rate tables. */
let current: Store;
beforeEach(() => {
  saved = [];
  current = store;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/stores/by-identifier/')) return answer(200, current);
    if (url === `/api/stores/${ID}` && init?.method === 'PUT') {
      const body = JSON.parse(init.body as string);
      saved.push(body);
      return answer(200, { ...current, ...body });
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
          weightRates: DEFAULT_WEIGHT_RATES,
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

describe('shipping rates by weight and zone', () => {
  const TABLES: WeightRates = {
    kind: 'weight',
    packagingGrams: 120,
    defaultItemGrams: 300,
    zones: [
      {
        name: 'Neighbours',
        countries: ['CA', 'GB'],
        bands: [
          { upToGrams: 500, rateCents: 900 },
          { upToGrams: null, rateCents: 2400 },
        ],
      },
    ],
    restOfWorld: [{ upToGrams: 2000, rateCents: 3550 }],
  };

  const type = async (user: ReturnType<typeof userEvent.setup>, testId: string, value: string) => {
    await user.clear(screen.getByTestId(testId));
    await user.type(screen.getByTestId(testId), value);
  };

  it('switches to rates by weight, adds a zone with two bands, and saves the tables', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByRole('radio', { name: /By weight and zone/ }));
    // By weight, the national rate is the tables' business: its flat rate is not asked.
    expect(screen.queryByTestId('shipping-nationalRate')).not.toBeInTheDocument();
    expect(screen.getByTestId('shipping-rest-no-bands')).toHaveTextContent('nothing ships');

    await type(user, 'shipping-packagingGrams', '150');
    await type(user, 'shipping-defaultItemGrams', '250');
    await user.click(screen.getByRole('button', { name: 'Add a zone' }));
    await user.type(screen.getByLabelText('Zone name'), 'North America');
    await user.type(screen.getByLabelText('Countries in the zone'), 'ca, us');
    await type(user, 'shipping-zone-0-band-0-upTo', '500');
    await type(user, 'shipping-zone-0-band-0-rate', '8');
    const zone = screen.getByTestId('shipping-zone');
    await user.click(within(zone).getByRole('button', { name: 'Add a weight band' }));
    await user.click(screen.getByRole('checkbox', { name: 'And heavier' }));
    await type(user, 'shipping-zone-0-band-1-rate', '14.5');
    expect(screen.queryByTestId('shipping-zone-0-band-1-upTo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Shipping' }));

    expect(await screen.findByText('Shipping settings saved.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0].shippingSettings).toMatchObject({ national: { rateCents: 1199, freeOverCents: null } });
    expect(saved[0].shippingSettings.weightRates).toEqual({
      kind: 'weight',
      packagingGrams: 150,
      defaultItemGrams: 250,
      zones: [
        {
          name: 'North America',
          countries: ['CA', 'US'],
          bands: [
            { upToGrams: 500, rateCents: 800 },
            { upToGrams: null, rateCents: 1450 },
          ],
        },
      ],
      restOfWorld: [],
    });
    expect(screen.getByTestId('shipping-summary')).toHaveTextContent(
      'Checkout now offers national shipping by weight.',
    );
  });

  it('shows a new zone’s band errors only once a band field is left, and clears one as it is typed right', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByTestId('shipping-kind-weight'));
    await user.click(screen.getByRole('button', { name: 'Add a zone' }));
    await user.type(screen.getByTestId('shipping-zone-0-name'), 'Home');
    await user.type(screen.getByTestId('shipping-zone-0-countries'), 'US');
    await user.tab();
    // The bands were not reached yet: nothing is said about them.
    await waitFor(() => expect(screen.getByTestId('shipping-zone-0-band-0-upTo')).toHaveFocus());
    expect(screen.getByTestId('shipping-zone-0-band-0-upTo')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('shipping-zone-0-band-0-rate')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a weight in whole grams, like 500')).not.toBeInTheDocument();
    expect(screen.queryByText('Enter an amount in dollars, like 11.99')).not.toBeInTheDocument();

    // A rate left empty is named once left; typed right, its error goes while the owner types.
    await user.click(screen.getByTestId('shipping-zone-0-band-0-rate'));
    await user.tab();
    expect(await screen.findByText('Enter an amount in dollars, like 11.99')).toBeInTheDocument();
    await user.type(screen.getByTestId('shipping-zone-0-band-0-rate'), '8');
    expect(screen.getByTestId('shipping-zone-0-band-0-rate')).toHaveFocus();
    await waitFor(() =>
      expect(screen.queryByText('Enter an amount in dollars, like 11.99')).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('shipping-zone-0-band-0-rate')).not.toHaveAttribute('aria-invalid');

    // Straight from the rate to the button: the click lands and adds a band.
    await user.click(
      within(screen.getByTestId('shipping-zone')).getByRole('button', { name: 'Add a weight band' }),
    );
    expect(await screen.findByTestId('shipping-zone-0-band-1-upTo')).toBeInTheDocument();
    expect(screen.getAllByTestId('shipping-zone-0-band')).toHaveLength(2);
  });

  it('names a band no heavier than the one before beside it, and saves nothing', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByTestId('shipping-kind-weight'));
    await user.click(screen.getByRole('button', { name: 'Add a zone' }));
    await user.type(screen.getByTestId('shipping-zone-0-name'), 'Home');
    await user.type(screen.getByTestId('shipping-zone-0-countries'), 'US');
    await type(user, 'shipping-zone-0-band-0-upTo', '1000');
    await type(user, 'shipping-zone-0-band-0-rate', '8');
    await user.click(
      within(screen.getByTestId('shipping-zone')).getByRole('button', { name: 'Add a weight band' }),
    );
    await type(user, 'shipping-zone-0-band-1-upTo', '500');
    await type(user, 'shipping-zone-0-band-1-rate', '12');
    await user.click(screen.getByRole('button', { name: 'Save Shipping' }));

    const message = await screen.findByText('Each weight band must be heavier than the one before');
    expect(message).toHaveAttribute('id', 'shipping-zone-0-band-1-upTo-error');
    expect(screen.getByTestId('shipping-zone-0-band-1-upTo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('shipping-zone-0-band-0-upTo')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(saved).toEqual([]));
  });

  it('asks for a zone or a rest-of-the-world band, and a weight typed as grams', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByTestId('shipping-kind-weight'));
    await type(user, 'shipping-packagingGrams', '1.5kg');
    await user.click(screen.getByRole('button', { name: 'Save Shipping' }));
    expect(await screen.findByText('Enter a weight in whole grams, like 500')).toBeInTheDocument();

    await type(user, 'shipping-packagingGrams', '100');
    await user.click(screen.getByRole('button', { name: 'Save Shipping' }));
    expect(
      await screen.findByText('Rates by weight need at least one zone or a rate for the rest of the world'),
    ).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([]));
  });

  it('shows the saved tables, and asks before removing a zone with bands', async () => {
    current = { ...store, shippingSettings: { ...DEFAULT_SHIPPING_SETTINGS, weightRates: TABLES } };
    const user = userEvent.setup();
    renderSettings();
    expect(await screen.findByRole('radio', { name: /By weight and zone/ })).toBeChecked();
    expect(screen.getByTestId('shipping-summary')).toHaveTextContent('national shipping by weight');
    expect(screen.getByTestId('shipping-packagingGrams')).toHaveValue('120');
    expect(screen.getByTestId('shipping-defaultItemGrams')).toHaveValue('300');
    expect(screen.getByTestId('shipping-zone-0-name')).toHaveValue('Neighbours');
    expect(screen.getByTestId('shipping-zone-0-countries')).toHaveValue('CA, GB');
    expect(screen.getByTestId('shipping-zone-0-band-0-upTo')).toHaveValue('500');
    expect(screen.getByTestId('shipping-zone-0-band-0-rate')).toHaveValue('9.00');
    expect(screen.getByTestId('shipping-zone-0-band-1-heavier')).toBeChecked();
    expect(screen.getByTestId('shipping-zone-0-band-1-rate')).toHaveValue('24.00');
    expect(screen.getByTestId('shipping-rest-band-0-upTo')).toHaveValue('2000');
    expect(screen.getByTestId('shipping-rest-band-0-rate')).toHaveValue('35.50');

    await user.click(screen.getByRole('button', { name: 'Remove Neighbours' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this zone?' });
    expect(dialog).toHaveTextContent('Neighbours and its weight bands will be removed.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('shipping-zone-0-name')).toHaveValue('Neighbours');

    await user.click(screen.getByRole('button', { name: 'Remove Neighbours' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove zone' }));
    expect(screen.queryByTestId('shipping-zone')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Shipping' }));
    expect(await screen.findByText('Shipping settings saved.')).toBeInTheDocument();
    expect(saved[0].shippingSettings.weightRates).toEqual({ ...TABLES, zones: [] });
  });

  it('keeps the tables when the owner goes back to flat rates', async () => {
    current = { ...store, shippingSettings: { ...DEFAULT_SHIPPING_SETTINGS, weightRates: TABLES } };
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByRole('radio', { name: /Flat rate per method/ }));
    expect(screen.queryByTestId('shipping-zone')).not.toBeInTheDocument();
    expect(screen.getByTestId('shipping-nationalRate')).toHaveValue('11.99');
    await user.click(screen.getByRole('button', { name: 'Save Shipping' }));
    expect(await screen.findByText('Shipping settings saved.')).toBeInTheDocument();
    expect(saved[0].shippingSettings.weightRates).toEqual({ ...TABLES, kind: 'flat' });
  });
});
