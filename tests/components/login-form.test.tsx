import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from 'next-auth/react';
import { AuthNav } from '@/components/auth/auth-nav';
import { AuthPanel } from '@/components/auth/auth-panel';
import { SessionProvider } from '@/components/auth/session-context';

const mockReplace = jest.fn();

jest.mock('next-auth/react', () => ({ signIn: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: mockReplace, push: jest.fn(), refresh: jest.fn() }),
}));

const signInMock = signIn as jest.Mock;

/** The session the server hands back once the sign-in has set its cookie. */
function serverSession(user: object) {
  global.fetch = jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    json: async () => (url === '/api/auth/session' ? { expires: '2099-01-01', user } : {}),
  })) as unknown as typeof fetch;
}

/** What signIn answers when authorize() refused, carrying the api's answer. */
const refused = (failure: object) => ({ ok: false, status: 401, url: null, error: JSON.stringify(failure) });
const accepted = { ok: true, status: 200, url: 'http://localhost/login', error: null };

function renderPanel(props: Partial<Parameters<typeof AuthPanel>[0]> = {}) {
  return render(
    <AuthPanel initialTab="login" expired={false} tenant="demo" isDevelopment={false} {...props} />,
  );
}

async function logIn(email = 'Maker@Example.com ', password = 'Sitka-demo-2026!') {
  await userEvent.type(screen.getByTestId('login-email'), email);
  await userEvent.type(screen.getByTestId('login-password'), password);
  await userEvent.click(screen.getByTestId('login-submit'));
}

beforeEach(() => {
  jest.clearAllMocks();
});

describe('Auth form tabs', () => {
  it('opens on Log In and switches to Create Account', async () => {
    renderPanel();
    expect(screen.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('login-email')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('register-tab'));
    expect(screen.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('register-email')).toBeInTheDocument();
    expect(screen.queryByTestId('login-email')).not.toBeInTheDocument();
  });

  it('opens on Create Account when asked to', () => {
    renderPanel({ initialTab: 'register' });
    expect(screen.getByTestId('register-submit')).toBeInTheDocument();
  });

  it('says the session expired when sent back with expired=true', () => {
    renderPanel({ expired: true });
    expect(screen.getByTestId('session-expired')).toHaveTextContent('Session expired');
  });

  it('says nothing about a security check when none is configured', () => {
    renderPanel();
    expect(screen.queryByText(/security check/i)).not.toBeInTheDocument();
  });
});

describe('Log In', () => {
  it('requires email and password', async () => {
    renderPanel();
    await userEvent.click(screen.getByTestId('login-submit'));
    // Either one missing reads the same (spec §5): under the email and under the password.
    expect(await screen.findAllByText('Email and password are required')).toHaveLength(2);
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('signs in without a redirect, with the email trimmed and lower-cased', async () => {
    signInMock.mockResolvedValue(accepted);
    serverSession({ role: 'customer', needsProfile: false });
    renderPanel();
    await logIn();
    expect(signInMock).toHaveBeenCalledWith(
      'credentials',
      expect.objectContaining({ email: 'maker@example.com', password: 'Sitka-demo-2026!', redirect: false }),
    );
  });

  it.each([
    ['an admin', { role: 'admin', needsProfile: false }, '/admin'],
    [
      'a customer without a profile',
      { role: 'customer', needsProfile: true },
      '/customer/customer-info-form?returnUrl=%2Fcustomer%2Fdashboard',
    ],
    ['a customer', { role: 'customer', needsProfile: false }, '/customer/dashboard'],
  ])('sends %s to the right place', async (_who, user, target) => {
    signInMock.mockResolvedValue(accepted);
    serverSession({ email: 'maker@example.com', ...user });
    renderPanel();
    await logIn();
    expect(mockReplace).toHaveBeenCalledWith(target);
  });

  it('shows the account in the header before the next page loads', async () => {
    signInMock.mockResolvedValue(accepted);
    serverSession({ email: 'maker@example.com', role: 'customer', userId: 'u-1', needsProfile: false });
    render(
      <SessionProvider session={null} refetchInterval={0}>
        <AuthNav variant="top" />
        <AuthPanel initialTab="login" expired={false} tenant="demo" isDevelopment={false} />
      </SessionProvider>,
    );
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await logIn();
    expect(await screen.findByTestId('dashboard-link')).toHaveAttribute('href', '/customer/dashboard');
    expect(screen.getByTestId('logout-button')).toHaveTextContent('Logout');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(mockReplace).toHaveBeenCalledWith('/customer/dashboard');
  });

  it.each([
    [
      { status: 401, code: 'INVALID_CREDENTIALS', error: 'Invalid email or password' },
      'Invalid email or password',
    ],
    [
      {
        status: 429,
        code: 'RATE_LIMITED',
        error: 'Too many attempts. Please wait 30 seconds and try again.',
      },
      'Too many attempts. Please wait 30 seconds and try again.',
    ],
    [{ status: 404 }, 'Login endpoint not found. Please check server configuration.'],
    [{ status: 0 }, 'No response received from server'],
    [{ status: 500 }, 'Login failed. Please try again.'],
  ])('shows the spec’s words for %j', async (failure, message) => {
    signInMock.mockResolvedValue(refused(failure));
    renderPanel();
    await logIn();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(message);
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it('offers a new verification link to an unverified account', async () => {
    signInMock.mockResolvedValue(
      refused({
        status: 403,
        code: 'EMAIL_NOT_VERIFIED',
        error: 'Please verify your email before logging in.',
      }),
    );
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({ success: true, message: 'A new link is on its way.' }),
    });
    renderPanel();
    await logIn();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Please verify your email before logging in.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/account/resend-verification',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'maker@example.com' }) }),
    );
  });
});

describe('Forgot password?', () => {
  it('leads from Log In to the reset link request and back', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.queryByTestId('login-email')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Log In' }));
    expect(screen.getByTestId('login-email')).toBeInTheDocument();
  });
});
