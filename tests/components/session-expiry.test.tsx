/**
 * The browser's side of a session whose token could not be refreshed: when the api token runs
 * out, the page asks the server once more and, unless a live token comes back, signs out and goes
 * to /login?expired=true. Each test loads the modules afresh: signing out is once per page.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- each test loads the modules afresh after jest.resetModules() */
import type { Session } from 'next-auth';

jest.mock('next-auth/react', () => ({
  SessionProvider: ({ children }: { children: React.ReactNode }) => children,
  useSession: jest.fn(),
  getSession: jest.fn(),
  signOut: jest.fn().mockResolvedValue(undefined),
}));
jest.mock('@/lib/auth/navigate', () => ({ goTo: jest.fn() }));

const NOW = new Date('2026-11-23T10:00:00Z').getTime();
const seconds = (ms: number) => Math.floor(ms / 1000);

type Loaded = {
  nextAuth: { useSession: jest.Mock; getSession: jest.Mock; signOut: jest.Mock };
  goTo: jest.Mock;
  renderProvider: () => void;
  act: typeof import('@testing-library/react').act;
  cleanup: () => void;
};

function load(): Loaded {
  jest.resetModules();
  // The pure entry: the automatic cleanup hooks cannot be registered from inside a test.
  const rtl = require('@testing-library/react/pure') as typeof import('@testing-library/react');
  const { AuthSessionProvider } =
    require('@/components/auth/session-provider') as typeof import('@/components/auth/session-provider');
  return {
    nextAuth: require('next-auth/react'),
    goTo: require('@/lib/auth/navigate').goTo,
    renderProvider: () => {
      rtl.render(
        <AuthSessionProvider refetchInterval={300}>
          <p>account page</p>
        </AuthSessionProvider>,
      );
    },
    act: rtl.act,
    cleanup: rtl.cleanup,
  };
}

const sessionUntil = (expiresMs: number, extra: Partial<Session> = {}): Session => ({
  expires: '2026-12-23T10:00:00.000Z',
  user: { email: 'ann@example.com', role: 'customer', userId: 'u-1', tenantId: 'demo', needsProfile: false },
  tokenExpires: seconds(expiresMs),
  ...extra,
});

let page: Loaded;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  page = load();
  page.nextAuth.useSession.mockReturnValue({ data: sessionUntil(NOW + 60_000), status: 'authenticated' });
});
afterEach(() => {
  page.cleanup();
  jest.useRealTimers();
});

/** Lets the clock reach `ms` and the promises it sets off settle. */
async function advance(ms: number) {
  await page.act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('a session whose token runs out', () => {
  it('stays signed in before the token runs out, without asking the server', async () => {
    page.renderProvider();
    await advance(59_000);
    expect(page.nextAuth.getSession).not.toHaveBeenCalled();
    expect(page.goTo).not.toHaveBeenCalled();
  });

  it.each([
    ['the refresh failed on the network, or the server did not answer', null],
    [
      'the server flags the session as ended (the api refused the refresh)',
      sessionUntil(NOW + 60_000, { error: 'SessionExpired' }),
    ],
    ['the refresh kept failing with 5xx, so the token is the old one', sessionUntil(NOW + 60_000)],
    ['the session is gone', { expires: '2026-12-23T10:00:00.000Z' }],
  ])('signs out at expiry to /login?expired=true when %s', async (_case, answer) => {
    page.nextAuth.getSession.mockResolvedValue(answer);
    page.renderProvider();
    await advance(60_000);
    expect(page.nextAuth.getSession).toHaveBeenCalledTimes(1);
    expect(page.nextAuth.signOut).toHaveBeenCalledWith({ redirect: false });
    expect(page.goTo).toHaveBeenCalledWith('/login?expired=true');
    expect(page.goTo).toHaveBeenCalledTimes(1);
  });

  it('signs out when asking the server throws', async () => {
    page.nextAuth.getSession.mockRejectedValue(new Error('offline'));
    page.renderProvider();
    await advance(60_000);
    expect(page.goTo).toHaveBeenCalledWith('/login?expired=true');
  });

  it('carries on with a token refreshed at the last moment, and signs out when that one runs out unrenewed', async () => {
    page.nextAuth.getSession.mockResolvedValueOnce(sessionUntil(NOW + 3_660_000)).mockResolvedValueOnce(null);
    page.renderProvider();
    await advance(60_000);
    expect(page.goTo).not.toHaveBeenCalled();
    await advance(3_599_000);
    expect(page.goTo).not.toHaveBeenCalled();
    await advance(1_000);
    expect(page.nextAuth.getSession).toHaveBeenCalledTimes(2);
    expect(page.goTo).toHaveBeenCalledWith('/login?expired=true');
  });

  it('signs out at once when the server already says the session has ended', async () => {
    page.nextAuth.useSession.mockReturnValue({
      data: sessionUntil(NOW + 60_000, { error: 'SessionExpired' }),
      status: 'authenticated',
    });
    page.renderProvider();
    await advance(0);
    expect(page.goTo).toHaveBeenCalledWith('/login?expired=true');
  });

  it('does nothing for a guest', async () => {
    page.nextAuth.useSession.mockReturnValue({ data: null, status: 'unauthenticated' });
    page.renderProvider();
    await advance(3_600_000);
    expect(page.nextAuth.getSession).not.toHaveBeenCalled();
    expect(page.goTo).not.toHaveBeenCalled();
  });
});
