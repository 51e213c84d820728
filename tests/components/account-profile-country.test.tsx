import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountProfile } from '@/components/account/account-profile';
import { PHONE_INVALID_MESSAGE } from '@/lib/phone';
import type { CustomerProfile } from '@/lib/schemas/auth';

// Typing a whole form with user-event takes seconds per test, more on a busy machine.
jest.setTimeout(20_000);

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

async function openEditor() {
  render(<AccountProfile initial={profile} />);
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
  it('offers the United States first, then every other country by name, with the US state and ZIP', async () => {
    await openEditor();
    const options = Array.from((field('country') as HTMLSelectElement).options).map((o) => o.text);
    expect(options[0]).toBe('United States');
    expect(options).toEqual(expect.arrayContaining(['Canada', 'United Kingdom', 'Germany', 'Japan']));
    expect(options.slice(1)).toEqual([...options.slice(1)].sort((a, b) => a.localeCompare(b)));
    expect(options.filter((name) => name === 'United States')).toHaveLength(1);
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
    await openEditor();
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

  it('saves a London address with a UK phone number, kept in E.164 and shown in international form', async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({
        ...profile,
        phone: '+44 20 7946 0958',
        address: '10 Downing Street',
        city: 'London',
        country: 'GB',
        state: '',
        zipCode: 'SW1A 2AA',
      }),
    });
    await openEditor();
    await userEvent.selectOptions(field('country'), 'GB');
    await fillAndLeave('phone', '020 7946 0958');
    expect(field('phone')).toHaveValue('020 7946 0958');
    await fillAndLeave('address', '10 Downing Street');
    await fillAndLeave('city', 'London');
    await fillAndLeave('state', '');
    await fillAndLeave('zipCode', 'SW1A 2AA');
    await waitFor(() => expect(screen.getByTestId('profile-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    const [, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(JSON.parse(init.body)).toMatchObject({
      phone: '+442079460958',
      country: 'GB',
      city: 'London',
      zipCode: 'SW1A 2AA',
    });
    expect(screen.getByTestId('profile-view')).toHaveTextContent('+44 20 7946 0958');
    expect(screen.getByTestId('profile-view')).toHaveTextContent('United Kingdom');
  });

  it('names a phone that is no number of the chosen country', async () => {
    global.fetch = jest.fn();
    await openEditor();
    await userEvent.selectOptions(field('country'), 'GB');
    await fillAndLeave('phone', '020 7946');
    await fillAndLeave('address', '10 Downing Street');
    await fillAndLeave('city', 'London');
    await fillAndLeave('zipCode', 'SW1A 2AA');
    expect(await screen.findByText(PHONE_INVALID_MESSAGE)).toBeInTheDocument();
    expect(screen.getByTestId('profile-submit')).toBeDisabled();
  });

  it('refuses a postal code that is not the chosen country’s', async () => {
    global.fetch = jest.fn();
    await openEditor();
    await moveToCanada();
    await fillAndLeave('zipCode', '99501');
    expect(await screen.findByText('Enter a valid postal code')).toBeInTheDocument();
    expect(screen.getByTestId('profile-submit')).toBeDisabled();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('keeps the US state and ZIP rules for an address at home', async () => {
    await openEditor();
    expect(field('country')).toHaveValue('US');
    expect(field('state')).toHaveValue('AK');
    await fillAndLeave('zipCode', '9950');
    expect(await screen.findByText('Invalid ZIP code')).toBeInTheDocument();
  });
});
