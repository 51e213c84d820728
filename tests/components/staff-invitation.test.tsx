import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { signIn } from 'next-auth/react';
import { StaffInvitation } from '@/components/auth/staff-invitation';
import { STAFF_ERRORS } from '@/lib/constants/staff';
import { answer } from './admin-support';

const mockReplace = jest.fn();
jest.mock('next-auth/react', () => ({ signIn: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: mockReplace, push: jest.fn(), refresh: jest.fn() }),
}));
jest.mock('@/lib/auth/session-api', () => ({ refreshSession: jest.fn(async () => null) }));

const signInMock = signIn as jest.Mock;
const INVITE = '/api/staff/invitations/tok-123';

function serve(
  preview: { status: number; body: unknown },
  accept = answer(200, { email: 'packer@north.example', role: 'orders' }),
) {
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET' && url === INVITE) return answer(preview.status, preview.body);
    if (init?.method === 'POST' && url === `${INVITE}/accept`) return accept;
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
}

const PREVIEW = {
  storeName: 'North Pottery',
  email: 'packer@north.example',
  role: 'orders',
  hasAccount: false,
};
const posted = () =>
  (global.fetch as jest.Mock).mock.calls
    .filter(([, init]: [string, RequestInit | undefined]) => init?.method === 'POST')
    .map(([url, init]: [string, RequestInit]) => `${url} ${String(init.body)}`);

beforeEach(() => {
  mockReplace.mockClear();
  signInMock.mockReset();
});

describe('the invitation page', () => {
  it('shows the store, the address and the role, and joins with a new password into the back-office', async () => {
    serve({ status: 200, body: PREVIEW });
    signInMock.mockResolvedValueOnce({ ok: true, error: null });
    render(<StaffInvitation token="tok-123" />);
    expect(await screen.findByRole('heading', { name: 'Join North Pottery' })).toBeVisible();
    expect(screen.getByTestId('invitation-email')).toHaveTextContent('packer@north.example');
    expect(screen.getByText('Orders', { selector: 'strong' })).toBeVisible();

    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Pat Packer' } });
    fireEvent.change(screen.getByLabelText('Choose a password'), { target: { value: 'a long new secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/admin'));
    expect(posted()).toEqual([`${INVITE}/accept {"password":"a long new secret","name":"Pat Packer"}`]);
    expect(signInMock).toHaveBeenCalledWith(
      'credentials',
      expect.objectContaining({
        email: 'packer@north.example',
        password: 'a long new secret',
        redirect: false,
      }),
    );
  });

  it('asks an existing account for its password, and sends to the sign-in form when signing in needs more', async () => {
    serve({ status: 200, body: { ...PREVIEW, hasAccount: true } });
    signInMock.mockResolvedValueOnce({ ok: false, error: 'TWO_FACTOR_REQUIRED' });
    render(<StaffInvitation token="tok-123" />);
    expect(await screen.findByText('Sign in with your password to join.')).toBeVisible();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'my old password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/login?email=packer%40north.example'));
  });

  it('shows a wrong password beside the field, as the api names it', async () => {
    serve(
      { status: 200, body: { ...PREVIEW, hasAccount: true } },
      answer(401, { error: 'That password is not right', code: 'INVALID_CREDENTIALS', field: 'password' }),
    );
    render(<StaffInvitation token="tok-123" />);
    const password = await screen.findByLabelText('Password');
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('That password is not right')).toHaveAttribute(
      'id',
      'invitation-password-error',
    );
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('says an unknown or expired invitation is no longer valid', async () => {
    serve({ status: 404, body: { error: STAFF_ERRORS.invitationNotFound, code: 'NOT_FOUND' } });
    render(<StaffInvitation token="tok-123" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_ERRORS.invitationNotFound);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
