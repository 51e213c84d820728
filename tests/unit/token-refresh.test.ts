/**
 * The server's side of keeping a session: the api token is refreshed within 300 s of its expiry
 * against a local stand-in for the api. A refresh the api refuses ends the session at once; one
 * that fails otherwise (no answer, a 5xx, a body that is not a token) keeps the session while the
 * token lasts and ends it once the token has run out. What the browser is told follows from that.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JWT } from 'next-auth/jwt';

type Answer = { status: number; body?: unknown } | 'hang-up';
let answer: Answer = { status: 200 };
const calls: { path: string; authorization?: string; tenant?: string }[] = [];
let api: http.Server;
let apiUrl: string;
let refreshIfDue: typeof import('@/lib/auth/options').refreshIfDue;
let authOptions: typeof import('@/lib/auth/options').authOptions;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    calls.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      tenant: req.headers['x-tenant-id'] as string,
    });
    if (answer === 'hang-up') return req.socket.destroy();
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env.API_URL = apiUrl;
  process.env.NEXTAUTH_SECRET = 'token-refresh-test-secret-0123456789';
  ({ refreshIfDue, authOptions } = await import('@/lib/auth/options'));
});

afterAll(() => new Promise((resolve) => api.close(resolve)));

beforeEach(() => {
  calls.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const NOW = 1_900_000_000;
const session = (expiresIn: number): JWT => ({
  sub: 'u-1',
  email: 'ann@example.com',
  role: 'customer',
  userId: 'u-1',
  tenantId: 'demo',
  needsProfile: false,
  apiToken: 'old-token',
  apiTokenExpires: NOW + expiresIn,
});

describe('refreshing the api token', () => {
  it('leaves a token alone while more than 300 s remain', async () => {
    const token = session(301);
    expect(await refreshIfDue(token, NOW)).toBe(token);
    expect(calls).toHaveLength(0);
  });

  it('exchanges a token within 300 s of expiry, sending it as the bearer for its own store', async () => {
    answer = { status: 200, body: { success: true, token: 'new-token', tokenExpiration: NOW + 3600 } };
    const refreshed = await refreshIfDue(session(300), NOW);
    expect(refreshed).toMatchObject({ apiToken: 'new-token', apiTokenExpires: NOW + 3600 });
    expect(refreshed.error).toBeUndefined();
    expect(calls).toEqual([
      { path: '/api/auth/refresh-token', authorization: 'Bearer old-token', tenant: 'demo' },
    ]);
  });

  it.each([
    [
      '401',
      { status: 401, body: { error: 'Your session has ended. Please log in again.', code: 'TOKEN_REVOKED' } },
    ],
    [
      '403',
      { status: 403, body: { error: 'This account belongs to another store', code: 'TENANT_MISMATCH' } },
    ],
  ] as [string, Answer][])(
    'ends the session at once when the api refuses the token (%s)',
    async (_status, refusal) => {
      answer = refusal;
      const result = await refreshIfDue(session(120), NOW);
      expect(result.error).toBe('SessionExpired');
      expect(result.apiToken).toBe('old-token');
    },
  );

  describe.each([
    ['the api does not answer', 'hang-up'],
    ['the api answers 503', { status: 503, body: { error: 'Unavailable', code: 'UNAVAILABLE' } }],
    ['the api answers 500 with no body', { status: 500 }],
    ['the answer is not a token', { status: 200, body: { success: true } }],
    [
      'the api rate-limits the refresh',
      { status: 429, body: { error: 'Too many requests', code: 'RATE_LIMITED' } },
    ],
  ] as [string, Answer][])('when %s', (_name, failure) => {
    beforeEach(() => {
      answer = failure;
    });

    it('keeps the session while the token lasts, to try again at the next check', async () => {
      const token = session(120);
      const result = await refreshIfDue(token, NOW);
      expect(calls).toHaveLength(1);
      expect(result).toEqual(token);
    });

    it('ends the session once the token has run out', async () => {
      expect((await refreshIfDue(session(0), NOW)).error).toBe('SessionExpired');
      expect((await refreshIfDue(session(-30), NOW)).error).toBe('SessionExpired');
    });
  });

  it('an api that is down altogether ends the session at expiry', async () => {
    process.env.API_URL = 'http://127.0.0.1:1';
    jest.resetModules();
    const { refreshIfDue: offline } = await import('@/lib/auth/options');
    process.env.API_URL = apiUrl;
    expect(await offline(session(60), NOW)).toEqual(session(60));
    expect((await offline(session(0), NOW)).error).toBe('SessionExpired');
  });

  it('does not ask again for a session already ended', async () => {
    const ended = { ...session(0), error: 'SessionExpired' as const };
    expect(await refreshIfDue(ended, NOW)).toBe(ended);
    expect(calls).toHaveLength(0);
  });
});

describe('what the browser is told', () => {
  const sessionOf = async (token: JWT) =>
    (await authOptions.callbacks!.session!({
      session: { expires: '2030-01-01T00:00:00.000Z' },
      token,
    } as never)) as unknown as Record<string, unknown>;

  it('when the api token runs out, and never the token itself', async () => {
    const told = await sessionOf(session(600));
    expect(told).toMatchObject({
      tokenExpires: NOW + 600,
      user: { email: 'ann@example.com', role: 'customer' },
    });
    expect(JSON.stringify(told)).not.toContain('old-token');
    expect(told.error).toBeUndefined();
  });

  it('that the session has ended, once a refresh could not save it', async () => {
    expect(await sessionOf({ ...session(0), error: 'SessionExpired' })).toMatchObject({
      error: 'SessionExpired',
    });
  });
});
