import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from 'next-auth/react';
import { AuthPanel } from '@/components/auth/auth-panel';
import { TwoFactorSetupDialog } from '@/components/admin/security/two-factor-setup-dialog';
import { TWO_FACTOR_MESSAGES } from '@/lib/constants/two-factor';
import { answer } from './admin-support';

jest.setTimeout(30_000);

const mockReplace = jest.fn();

jest.mock('next-auth/react', () => ({ signIn: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: mockReplace, push: jest.fn(), refresh: jest.fn() }),
}));
jest.mock('qrcode', () => ({
  __esModule: true,
  default: { toDataURL: jest.fn(async () => 'data:image/png;base64,iVBORw0KGgo=') },
}));

const signInMock = signIn as jest.Mock;
const refused = (failure: object) => ({ ok: false, status: 401, url: null, error: JSON.stringify(failure) });
const accepted = { ok: true, status: 200, url: 'http://localhost/login', error: null };

beforeEach(() => jest.clearAllMocks());

describe('the login form’s code step', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async (url: string) =>
      answer(200, url === '/api/auth/session' ? { expires: '2099-01-01', user: { role: 'admin' } } : {}),
    ) as unknown as typeof fetch;
  });

  async function passwordStep() {
    render(<AuthPanel initialTab="login" expired={false} tenant="demo" isDevelopment={false} />);
    await userEvent.type(screen.getByTestId('login-email'), 'owner@demo.test');
    await userEvent.type(screen.getByTestId('login-password'), 'Sitka-demo-2026!');
    await userEvent.click(screen.getByTestId('login-submit'));
  }

  it('asks for the authentication code after the password and signs in with the challenge', async () => {
    signInMock.mockResolvedValueOnce(refused({ status: 401, code: 'TWO_FACTOR_REQUIRED', challenge: 'c-1' }));
    await passwordStep();
    const field = await screen.findByLabelText('Authentication code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(mockReplace).not.toHaveBeenCalled();

    signInMock.mockResolvedValueOnce(
      refused({ status: 400, code: 'TWO_FACTOR_CODE_INVALID', error: TWO_FACTOR_MESSAGES.codeInvalid }),
    );
    await userEvent.type(field, '123 456');
    await userEvent.click(screen.getByTestId('two-factor-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(TWO_FACTOR_MESSAGES.codeInvalid);
    expect(signInMock).toHaveBeenLastCalledWith('credentials', {
      challenge: 'c-1',
      code: '123456',
      redirect: false,
    });

    signInMock.mockResolvedValueOnce(accepted);
    await userEvent.type(screen.getByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByTestId('two-factor-submit'));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/admin'));
  });

  it('takes a recovery code instead, and goes back to the password when the challenge ran out', async () => {
    signInMock.mockResolvedValueOnce(refused({ status: 401, code: 'TWO_FACTOR_REQUIRED', challenge: 'c-2' }));
    await passwordStep();
    await userEvent.click(await screen.findByTestId('two-factor-switch'));
    signInMock.mockResolvedValueOnce(
      refused({
        status: 401,
        code: 'TWO_FACTOR_CHALLENGE_INVALID',
        error: TWO_FACTOR_MESSAGES.challengeInvalid,
      }),
    );
    await userEvent.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHJK');
    await userEvent.click(screen.getByTestId('two-factor-submit'));
    expect(signInMock).toHaveBeenLastCalledWith('credentials', {
      challenge: 'c-2',
      recoveryCode: 'abcdefghjk',
      redirect: false,
    });
    expect(await screen.findByTestId('login-error')).toHaveTextContent(TWO_FACTOR_MESSAGES.challengeInvalid);
    expect(screen.getByTestId('login-password')).toHaveValue('');
  });

  it('says what a code must be before sending it', async () => {
    signInMock.mockResolvedValueOnce(refused({ status: 401, code: 'TWO_FACTOR_REQUIRED', challenge: 'c-3' }));
    await passwordStep();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '12ab');
    await userEvent.click(screen.getByTestId('two-factor-submit'));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(signInMock).toHaveBeenCalledTimes(1);
  });
});

describe('the set-up dialog', () => {
  it('shows the QR code and the key, turns on with a right code and shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
    const calls: string[] = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url} ${String(init?.body ?? '')}`);
      if (url.endsWith('/setup'))
        return answer(200, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Demo:owner?secret=JBSWY3DPEHPK3PXP',
        });
      if (calls.filter((call) => call.includes('/enable')).length === 1)
        return answer(400, {
          error: TWO_FACTOR_MESSAGES.codeInvalid,
          code: 'TWO_FACTOR_CODE_INVALID',
          field: 'code',
        });
      return answer(200, { recoveryCodes: codes });
    }) as unknown as typeof fetch;
    const onEnabled = jest.fn();
    const onClose = jest.fn();
    render(<TwoFactorSetupDialog onClose={onClose} onEnabled={onEnabled} />);

    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('dialog', { name: 'Turn on two-factor sign-in' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByTestId('two-factor-setup-submit'));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(onEnabled).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Authentication code'));
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByTestId('two-factor-setup-submit'));
    const list = await screen.findByTestId('recovery-codes');
    for (const code of codes) expect(list).toHaveTextContent(code);
    expect(onEnabled).toHaveBeenCalledTimes(1);
    expect(calls.at(-1)).toBe('POST /api/account/two-factor/enable {"code":"123456"}');
    await userEvent.click(screen.getByTestId('recovery-codes-done'));
    expect(onClose).toHaveBeenCalled();
  });
});
