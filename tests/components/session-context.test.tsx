/**
 * The store's own session hook, as the header shows it: asked once the page is up, asked again
 * while signed in when the tab comes back into view or on the interval, and when another tab
 * signs in or out; an ended session signs out to /login?expired=true.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Session } from 'next-auth';
import { AuthNav } from '@/components/auth/auth-nav';
import { SessionProvider, useSession } from '@/components/auth/session-context';
import { AuthSessionProvider } from '@/components/auth/session-provider';
import { CartSessionSync } from '@/components/cart/cart-session-sync';
import { goTo } from '@/lib/auth/navigate';
import { SESSION_CHANGED_KEY } from '@/lib/auth/session-api';
import { cartStore } from '@/lib/cart/cart-store';

jest.mock('@/lib/auth/navigate', () => ({ goTo: jest.fn() }));

const customer = (extra: Partial<Session> = {}): Session => ({
  expires: '2099-01-01T00:00:00.000Z',
  user: { email: 'ann@example.com', role: 'customer', userId: 'u-1', tenantId: 'demo', needsProfile: false },
  tokenExpires: Math.floor(Date.now() / 1000) + 3600,
  ...extra,
});

/** What GET /api/auth/session answers next ({} when nobody is signed in). */
let answer: unknown;
let fetchMock: jest.Mock;
const sessionAsks = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/session').length;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  fireEvent(document, new Event('visibilitychange'));
}

function renderHeader(session?: Session | null, refetchInterval = 300) {
  return render(
    <SessionProvider session={session} refetchInterval={refetchInterval}>
      <AuthNav variant="top" />
    </SessionProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  answer = {};
  fetchMock = jest.fn(async (url: string, init?: RequestInit) => ({
    ok: true,
    status: 200,
    json: async () =>
      url === '/api/auth/csrf'
        ? { csrfToken: 'csrf-1' }
        : url === '/api/auth/session' && init?.method === 'POST'
          ? customer({ user: { ...customer().user, needsProfile: false } })
          : answer,
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  setVisibility('visible');
});

describe('the session in the header', () => {
  it('asks once after the page is up and shows Login to a shopper who is not signed in', async () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(sessionAsks()).toBe(1));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
  });

  it('shows Dashboard and Logout once the answer names the account', async () => {
    answer = customer();
    renderHeader();
    expect(await screen.findByTestId('dashboard-link')).toHaveAttribute('href', '/customer/dashboard');
    expect(screen.getByTestId('logout-button')).toHaveTextContent('Logout');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('uses the session the server read, without asking', async () => {
    renderHeader(customer({ user: { ...customer().user, role: 'admin' } }));
    expect(screen.getByTestId('dashboard-link')).toHaveAttribute('href', '/admin');
    await act(async () => undefined);
    expect(sessionAsks()).toBe(0);
  });

  it('asks again when the tab comes back into view, and shows Login when the session ended meanwhile', async () => {
    renderHeader(customer());
    setVisibility('hidden');
    expect(sessionAsks()).toBe(0);
    setVisibility('visible');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument());
    expect(sessionAsks()).toBe(1);
    expect(screen.queryByTestId('logout-button')).not.toBeInTheDocument();
  });

  it('does not ask while offline', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderHeader(customer());
    setVisibility('visible');
    await act(async () => undefined);
    expect(sessionAsks()).toBe(0);
    expect(screen.getByTestId('dashboard-link')).toBeInTheDocument();
    online.mockRestore();
  });

  it('asks again every refetchInterval seconds while signed in', async () => {
    jest.useFakeTimers();
    try {
      answer = customer();
      renderHeader(customer(), 60);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(59_000);
      });
      expect(sessionAsks()).toBe(0);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(sessionAsks()).toBe(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(sessionAsks()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the account shown when a check gets no answer', async () => {
    renderHeader(customer());
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    setVisibility('visible');
    await waitFor(() => expect(sessionAsks()).toBe(1));
    await act(async () => undefined);
    expect(screen.getByTestId('dashboard-link')).toBeInTheDocument();
  });

  it('follows a sign-in made in another tab', async () => {
    renderHeader();
    await waitFor(() => expect(sessionAsks()).toBe(1));
    answer = customer();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANGED_KEY, newValue: '1' }));
    });
    expect(await screen.findByTestId('dashboard-link')).toBeInTheDocument();
  });

  it('follows a sign-out made in another tab', async () => {
    renderHeader(customer());
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANGED_KEY, newValue: '2' }));
    });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('the basket', () => {
  it('waits for the session, then belongs to the signed-in customer, and to the guest after a sign-out elsewhere', async () => {
    act(() => cartStore.setOwner('reset'));
    answer = customer();
    render(
      <SessionProvider refetchInterval={300}>
        <CartSessionSync />
      </SessionProvider>,
    );
    expect(cartStore.getSnapshot().ownerId).toBe('reset');
    await waitFor(() => expect(cartStore.getSnapshot().ownerId).toBe('u-1'));
    answer = {};
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANGED_KEY, newValue: '3' }));
    });
    await waitFor(() => expect(cartStore.getSnapshot().ownerId).toBeNull());
  });
});

describe('update()', () => {
  function ProfileDone() {
    const { data, update } = useSession();
    return (
      <>
        <p>{data?.user.needsProfile ? 'profile missing' : 'profile complete'}</p>
        <button type="button" onClick={() => void update({ needsProfile: false })}>
          Save
        </button>
      </>
    );
  }

  it('sends the change with the csrf token and shows the session that comes back', async () => {
    render(
      <SessionProvider
        session={customer({ user: { ...customer().user, needsProfile: true } })}
        refetchInterval={0}
      >
        <ProfileDone />
      </SessionProvider>,
    );
    expect(screen.getByText('profile missing')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('profile complete')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/auth/session' && init?.method === 'POST',
    );
    expect(JSON.parse(post![1].body)).toEqual({ csrfToken: 'csrf-1', data: { needsProfile: false } });
  });
});

describe('an ended session', () => {
  it('signs out (clearing the cookie) and goes to /login?expired=true when the answer says it expired', async () => {
    answer = customer({ error: 'SessionExpired' });
    render(
      <AuthSessionProvider refetchInterval={300}>
        <AuthNav variant="top" />
      </AuthSessionProvider>,
    );
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/login?expired=true'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/signout', expect.objectContaining({ method: 'POST' }));
    // An expired session never shows as signed in.
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
