import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthPanel } from '@/components/auth/auth-panel';

jest.mock('next-auth/react', () => ({ signIn: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
}));

function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
}

function renderRegister() {
  return render(<AuthPanel initialTab="register" expired={false} tenant="demo" isDevelopment={false} />);
}

const rule = (text: string) => screen.getByText(text, { exact: false }).closest('li');

describe('Create Account: password rules and strength', () => {
  it('ticks each rule as the password meets it', async () => {
    renderRegister();
    await userEvent.type(screen.getByTestId('register-password'), 'abc');
    expect(rule('Password must be at least 8 characters long')).toHaveAttribute('data-met', 'false');
    expect(rule('Password must contain at least one letter')).toHaveAttribute('data-met', 'true');
    expect(rule('Password must contain at least one number')).toHaveAttribute('data-met', 'false');
    expect(rule('Password must contain at least one special character')).toHaveAttribute('data-met', 'false');

    await userEvent.type(screen.getByTestId('register-password'), 'defg1!');
    for (const item of screen.getAllByRole('listitem')) expect(item).toHaveAttribute('data-met', 'true');
  });

  it.each([
    ['abc', 'weak', 'Weak'],
    ['abc123', 'medium', 'Medium'],
    ['abcdefghijkl', 'medium', 'Medium'],
    ['abc123!', 'strong', 'Strong'],
  ])('rates %s as %s', async (password, strength, label) => {
    renderRegister();
    await userEvent.type(screen.getByTestId('register-password'), password);
    const meter = screen.getByTestId('password-strength');
    expect(meter).toHaveAttribute('data-strength', strength);
    expect(meter).toHaveTextContent(`Password strength: ${label}`);
  });
});

describe('Create Account: sending', () => {
  it('treats the password rules as a warning: the api decides', async () => {
    global.fetch = answer(400, {
      error: 'Password must be at least 8 characters long',
      code: 'VALIDATION_ERROR',
      errors: [
        { param: 'password', msg: 'Password must be at least 8 characters long' },
        { param: 'password', msg: 'Password must contain at least one number' },
      ],
    });
    renderRegister();
    await userEvent.type(screen.getByTestId('register-email'), 'new@example.com');
    await userEvent.type(screen.getByTestId('register-password'), 'short');
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/account/register',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          email: 'new@example.com',
          password: 'short',
          role: 'customer',
          recaptchaToken: null,
          tenantId: 'demo',
          isDevelopment: false,
        }),
      }),
    );
    const error = await screen.findByTestId('register-error');
    expect(error.textContent).toBe(
      'Registration validation failed: password: Password must be at least 8 characters long\npassword: Password must contain at least one number',
    );
  });

  it.each([
    [
      409,
      { error: 'An account with this email already exists. Please log in.', code: 'EMAIL_TAKEN' },
      'An account with this email already exists. Please log in.',
    ],
    [400, {}, 'Registration validation failed. Please check your information.'],
    [500, null, 'Registration failed. Please try again later.'],
  ])('answers %i with the spec’s words', async (status, body, message) => {
    global.fetch = answer(status, body);
    renderRegister();
    await userEvent.type(screen.getByTestId('register-email'), 'new@example.com');
    await userEvent.type(screen.getByTestId('register-password'), 'Good-pass-123');
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent(message);
  });

  it('requires email and password', async () => {
    global.fetch = jest.fn();
    renderRegister();
    await userEvent.click(screen.getByTestId('register-submit'));
    // Either one missing reads the same (spec §5): under the email and under the password.
    expect(await screen.findAllByText('Email and password are required')).toHaveLength(2);
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('shows the check-your-email screen, and Return to Login goes back to the Log In tab', async () => {
    global.fetch = answer(201, {
      success: true,
      message: 'Registration successful! Please check your email to verify your account.',
    });
    renderRegister();
    await userEvent.type(screen.getByTestId('register-email'), 'new@example.com');
    await userEvent.type(screen.getByTestId('register-password'), 'Good-pass-123');
    await userEvent.click(screen.getByTestId('register-submit'));
    const screenEl = await screen.findByTestId('check-email-screen');
    expect(
      within(screenEl).getByText('Registration successful! Please check your email to verify your account.'),
    ).toBeInTheDocument();
    expect(within(screenEl).getByText('new@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(screen.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('login-email')).toBeInTheDocument();
  });
});
