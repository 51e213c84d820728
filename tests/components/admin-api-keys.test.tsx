import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ApiKeyManager } from '@/components/admin/api-keys/api-key-manager';
import type { ApiKey } from '@/lib/schemas/api-keys';
import { answer } from './admin-support';

const SECRET = 'sk_live_4f9c2b7e1d8a6350b2c4e9f7a1d3c5e8';
const key = (id: string, name: string, extra: Partial<ApiKey> = {}): ApiKey => ({
  _id: id,
  name,
  prefix: 'sk_live_4f9c',
  isActive: true,
  createdAt: '2026-11-20T18:00:00.000Z',
  revokedAt: null,
  usageCount: 0,
  lastUsed: null,
  mode: 'live',
  previousKeyExpiresAt: null,
  ...extra,
});
const ORDERS = key('0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e01', 'Order export', {
  usageCount: 12,
  lastUsed: '2026-11-22T09:30:00.000Z',
});
const INVENTORY = key('0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e02', 'Inventory sync');

let keys: ApiKey[];
const calls = () =>
  (global.fetch as jest.Mock).mock.calls.map(
    ([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}`,
  );

beforeEach(() => {
  keys = [ORDERS, INVENTORY];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/api-keys')
      return answer(200, { apiKeys: keys.filter((k) => k.isActive) });
    if (method === 'GET' && url === '/api/api-keys?includeInactive=true')
      return answer(200, { apiKeys: keys });
    if (method === 'POST' && url === '/api/api-keys') {
      const { name } = JSON.parse(init!.body as string) as { name: string };
      const created = key('0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e03', name);
      keys = [created, ...keys];
      return answer(201, { ...created, key: SECRET });
    }
    if (method === 'DELETE' && url === `/api/api-keys/${INVENTORY._id}`) {
      keys = keys.map((k) =>
        k._id === INVENTORY._id ? { ...k, isActive: false, revokedAt: '2026-11-23T10:00:00.000Z' } : k,
      );
      return answer(200, { success: true, apiKey: keys.find((k) => k._id === INVENTORY._id) });
    }
    if (method === 'POST' && url === `/api/api-keys/${ORDERS._id}/rotate`) {
      return answer(200, { ...ORDERS, key: SECRET });
    }
    if (method === 'GET' && url === `/api/api-keys/${ORDERS._id}/usage`) {
      return answer(200, {
        _id: ORDERS._id,
        name: ORDERS.name,
        isActive: true,
        usageCount: 12,
        lastUsed: ORDERS.lastUsed,
        usageHistory: [
          { date: '2026-11-21', count: 5 },
          { date: '2026-11-22', count: 7 },
        ],
      });
    }
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

function renderManager() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiKeyManager />
    </SWRConfig>,
  );
}

const activeList = () => screen.getByRole('list', { name: 'Active keys' });

describe('API Key Management', () => {
  it('lists the active keys with their actions', async () => {
    renderManager();
    const item = await screen.findByRole('listitem', { name: 'Order export' });
    expect(within(item).getByRole('button', { name: 'Rotate' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(within(item).getByText(/Used 12 times/)).toBeInTheDocument();
  });

  it('refuses to create a key without a name, and sends nothing', async () => {
    renderManager();
    await screen.findByRole('listitem', { name: 'Order export' });
    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByText('API key name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Key name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('shows a new key once, masked until shown, with the warning, and lists it', async () => {
    renderManager();
    await screen.findByRole('listitem', { name: 'Order export' });
    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'Bookkeeping' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Key' }));

    const notice = await screen.findByTestId('new-api-key');
    expect(
      within(notice).getByText("Make sure to copy your API key now. You won't be able to see it again!"),
    ).toBeInTheDocument();
    const value = within(notice).getByTestId('new-api-key-value');
    expect(value).not.toHaveTextContent(SECRET);
    expect(value.textContent).toMatch(/^•+$/);

    fireEvent.click(within(notice).getByRole('button', { name: 'Show' }));
    expect(value).toHaveTextContent(SECRET);
    expect(within(notice).getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(notice).getByRole('button', { name: 'Hide' }));
    expect(value).not.toHaveTextContent(SECRET);

    expect(await within(activeList()).findByRole('listitem', { name: 'Bookkeeping' })).toBeInTheDocument();
    // Done: the secret is gone from the page for good.
    fireEvent.click(within(notice).getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-api-key')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it("shows the server's message when creating fails", async () => {
    renderManager();
    await screen.findByRole('listitem', { name: 'Order export' });
    (global.fetch as jest.Mock).mockImplementationOnce(async () =>
      answer(403, { error: 'Only the store owner can do that', code: 'ADMIN_ONLY' }),
    );
    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'Bookkeeping' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the store owner can do that');
  });

  it('Rotate asks first, naming the key: Cancel keeps the secret, Rotate Key shows the new one once', async () => {
    renderManager();
    const item = await screen.findByRole('listitem', { name: 'Order export' });
    fireEvent.click(within(item).getByRole('button', { name: 'Rotate' }));
    let dialog = screen.getByRole('dialog', { name: 'Rotate Order export?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([]);

    fireEvent.click(within(item).getByRole('button', { name: 'Rotate' }));
    dialog = screen.getByRole('dialog', { name: 'Rotate Order export?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate Key' }));
    });
    expect(calls()).toContain(`POST /api/api-keys/${ORDERS._id}/rotate`);
    expect(await screen.findByTestId('new-api-key')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Rotate Order export?' })).not.toBeInTheDocument();
  });

  it('Rotate lets the owner keep the old secret working for a while, and the list says until when', async () => {
    renderManager();
    const item = await screen.findByRole('listitem', { name: 'Order export' });
    fireEvent.click(within(item).getByRole('button', { name: 'Rotate' }));
    const dialog = screen.getByRole('dialog', { name: 'Rotate Order export?' });
    expect(within(dialog).getByRole('radio', { name: 'Stop the old key now' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Keep the old key working for 1 hour' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate Key' }));
    });
    const [, init] = (global.fetch as jest.Mock).mock.calls.find(([url]: [string]) =>
      url.endsWith('/rotate'),
    )!;
    expect(JSON.parse(init.body)).toEqual({ grace: '1h' });
  });

  it('marks a test key and when a rotated key’s old secret stops working', async () => {
    keys = [
      key('0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e09', 'Sandbox', {
        mode: 'test',
        prefix: 'sk_test_abcd',
        previousKeyExpiresAt: '2026-11-24T15:30:00.000Z',
      }),
    ];
    renderManager();
    const item = await screen.findByRole('listitem', { name: 'Sandbox' });
    expect(within(item).getByText('Test key')).toBeInTheDocument();
    expect(within(item).getByTestId('api-key-grace')).toHaveTextContent(
      'The previous secret still works until Nov 24',
    );
  });

  it('Revoke asks first: Cancel leaves the key active and sends nothing', async () => {
    renderManager();
    const item = await screen.findByRole('listitem', { name: 'Inventory sync' });
    fireEvent.click(within(item).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke Inventory sync?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls().filter((call) => call.startsWith('DELETE'))).toEqual([]);
    expect(within(activeList()).getByRole('listitem', { name: 'Inventory sync' })).toBeInTheDocument();
  });

  it('revoking (once confirmed) removes the key from the active list; Show Inactive Keys brings it back as revoked', async () => {
    renderManager();
    const item = await screen.findByRole('listitem', { name: 'Inventory sync' });
    fireEvent.click(within(item).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke Inventory sync?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke Key' }));
    });
    await waitFor(() =>
      expect(
        within(activeList()).queryByRole('listitem', { name: 'Inventory sync' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(activeList()).getByRole('listitem', { name: 'Order export' })).toBeInTheDocument();
    expect(calls()).toContain(`DELETE /api/api-keys/${INVENTORY._id}`);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Show Inactive Keys' }));
    const revoked = await within(await screen.findByRole('list', { name: 'All keys' })).findByRole(
      'listitem',
      { name: 'Inventory sync' },
    );
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('the Usage toggle shows total usage, last used and the daily counts', async () => {
    renderManager();
    const item = await screen.findByRole('listitem', { name: 'Order export' });
    const toggle = within(item).getByRole('button', { name: 'Usage' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const usage = await within(item).findByTestId(`usage-${ORDERS._id}`);
    expect(within(usage).getByText('Total usage').nextSibling).toHaveTextContent('12');
    expect(within(usage).getByText('Last used').nextSibling).toHaveTextContent('Nov 22, 2026');
    const table = within(usage).getByRole('table', { name: 'Daily usage of Order export' });
    expect(within(table).getByRole('row', { name: /Nov 21, 2026 5/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Nov 22, 2026 7/ })).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(within(item).queryByTestId(`usage-${ORDERS._id}`)).not.toBeInTheDocument();
  });

  it("the list's failure shows the spec's message", async () => {
    global.fetch = jest.fn(async () => answer(502, null)) as unknown as typeof fetch;
    renderManager();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch API keys');
  });
});
