import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ContactSettings } from '@/components/admin/settings/contact-settings';
import { MakingTimeSettings } from '@/components/admin/settings/making-time-settings';
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
      return answer(200, {
        ...store,
        ...body,
        businessInfo: { ...store.businessInfo, ...body.businessInfo },
      });
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

describe('making time and working days', () => {
  const renderCalendar = () =>
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MakingTimeSettings tenant="demo" />
      </SWRConfig>,
    );
  const weekday = (name: string) => screen.getByRole('checkbox', { name });

  it('starts from the defaults and saves a default making time, working weekdays and holidays', async () => {
    const user = userEvent.setup();
    renderCalendar();
    const group = await screen.findByRole('radiogroup', { name: 'Default making time' });
    expect(within(group).getByRole('radio', { name: 'Ready to ship in N business days' })).toBeChecked();
    expect(within(group).queryByRole('radio', { name: 'Store default' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Business days' })).toHaveValue('3');
    expect(weekday('Monday')).toBeChecked();
    expect(weekday('Friday')).toBeChecked();
    expect(weekday('Saturday')).not.toBeChecked();
    expect(weekday('Sunday')).not.toBeChecked();
    expect(screen.getByTestId('calendar-no-holidays')).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: 'Made to order in a range of days or weeks' }));
    await user.type(screen.getByRole('textbox', { name: 'Shortest' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Longest' }), '2');
    await user.click(weekday('Monday'));
    await user.click(weekday('Saturday'));
    await user.click(screen.getByRole('button', { name: 'Add a holiday' }));
    await user.click(screen.getByRole('button', { name: 'Add a holiday' }));
    fireEvent.change(screen.getByLabelText('Holiday 1'), { target: { value: '2026-12-25' } });
    fireEvent.change(screen.getByLabelText('Holiday 2'), { target: { value: '2026-12-24' } });
    await user.click(screen.getByRole('button', { name: 'Save Making Time' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Making time and working days saved.');
    expect(saved).toEqual([
      {
        workCalendar: {
          defaultMakingTime: { kind: 'made', min: 1, max: 2, unit: 'weeks' },
          workingDays: [2, 3, 4, 5, 6],
          holidays: ['2026-12-24', '2026-12-25'],
        },
      },
    ]);
    expect(weekday('Saturday')).toBeChecked();
    expect(screen.getByLabelText('Holiday 1')).toHaveValue('2026-12-24');
  });

  it('names a holiday without a date beside it, and lands the api’s refusal on its input', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: 'Add a holiday' }));
    await user.click(screen.getByRole('button', { name: 'Save Making Time' }));
    expect(await screen.findByText('A holiday must be a date (YYYY-MM-DD)')).toHaveAttribute(
      'id',
      'calendar-holiday-0-error',
    );
    expect(saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove holiday 1' }));
    expect(screen.getByTestId('calendar-no-holidays')).toBeInTheDocument();

    refusal = {
      status: 400,
      body: {
        error: 'Days is at most 30',
        code: 'VALIDATION_ERROR',
        field: 'workCalendar.defaultMakingTime.days',
      },
    };
    await user.clear(screen.getByRole('textbox', { name: 'Business days' }));
    await user.type(screen.getByRole('textbox', { name: 'Business days' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save Making Time' }));
    expect(await screen.findByText('Days is at most 30')).toHaveAttribute(
      'id',
      'calendar-making-time-days-error',
    );
    expect(screen.getByRole('textbox', { name: 'Business days' })).toHaveAttribute('aria-invalid', 'true');
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
