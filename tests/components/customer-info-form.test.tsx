import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerInfoForm } from '@/components/account/customer-info-form';
import type { CustomerProfile } from '@/lib/schemas/auth';
import { mockRouter } from '@/tests/support/next-navigation';
import { PHONE_INVALID_MESSAGE } from '@/lib/phone';

// Typing a whole form with user-event takes seconds per test, more on a busy machine.
jest.setTimeout(20_000);

const mockUpdate = jest.fn();

jest.mock('@/components/auth/session-context', () => ({
  useSession: () => ({ data: null, status: 'authenticated', update: mockUpdate }),
}));
jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));

const newProfile: CustomerProfile = {
  email: 'maker@example.com',
  name: '',
  phone: '',
  address: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  tenantId: 'demo',
  isNewProfile: true,
};

function renderForm(profile = newProfile, loadFailed = false) {
  return render(
    <CustomerInfoForm profile={profile} loadFailed={loadFailed} returnUrl="/customer/dashboard" />,
  );
}

const field = (name: string) => screen.getByTestId(`profile-${name}`);

/** Types a value (or nothing) into a field, then leaves it. */
async function fillAndLeave(name: string, value: string) {
  const input = field(name);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  fireEvent.blur(input);
}

async function fillValid() {
  await fillAndLeave('name', "Ann O'Neil-Smith");
  await fillAndLeave('phone', '9075550142');
  await fillAndLeave('address', '1 Spruce Way');
  await fillAndLeave('city', 'Anchorage');
  await userEvent.selectOptions(field('state'), 'AK');
  await fillAndLeave('zipCode', '99501');
}

beforeEach(() => jest.clearAllMocks());

describe('Complete Your Profile', () => {
  it('welcomes a new profile and shows no errors before anything is touched', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-welcome')).toHaveTextContent(
      'Welcome! Please complete your profile information.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('email')).toHaveValue('maker@example.com');
    expect(field('email')).toHaveAttribute('readonly');
  });

  it('waits for the field to be left before showing its error', async () => {
    renderForm();
    await userEvent.type(field('name'), 'A');
    expect(screen.queryByText('Invalid full name')).not.toBeInTheDocument();
    fireEvent.blur(field('name'));
    expect(await screen.findByText('Invalid full name')).toBeInTheDocument();
  });

  it('lets a shopper abroad complete the profile with a London address, and moves on', async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({ ...newProfile, name: 'Ann Smith', country: 'GB', isNewProfile: false }),
    });
    renderForm();
    expect(field('country')).toHaveValue('US');
    await userEvent.selectOptions(field('country'), 'GB');
    await fillAndLeave('name', 'Ann Smith');
    await fillAndLeave('phone', '+44 20 7946 0958');
    expect(field('phone')).toHaveValue('+44 20 7946 0958');
    await fillAndLeave('address', '10 Downing Street');
    await fillAndLeave('city', 'London');
    await fillAndLeave('zipCode', 'SW1A 2AA');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/customer/dashboard'));
    expect(JSON.parse((global.fetch as jest.Mock).mock.calls[0][1].body)).toMatchObject({
      country: 'GB',
      phone: '+442079460958',
      state: '',
      zipCode: 'SW1A 2AA',
    });
  });

  it('says when the profile could not be loaded', () => {
    renderForm(newProfile, true);
    expect(screen.getByText('Unable to load profile. Please fill in your information.')).toBeInTheDocument();
  });

  it.each([
    ['name', 'A', 'Invalid full name'],
    ['name', 'R2-D2', 'Invalid full name'],
    ['name', '', 'Full name is required'],
    ['phone', '12345', PHONE_INVALID_MESSAGE],
    ['phone', '', 'Phone is required'],
    ['address', '', 'Address is required'],
    ['city', 'x', 'Invalid city'],
    ['city', '', 'City is required'],
    ['zipCode', '9950', 'Invalid ZIP code'],
    ['zipCode', '', 'ZIP code is required'],
  ])('shows the rule for %s = %j once the field is touched', async (name, value, message) => {
    renderForm();
    await fillAndLeave(name, value);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for one of the 50 state codes', async () => {
    renderForm();
    const state = field('state');
    expect(state.querySelectorAll('option')).toHaveLength(51);
    fireEvent.blur(state);
    expect(await screen.findByText('State is required')).toBeInTheDocument();
  });

  it.each([
    ['José Núñez', 'Saint-Jérôme'],
    ["Mary-Jane O'Neil Jr.", 'St. Louis'],
    ['李小龙', '香港'],
    ['Zoë D’Arcy', 'Coeur d’Alene'],
  ])('takes the name %s and the city %s, and saves them as typed', async (name, city) => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({ ...newProfile, name, city, isNewProfile: false }),
    });
    renderForm();
    await fillValid();
    await fillAndLeave('name', name);
    await fillAndLeave('city', city);
    expect(screen.queryByText('Invalid full name')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid city')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('profile-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('profile-submit'));
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/customer/dashboard'));
    expect(JSON.parse((global.fetch as jest.Mock).mock.calls[0][1].body)).toMatchObject({ name, city });
  });

  it('clears an error as soon as the value is right (validation on change)', async () => {
    renderForm();
    await fillAndLeave('zipCode', '995');
    expect(await screen.findByText('Invalid ZIP code')).toBeInTheDocument();
    await userEvent.type(field('zipCode'), '01-1234');
    await waitFor(() => expect(screen.queryByText('Invalid ZIP code')).not.toBeInTheDocument());
  });

  it.each([
    ['9075550142', '(907) 555-0142'],
    ['19075550142', '1 (907) 555-0142'],
    ['907', '(907)'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+442079460958', '+44 20 7946 0958'],
  ])('formats the phone %s as %s while typing', async (typed, shown) => {
    renderForm();
    await userEvent.type(field('phone'), typed);
    expect(field('phone')).toHaveValue(shown);
  });

  it('limits the phone to 18 characters and the zip to 10', () => {
    renderForm();
    expect(field('phone')).toHaveAttribute('maxLength', '18');
    expect(field('zipCode')).toHaveAttribute('maxLength', '10');
  });

  it('keeps submit disabled until every field is valid, then saves and moves on', async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({
        ...newProfile,
        name: "Ann O'Neil-Smith",
        phone: '(907) 555-0142',
        isNewProfile: false,
      }),
    });
    renderForm();
    expect(screen.getByTestId('profile-submit')).toBeDisabled();
    await fillValid();
    await waitFor(() => expect(screen.getByTestId('profile-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('profile-submit'));
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/customer/dashboard'));
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/user-profile');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toMatchObject({
      name: "Ann O'Neil-Smith",
      email: 'maker@example.com',
      phone: '+19075550142',
      state: 'AK',
      zipCode: '99501',
    });
    expect(mockUpdate).toHaveBeenCalledWith({ needsProfile: false });
  });

  it('shows the api’s refusal', async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 400,
      json: async () => ({ error: 'Invalid phone', code: 'VALIDATION_ERROR', field: 'phone' }),
    });
    renderForm();
    await fillValid();
    await waitFor(() => expect(screen.getByTestId('profile-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByTestId('profile-error')).toHaveTextContent(
      'Failed to update profile: Invalid phone',
    );
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('says so when the save does not get through', async () => {
    global.fetch = jest.fn().mockRejectedValue(new Error('offline'));
    renderForm();
    await fillValid();
    await waitFor(() => expect(screen.getByTestId('profile-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByTestId('profile-error')).toHaveTextContent(
      'Failed to update customer information. Please try again.',
    );
  });
});
