import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { TaxSettings } from '@/components/admin/settings/tax-settings';
import type { TaxSettingsView } from '@/lib/schemas/tax';
import { answer } from './admin-support';

jest.setTimeout(30_000);

const NOTHING: TaxSettingsView = {
  pricesIncludeTax: false,
  registrations: [],
  provider: 'builtin',
  taxShipping: false,
  taxServiceFee: false,
};

let current: TaxSettingsView;
let sent: unknown[];
/** What the api says to a PUT: the settings saved, unless a test refuses it. */
let onPut: (body: Record<string, unknown>) => ReturnType<typeof answer>;

beforeEach(() => {
  current = NOTHING;
  sent = [];
  onPut = (body) => {
    current = {
      ...(body as TaxSettingsView),
      registrations: (body.registrations as TaxSettingsView['registrations']).map((r) => ({
        country: r.country,
        region: r.region ?? null,
        rate: r.rate ?? null,
      })),
    };
    return answer(200, current);
  };
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/admin/tax-settings' && init?.method === 'PUT') {
      const body = JSON.parse(init.body as string);
      sent.push(body);
      return onPut(body);
    }
    if (url === '/api/admin/tax-settings') return answer(200, current);
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

function renderSettings() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TaxSettings />
    </SWRConfig>,
  );
}

const save = () => screen.getByRole('button', { name: 'Save Taxes' });

describe('Settings → Taxes', () => {
  it('says no tax is charged until a registration is added, and saves an Alaska borough’s own rate', async () => {
    const user = userEvent.setup();
    renderSettings();
    expect(await screen.findByText('No registration: no tax is charged.')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add a registration' }));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'AK');
    expect(
      screen.getByText('Added to the table’s 0% for Alaska, United States; optional'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Own local rate (%)' }), '6');
    await user.type(screen.getByRole('textbox', { name: 'Registration number' }), ' KPB-01234 ');
    await user.click(screen.getByTestId('tax-shipping'));
    await user.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent('Tax settings saved.');
    expect(sent).toEqual([
      {
        pricesIncludeTax: false,
        registrations: [{ country: 'US', region: 'AK', rate: 6, number: 'KPB-01234' }],
        provider: 'builtin',
        taxShipping: true,
        taxServiceFee: false,
      },
    ]);
    expect(screen.getByRole('group', { name: 'Registration 1: Alaska, United States' })).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('shows the saved registrations, removes one and says prices include tax', async () => {
    current = {
      ...NOTHING,
      registrations: [
        { country: 'DE', region: null, rate: null },
        { country: 'FR', region: null, rate: null },
      ],
    };
    const user = userEvent.setup();
    renderSettings();
    const germany = await screen.findByRole('group', { name: 'Registration 1: Germany' });
    expect(within(germany).getByText('Added to the table’s 19% for Germany; optional')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove registration 1 (Germany)' }));
    expect(screen.queryByRole('group', { name: /Germany/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Registration 1: France' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /My prices include tax/ }));
    await user.click(save());
    await screen.findByText('Tax settings saved.');
    expect(sent[0]).toMatchObject({
      pricesIncludeTax: true,
      registrations: [{ country: 'FR', region: null, rate: null }],
    });

    await user.click(screen.getByRole('button', { name: 'Remove registration 1 (France)' }));
    expect(screen.getByText('No registration: no tax is charged.')).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ registrations: [] });
  });

  it('names the field that is wrong before sending: a missing country or state, a rate out of range, a bad number, a place twice', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Add a registration' }));
    await user.click(save());
    expect(await screen.findByText('Choose a country', { selector: '.field__error' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    await user.click(save());
    expect(await screen.findByText('Choose a state', { selector: '.field__error' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'WA');
    await user.type(screen.getByRole('textbox', { name: 'Own local rate (%)' }), '30');
    await user.click(save());
    expect(await screen.findByText('rate must be at most 25%')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Own local rate (%)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.clear(screen.getByRole('textbox', { name: 'Own local rate (%)' }));
    await user.type(screen.getByRole('textbox', { name: 'Registration number' }), 'WA#1');
    await user.click(save());
    expect(
      await screen.findByText('number may hold only letters, digits, spaces and . - /'),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Registration number' }));
    await user.click(screen.getByRole('button', { name: 'Add a registration' }));
    const [, second] = screen.getAllByRole('combobox', { name: 'Country' });
    await user.selectOptions(second, 'US');
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'State' })[1], 'WA');
    await user.click(save());
    expect(await screen.findByText('registrations lists this place twice')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('puts the api’s refusal on the field it names', async () => {
    onPut = () =>
      answer(400, {
        error: 'region must be a US state code (or DC)',
        code: 'VALIDATION_ERROR',
        field: 'registrations.0.region',
      });
    current = { ...NOTHING, registrations: [{ country: 'US', region: 'OR', rate: null }] };
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByTestId('tax-service-fee'));
    await user.click(save());
    expect(
      await screen.findByText('region must be a US state code (or DC)', { selector: '.field__error' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Tax settings saved.')).not.toBeInTheDocument();
  });

  it('shows Stripe Tax disabled, with the reason, once the api refuses it', async () => {
    onPut = () =>
      answer(400, {
        error: 'provider stripe needs Stripe payments, which are not set up here: choose builtin',
        code: 'VALIDATION_ERROR',
        field: 'provider',
      });
    const user = userEvent.setup();
    renderSettings();
    const stripe = await screen.findByRole('radio', { name: /Stripe Tax/ });
    expect(stripe).toBeEnabled();
    await user.click(stripe);
    await user.click(save());
    expect(
      await screen.findByText(/provider stripe needs Stripe payments/, { selector: '.field__error' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Stripe Tax/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Sitka’s rates table/ })).toBeChecked();
  });

  it('says so when the settings cannot be loaded', async () => {
    global.fetch = jest.fn(async () =>
      answer(500, { error: 'Database unavailable' }),
    ) as unknown as typeof fetch;
    renderSettings();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });
});
