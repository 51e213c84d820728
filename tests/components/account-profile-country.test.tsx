import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountProfile } from '@/components/account/account-profile';
import type { CustomerProfile } from '@/lib/schemas/auth';

const profile: CustomerProfile = {
  email: 'maker@example.com',
  name: 'Ann Smith',
  phone: '9075550142',
  address: '1 Spruce Way',
  addressLine2: '',
  city: 'Anchorage',
  state: 'AK',
  zipCode: '99501',
  tenantId: 'demo',
  isNewProfile: false,
};

const field = (name: string) => screen.getByTestId(`profile-${name}`);

async function openEditor(countries?: string[]) {
  render(<AccountProfile initial={profile} countries={countries} />);
  await userEvent.click(screen.getByTestId('profile-edit'));
}

async function fillAndLeave(name: string, value: string) {
  await userEvent.clear(field(name));
  if (value) await userEvent.type(field(name), value);
  fireEvent.blur(field(name));
}

async function moveToCanada() {
  await userEvent.selectOptions(field('country'), 'CA');
  await fillAndLeave('address', '12 Rue Sainte-Catherine');
  await fillAndLeave('city', 'Montréal');
  await fillAndLeave('state', 'Québec');
}

beforeEach(() => jest.clearAllMocks());

describe('Profile address abroad', () => {
  it('offers the United States first, then the store’s countries, with the US state and ZIP', async () => {
    await openEditor(['GB', 'CA']);
    const options = Array.from((field('country') as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['United States', 'Canada', 'United Kingdom']);
    expect(field('country')).toHaveValue('US');
    expect(screen.getByRole('option', { name: 'Select a state' })).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toBeInTheDocument();
  });

  it('saves a Canadian address with its region and postal code', async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({ ...profile, country: 'CA', state: 'Québec', zipCode: 'H2X 1Y4' }),
    });
    await openEditor(['CA']);
    await moveToCanada();
    expect(screen.queryByRole('option', { name: 'Select a state' })).not.toBeInTheDocument();
    await fillAndLeave('zipCode', 'H2X 1Y4');
    await waitFor(() => expect(screen.getByTestId('profile-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/user-profile');
    expect(JSON.parse(init.body)).toMatchObject({
      country: 'CA',
      state: 'Québec',
      zipCode: 'H2X 1Y4',
      city: 'Montréal',
    });
    expect(screen.getByTestId('profile-view')).toHaveTextContent('Canada');
  });

  it('refuses a postal code that is not the chosen country’s', async () => {
    global.fetch = jest.fn();
    await openEditor(['CA']);
    await moveToCanada();
    await fillAndLeave('zipCode', '99501');
    expect(await screen.findByText('Enter a valid postal code')).toBeInTheDocument();
    expect(screen.getByTestId('profile-submit')).toBeDisabled();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('keeps the US address without a country when the store does not ship abroad', async () => {
    await openEditor();
    expect(screen.queryByTestId('profile-country')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Country')).not.toBeInTheDocument();
    expect(field('state')).toHaveValue('AK');
    await fillAndLeave('zipCode', '9950');
    expect(await screen.findByText('Invalid ZIP code')).toBeInTheDocument();
  });
});
