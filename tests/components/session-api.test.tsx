/**
 * The browser's calls to next-auth's session endpoints (lib/auth/session-api): a profile update
 * that gets no answer does not strand its caller, and a sign-out the server refused is not shown
 * as done.
 */
import { onSessionChange, signOutSession, writeSession } from '@/lib/auth/session-api';

type Reply = { status: number; body: unknown };

/** fetch answering the csrf call with a token and every other call with the next reply. */
function serve(replies: Reply[]): jest.Mock {
  const queue = [...replies];
  const fetchMock = jest.fn(async (url: string) => {
    const reply = url === '/api/auth/csrf' ? { status: 200, body: { csrfToken: 'token' } } : queue.shift()!;
    return { ok: reply.status < 400, status: reply.status, url, json: async () => reply.body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const posts = (fetchMock: jest.Mock, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path).length;

describe('session api', () => {
  let heard: (unknown | undefined)[];
  let unsubscribe: () => void;
  beforeEach(() => {
    heard = [];
    unsubscribe = onSessionChange((session) => heard.push(session));
  });
  afterEach(() => unsubscribe());

  it('resolves an update the server could not take to null, as next-auth did, and tells no tab', async () => {
    serve([{ status: 500, body: { message: 'down' } }]);
    await expect(writeSession({ needsProfile: false })).resolves.toBeNull();
    expect(heard).toEqual([]);
  });

  it('hands the updated session to the tabs', async () => {
    const session = { user: { email: 'a@example.test', role: 'customer' }, expires: '2099-01-01' };
    serve([{ status: 200, body: session }]);
    await expect(writeSession({ needsProfile: false })).resolves.toEqual(session);
    expect(heard).toEqual([session]);
  });

  it('signs out and tells the tabs nobody is signed in', async () => {
    const fetchMock = serve([{ status: 200, body: { url: 'http://demo.localhost/' } }]);
    await signOutSession();
    expect(posts(fetchMock, '/api/auth/signout')).toBe(1);
    expect(heard).toEqual([null]);
  });

  it('asks for a new token once when the first is refused', async () => {
    const fetchMock = serve([
      { status: 200, body: { url: 'http://demo.localhost/api/auth/signout?csrf=true' } },
      { status: 200, body: { url: 'http://demo.localhost/' } },
    ]);
    await signOutSession();
    expect(posts(fetchMock, '/api/auth/csrf')).toBe(2);
    expect(heard).toEqual([null]);
  });

  it('does not show a refused sign-out as done: the tabs ask the server instead', async () => {
    const refused = { status: 200, body: { url: 'http://demo.localhost/api/auth/signout?csrf=true' } };
    serve([refused, refused]);
    await expect(signOutSession()).rejects.toThrow('refused');
    expect(heard).toEqual([undefined]);
  });
});
