import { render, screen } from '@testing-library/react';
import { VerifyEmail } from '@/components/auth/verify-email';

function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
}

describe('email verification screen', () => {
  it('confirms a first use with a button to log in', async () => {
    global.fetch = answer(200, {
      success: true,
      alreadyVerified: false,
      message: 'Email verified successfully! You can now log in.',
    });
    render(<VerifyEmail token="tok_first_use_123" />);
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('says a second use is already verified, with Log In, not a failure', async () => {
    global.fetch = answer(200, {
      success: true,
      alreadyVerified: true,
      message: 'This email address is already verified. You can log in.',
    });
    render(<VerifyEmail token="tok_second_use_123" />);
    expect(await screen.findByRole('heading', { name: 'Email already verified' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This email address is already verified. You can log in.',
    );
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Verification failed')).not.toBeInTheDocument();
    expect(screen.queryByText('Register again')).not.toBeInTheDocument();
  });

  it('still fails an expired link, offering registration', async () => {
    global.fetch = answer(400, {
      error: 'This verification link has expired. Please request a new one.',
      code: 'TOKEN_EXPIRED',
    });
    render(<VerifyEmail token="tok_expired_123" />);
    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/register');
  });
});
