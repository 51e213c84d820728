import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthPanel } from '@/components/auth/auth-panel';

jest.mock('next-auth/react', () => ({ signIn: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
}));

function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
}

const SAME_ANSWER =
  'If an account exists for this email, we have sent a link to reset your password. It is valid for 1 hour.';

beforeEach(() => jest.clearAllMocks());

describe('asking for a reset link', () => {
  it('sends the typed address, trimmed and lower-cased, and shows the api’s answer', async () => {
    global.fetch = answer(200, { success: true, message: SAME_ANSWER });
    render(<AuthPanel initialTab="forgot" expired={false} tenant="demo" isDevelopment={false} />);
    await userEvent.type(screen.getByTestId('forgot-email'), ' Maker@Example.com ');
    await userEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByRole('status')).toHaveTextContent(SAME_ANSWER);
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/account/forgot-password',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'maker@example.com', recaptchaToken: null }),
      }),
    );
    await userEvent.click(screen.getByTestId('forgot-back'));
    expect(screen.getByTestId('login-email')).toBeInTheDocument();
  });

  it('asks for a valid address before sending anything, and shows a refusal in the api’s words', async () => {
    global.fetch = answer(429, {
      error: 'Too many attempts. Please wait 60 seconds and try again.',
      code: 'RATE_LIMITED',
    });
    render(<AuthPanel initialTab="forgot" expired={false} tenant="demo" isDevelopment={false} />);
    await userEvent.type(screen.getByTestId('forgot-email'), 'nope');
    await userEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByTestId('forgot-email'));
    await userEvent.type(screen.getByTestId('forgot-email'), 'maker@example.com');
    await userEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByTestId('forgot-error')).toHaveTextContent(
      'Too many attempts. Please wait 60 seconds and try again.',
    );
  });
});

describe('choosing a new password from the link', () => {
  const renderReset = () =>
    render(
      <AuthPanel
        initialTab="reset"
        resetToken="tok_abcdefghijklmnop"
        expired={false}
        tenant="demo"
        isDevelopment={false}
      />,
    );

  it('keeps the button disabled until the password meets every rule and both entries match', async () => {
    renderReset();
    const submit = screen.getByTestId('reset-submit');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByTestId('reset-password'), 'abc');
    expect(
      screen.getByText('Password must contain at least one number', { exact: false }).closest('li'),
    ).toHaveAttribute('data-met', 'false');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByTestId('reset-password'), 'defg1!');
    await userEvent.type(screen.getByTestId('reset-confirm'), 'abcdefg1?');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.clear(screen.getByTestId('reset-confirm'));
    await userEvent.type(screen.getByTestId('reset-confirm'), 'abcdefg1!');
    expect(submit).toBeEnabled();
  });

  it('sends the token with the new password, then offers Log In', async () => {
    global.fetch = answer(200, {
      success: true,
      message: 'Your password has been reset. You can now log in.',
    });
    renderReset();
    await userEvent.type(screen.getByTestId('reset-password'), 'Harbor-lights-9!');
    await userEvent.type(screen.getByTestId('reset-confirm'), 'Harbor-lights-9!');
    await userEvent.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been reset. You can now log in.',
    );
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/account/reset-password',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ token: 'tok_abcdefghijklmnop', password: 'Harbor-lights-9!' }),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByTestId('login-email')).toBeInTheDocument();
  });

  it('offers a new link when this one has expired', async () => {
    global.fetch = answer(400, {
      error: 'This password reset link has expired. Please request a new one.',
      code: 'TOKEN_EXPIRED',
      field: 'token',
    });
    renderReset();
    await userEvent.type(screen.getByTestId('reset-password'), 'Harbor-lights-9!');
    await userEvent.type(screen.getByTestId('reset-confirm'), 'Harbor-lights-9!');
    await userEvent.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('reset-error')).toHaveTextContent(
      'This password reset link has expired. Please request a new one.',
    );
    await userEvent.click(screen.getByTestId('reset-new-link'));
    expect(screen.getByTestId('forgot-email')).toBeInTheDocument();
  });

  it('asks for a new link when the address carried no token', () => {
    render(<AuthPanel initialTab="reset" expired={false} tenant="demo" isDevelopment={false} />);
    expect(screen.getByTestId('forgot-email')).toBeInTheDocument();
  });
});
