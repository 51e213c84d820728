/**
 * The browser's side of a session whose token could not be refreshed: when the api token runs
 * out, the page asks the server once more and, unless a live token comes back, signs out (next-auth's
 * cookie cleared through /api/auth/signout) and goes to /login?expired=true. Each test loads the
 * modules afresh: signing out is once per page.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- each test loads the modules afresh after jest.resetModules() */
import type { Session } from 'next-auth';

jest.mock('@/lib/auth/navigate', () => ({ goTo: jest.fn() }));

const NOW = new Date('2026-11-23T10:00:00Z').getTime();
const seconds = (ms: number) => Math.floor(ms / 1000);

/** What GET /api/auth/session answers: a body, a status with no session, or no answer at all. */
type SessionAnswer = Session | { expires: string } | { status: number } | 'offline';

type Loaded = {
  goTo: jest.Mock;
  renderProvider: (session?: Session | null) => void;
  act: typeof import('@testing-library/react').act;
  cleanup: () => void;
};

let answer: SessionAnswer;
let fetchMock: jest.Mock;
const sessionAsks = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/session').length;
const signOuts = () =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/auth/signout' && init?.method === 'POST').length;

function serve(url: string) {
  const reply = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
  if (url === '/api/auth/csrf') return reply(200, { csrfToken: 'csrf-1' });
  if (url === '/api/auth/signout') return reply(200, { url: 'http://localhost/' });
  if (answer === 'offline') throw new TypeError('Failed to fetch');
  if ('status' in answer) return reply(answer.status, { message: 'no' });
  return reply(200, answer);
}

function load(): Loaded {
  jest.resetModules();
  // The pure entry: the automatic cleanup hooks cannot be registered from inside a test.
  const rtl = require('@testing-library/react/pure') as typeof import('@testing-library/react');
  const { AuthSessionProvider } =
    require('@/components/auth/session-provider') as typeof import('@/components/auth/session-provider');
  return {
    goTo: require('@/lib/auth/navigate').goTo,
    renderProvider: (session = sessionUntil(NOW + 60_000)) => {
      rtl.render(
        <AuthSessionProvider session={session} refetchInterval={300}>
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
  answer = sessionUntil(NOW + 60_000);
  fetchMock = jest.fn(async (url: string) => serve(url));
  global.fetch = fetchMock as unknown as typeof fetch;
  page = load();
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
    expect(sessionAsks()).toBe(0);
    expect(page.goTo).not.toHaveBeenCalled();
  });

  it.each<[string, SessionAnswer]>([
    ['the refresh failed on the network, or the server did not answer', 'offline'],
    ['the session endpoint failed', { status: 500 }],
    [
      'the server flags the session as ended (the api refused the refresh)',
      sessionUntil(NOW + 60_000, { error: 'SessionExpired' }),
    ],
    ['the refresh kept failing with 5xx, so the token is the old one', sessionUntil(NOW + 60_000)],
    ['the session is gone', { expires: '2026-12-23T10:00:00.000Z' }],
  ])('signs out at expiry to /login?expired=true when %s', async (_case, serverAnswer) => {
    answer = serverAnswer;
    page.renderProvider();
    await advance(60_000);
    expect(sessionAsks()).toBe(1);
    expect(signOuts()).toBe(1);
    expect(page.goTo).toHaveBeenCalledWith('/login?expired=true');
    expect(page.goTo).toHaveBeenCalledTimes(1);
  });

  it('carries on with a token refreshed at the last moment, and signs out when that one runs out unrenewed', async () => {
    answer = sessionUntil(NOW + 3_660_000);
    page.renderProvider();
    await advance(60_000);
    expect(page.goTo).not.toHaveBeenCalled();
    await advance(3_599_000);
    expect(page.goTo).not.toHaveBeenCalled();
    expect(signOuts()).toBe(0);
    answer = 'offline';
    await advance(1_000);
    expect(signOuts()).toBe(1);
    expect(page.goTo).toHaveBeenCalledWith('/login?expired=true');
  });

  it('signs out at once when the server already says the session has ended', async () => {
    page.renderProvider(sessionUntil(NOW + 60_000, { error: 'SessionExpired' }));
    await advance(0);
    expect(signOuts()).toBe(1);
    expect(page.goTo).toHaveBeenCalledWith('/login?expired=true');
  });

  it('does nothing for a guest', async () => {
    page.renderProvider(null);
    await advance(3_600_000);
    expect(sessionAsks()).toBe(0);
    expect(page.goTo).not.toHaveBeenCalled();
  });
});
