import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { WorkspacePanel } from '@/components/admin/notion/workspace-panel';
import { IMAGE_FETCH_MESSAGES } from '@/lib/messages';
import { NOTION_CALLBACK_MESSAGE, NOTION_MESSAGES } from '@/lib/schemas/notion';
import { answer } from './admin-support';

const none = { products: null, customers: null, orders: null, notifications: null, analytics: null };
const shared = ['products', 'customers', 'orders', 'notifications', 'analytics'].map((kind) => ({
  id: `db-${kind}`,
  title: `Sitka ${kind}`,
}));
const linkedIds = Object.fromEntries(shared.map((database) => [database.id.slice(3), database.id]));

let state: { status: object; connection: object; pulled?: object };
let calls: { url: string; method: string; body?: unknown }[];

beforeEach(() => {
  state = {
    status: { configured: true, connected: false, workspaceName: null },
    connection: { connected: false, workspaceName: null, notionDatabaseIds: none },
  };
  calls = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (url === '/api/admin/notion-status') return answer(200, state.status);
    if (url === '/api/admin/notion-connection') return answer(200, state.connection);
    if (url === '/api/notion-auth/databases') return answer(200, { databases: shared });
    if (url === '/api/notion-auth/authorize')
      return answer(200, { url: 'https://api.notion.com/v1/oauth/authorize?state=s', state: 's' });
    if (url === '/api/notion-auth/connect-databases') {
      state.connection = { connected: true, workspaceName: 'Sitka Silver', notionDatabaseIds: linkedIds };
      return answer(200, state.connection);
    }
    if (url === '/api/admin/notion-sync/products' && state.pulled) return answer(200, state.pulled);
    if (url === '/api/admin/notion-sync/products')
      return answer(200, {
        read: 251,
        created: 250,
        updated: 0,
        unchanged: 0,
        archived: 1,
        skipped: [{ pageId: 'p', reason: 'Price is missing or not a number' }],
      });
    if (url === '/api/notion-auth/disconnect') {
      state.status = { configured: true, connected: false, workspaceName: null };
      return answer(200, { success: true });
    }
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

const renderPanel = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <WorkspacePanel />
    </SWRConfig>,
  );

describe('Notion workspace section', () => {
  it('opens Notion’s consent screen in a popup and shows the connection once the popup reports success', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Notion' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://api.notion.com/v1/oauth/authorize?state=s',
        'notion-connect',
        expect.any(String),
      ),
    );

    state.status = { configured: true, connected: true, workspaceName: 'Sitka Silver' };
    // A message from another origin is ignored.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: { type: NOTION_CALLBACK_MESSAGE, success: true },
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: NOTION_CALLBACK_MESSAGE, success: true },
        }),
      );
    });
    expect(await screen.findByText('Connected to Sitka Silver.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/admin/notion-status')).toHaveLength(2);
    open.mockRestore();
  });

  it('ignores a result posted from any other origin while the popup is open, and still hears the callback’s own', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Notion' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: NOTION_MESSAGES.connecting })).toBeDisabled();

    const own = window.location.origin;
    const otherPort = new URL(own);
    otherPort.port = '8081';
    // Another site, a look-alike host, this host on another port, and an opaque origin (a data: or sandboxed page).
    const foreign = ['https://evil.example', `${own}.evil.example`, otherPort.origin, 'null'];
    await act(async () => {
      for (const origin of foreign) {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin,
            data: { type: NOTION_CALLBACK_MESSAGE, success: false, error: 'Forged failure' },
          }),
        );
        window.dispatchEvent(
          new MessageEvent('message', { origin, data: { type: NOTION_CALLBACK_MESSAGE, success: true } }),
        );
      }
    });
    expect(screen.getByRole('button', { name: NOTION_MESSAGES.connecting })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(`${NOTION_MESSAGES.notConnected}.`)).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/admin/notion-status')).toHaveLength(1);

    // The callback page, on this origin, reports Notion's refusal.
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: own,
          data: { type: NOTION_CALLBACK_MESSAGE, success: false, error: NOTION_MESSAGES.stateInvalid },
        }),
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTION_MESSAGES.stateInvalid);
    expect(screen.getByRole('button', { name: 'Connect Notion' })).toBeEnabled();
    open.mockRestore();
  });

  it('says when the platform has no Notion integration, without a Connect button', async () => {
    state.status = { configured: false, connected: false, workspaceName: null };
    renderPanel();
    expect(await screen.findByText(NOTION_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Notion' })).not.toBeInTheDocument();
  });

  it('requires all five databases, links them, pulls products and disconnects', async () => {
    state.status = { configured: true, connected: true, workspaceName: 'Sitka Silver' };
    state.connection = { connected: true, workspaceName: 'Sitka Silver', notionDatabaseIds: none };
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Notion databases' });
    fireEvent.change(within(form).getByLabelText('Products database'), { target: { value: 'db-products' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Connect Databases' }));
    expect(await within(form).findByText(NOTION_MESSAGES.databaseRequired('customers'))).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/notion-auth/connect-databases')).toBe(false);

    for (const kind of ['customers', 'orders', 'notifications', 'analytics']) {
      fireEvent.change(within(form).getByLabelText(`${kind[0].toUpperCase()}${kind.slice(1)} database`), {
        target: { value: `db-${kind}` },
      });
    }
    fireEvent.click(within(form).getByRole('button', { name: 'Connect Databases' }));
    expect(await screen.findByRole('button', { name: 'Pull Products Now' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/notion-auth/connect-databases')?.body).toEqual(linkedIds);

    fireEvent.click(screen.getByRole('button', { name: 'Pull Products Now' }));
    expect(
      await screen.findByText(
        /Read 251 rows: 250 new, 0 changed, 0 unchanged, 1 archived\. 1 row was skipped: Price is missing or not a number\./,
      ),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Notion' }));
    expect(await screen.findByText('Notion is disconnected.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect Notion' })).toBeInTheDocument();
  });

  it('after a pull, says how many products got new images and which images could not be brought in', async () => {
    state.status = { configured: true, connected: true, workspaceName: 'Sitka Silver' };
    state.connection = { connected: true, workspaceName: 'Sitka Silver', notionDatabaseIds: linkedIds };
    state.pulled = {
      read: 4,
      created: 0,
      updated: 1,
      unchanged: 3,
      archived: 0,
      skipped: [],
      imagesUpdated: 2,
      imageErrors: [
        {
          pageId: 'p1',
          name: 'Tide Pool Ring',
          image: 'https://img.example/tide.png',
          reason: IMAGE_FETCH_MESSAGES.status(404),
        },
        {
          pageId: 'p2',
          name: 'Kelp Cuff',
          image: 'https://img.example/kelp.txt',
          reason: IMAGE_FETCH_MESSAGES.notAnImage,
        },
      ],
    };
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Pull Products Now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Read 4 rows: 0 new, 1 changed, 3 unchanged, 0 archived. New images for 2 products. 2 images could not be brought in and will be tried again: Tide Pool Ring: ${IMAGE_FETCH_MESSAGES.status(404)}; Kelp Cuff: ${IMAGE_FETCH_MESSAGES.notAnImage}.`,
    );
  });
});
