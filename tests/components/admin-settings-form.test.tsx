import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ContactSettings } from '@/components/admin/settings/contact-settings';
import { TaxPlacesFields } from '@/components/admin/settings/tax-places-fields';
import { Form, useZodForm } from '@/components/ui/form';
import { DEFAULT_SHIPPING_SETTINGS } from '@/lib/schemas/shipping';
import { DEFAULT_THEME, type Store } from '@/lib/schemas/store';
import { taxSettingsFormSchema } from '@/lib/tax-settings-form';
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

let refusal: { status: number; body: unknown } | null;
let saved: unknown[];
beforeEach(() => {
  saved = [];
  refusal = null;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/stores/by-identifier/')) return answer(200, store);
    if (url === `/api/stores/${ID}` && init?.method === 'PUT') {
      if (refusal) return answer(refusal.status, refusal.body);
      const body = JSON.parse(init.body as string);
      saved.push(body);
      return answer(200, { ...store, businessInfo: { ...store.businessInfo, ...body.businessInfo } });
    }
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

function renderContact() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ContactSettings tenant="demo" />
    </SWRConfig>,
  );
}

describe('a settings section (contact details)', () => {
  it('starts from the saved store, keeps Save off until something changes, and says when it is saved', async () => {
    const user = userEvent.setup();
    renderContact();
    const email = await screen.findByLabelText('Contact email');
    expect(email).toHaveValue('hello@demo.test');
    const save = screen.getByRole('button', { name: 'Save Contact Details' });
    expect(save).toBeDisabled();

    await user.type(screen.getByLabelText('Contact phone'), '+1 907 555 0100');
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByRole('status')).toHaveTextContent('Contact details saved.');
    expect(saved).toEqual([{ businessInfo: { email: 'hello@demo.test', phoneNumber: '(907) 555-0100' } }]);
    expect(screen.getByRole('form', { name: 'Contact details' })).toHaveAttribute(
      'data-testid',
      'contact-form',
    );
  });

  it('shows a refusal of a field under it, and any other refusal as an alert', async () => {
    const user = userEvent.setup();
    renderContact();
    await user.type(await screen.findByLabelText('Contact phone'), '+1 907 555 0100');
    refusal = {
      status: 400,
      body: {
        error: 'That phone number is not valid.',
        code: 'VALIDATION',
        field: 'businessInfo.phoneNumber',
      },
    };
    await user.click(screen.getByRole('button', { name: 'Save Contact Details' }));
    expect(await screen.findByText('That phone number is not valid.')).toBeInTheDocument();
    expect(screen.getAllByText('That phone number is not valid.')).toHaveLength(1);
    expect(screen.getByLabelText('Contact phone')).toHaveAttribute('aria-invalid', 'true');

    refusal = { status: 500, body: { error: 'The store could not be saved.', code: 'INTERNAL' } };
    await user.clear(screen.getByLabelText('Contact phone'));
    await user.type(screen.getByLabelText('Contact phone'), '+1 907 555 0101');
    await user.click(screen.getByRole('button', { name: 'Save Contact Details' }));
    expect(await screen.findByText('The store could not be saved.')).toHaveAttribute('role', 'alert');
  });
});

function TaxPlaces({ prefix }: { prefix?: '' | 'tax.' }) {
  const form = useZodForm(taxSettingsFormSchema);
  return (
    <Form form={form} onSubmit={() => undefined} label="Taxes">
      <TaxPlacesFields
        prefix={prefix}
        idPrefix="tax-registration"
        pricesLegend="Prices"
        pricesIncludeTestId="tax-prices-include"
      >
        <span data-testid="more-choices" />
      </TaxPlacesFields>
    </Form>
  );
}

describe('where the store collects tax, and whether its prices include it', () => {
  it('lists no registration at first, adds one, and offers prices with tax included beside the other choices', async () => {
    const user = userEvent.setup();
    render(<TaxPlaces />);
    expect(screen.getByTestId('tax-registration-none')).toHaveTextContent(
      'No registration: no tax is charged.',
    );
    await user.click(screen.getByRole('button', { name: 'Add a registration' }));
    expect(screen.getAllByTestId('tax-registration-row')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Prices' })).toContainElement(
      screen.getByTestId('more-choices'),
    );
    const included = screen.getByRole('checkbox', { name: /My prices include tax/ });
    expect(included).toHaveAttribute('data-testid', 'tax-prices-include');
    await user.click(included);
    expect(included).toBeChecked();
  });
});
