import { render, screen } from '@testing-library/react';
import { useSession } from '@/components/auth/session-context';
import { SessionGate } from '@/components/auth/session-gate';

jest.mock('@/components/auth/session-context', () => ({ useSession: jest.fn() }));

const useSessionMock = useSession as jest.Mock;

describe('SessionGate', () => {
  it('shows Loading... while the session loads', () => {
    useSessionMock.mockReturnValue({ data: null, status: 'loading' });
    render(<SessionGate>secret page</SessionGate>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('shows the page once signed in', () => {
    useSessionMock.mockReturnValue({ data: { user: { email: 'a@b.test' } }, status: 'authenticated' });
    render(<SessionGate>secret page</SessionGate>);
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });

  it('shows the authentication error screen when the session endpoint fails', async () => {
    useSessionMock.mockReturnValue({ data: null, status: 'unauthenticated' });
    global.fetch = jest.fn().mockRejectedValue(new Error('offline'));
    render(<SessionGate>secret page</SessionGate>);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to authenticate. Please try refreshing the page.',
    );
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });
});
