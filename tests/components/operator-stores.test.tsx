import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { OperatorStores } from '@/components/platform/operator-stores';
import { OPERATOR_MESSAGES, type OperatorStoreList } from '@/lib/schemas/operator-stores';
import { answer } from './admin-support';

const list = (status: 'active' | 'suspended' = 'active'): OperatorStoreList => ({
  stores: [
    {
      id: 'fjord',
      name: 'Fjord Ceramics',
      createdAt: '2026-10-01T08:00:00.000Z',
      ownerEmail: 'owner@fjord.test',
      orders30Days: 12,
      revenue30DaysCents: 45_600,
      status,
      suspendedAt: status === 'suspended' ? '2026-11-28T08:00:00.000Z' : null,
      origin: 'signup',
    },
  ],
  page: 1,
  pageSize: 100,
  total: 1,
});

const calls = () =>
  (global.fetch as jest.Mock).mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

afterEach(() => jest.restoreAllMocks());

it('lists each store with its owner, figures, status and origin', async () => {
  global.fetch = jest.fn(async () => answer(200, list())) as unknown as typeof fetch;
  render(<OperatorStores />);
  const row = await screen.findByTestId('admin-list-row');
  for (const text of [
    'Fjord Ceramics (fjord)',
    '2026-10-01',
    'owner@fjord.test',
    '12',
    '$456.00',
    'Active',
    'Sign-up',
  ])
    expect(row).toHaveTextContent(text);
  expect(screen.getByText(/1 stores/)).toBeInTheDocument();
});

it('asks before suspending, and does nothing when the operator says no', async () => {
  global.fetch = jest.fn(async () => answer(200, list())) as unknown as typeof fetch;
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  render(<OperatorStores />);
  const row = await screen.findByTestId('admin-list-row');
  fireEvent.click(within(row).getByRole('button', { name: /Suspend/ }));
  expect(confirm).toHaveBeenCalledWith(OPERATOR_MESSAGES.confirmSuspend('Fjord Ceramics'));
  expect(calls()).toEqual(['GET /api/operator/stores?page=1']);
});

it('suspends once confirmed and shows the store suspended, with Resume', async () => {
  let suspended = false;
  global.fetch = jest.fn(async (url: string) => {
    if (url.endsWith('/suspend')) {
      suspended = true;
      return answer(200, { id: 'fjord', status: 'suspended' });
    }
    return answer(200, list(suspended ? 'suspended' : 'active'));
  }) as unknown as typeof fetch;
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  render(<OperatorStores />);
  fireEvent.click(
    within(await screen.findByTestId('admin-list-row')).getByRole('button', { name: /Suspend/ }),
  );
  await waitFor(() => expect(screen.getByTestId('admin-list-row')).toHaveTextContent('Suspended'));
  expect(
    within(screen.getByTestId('admin-list-row')).getByRole('button', { name: /Resume/ }),
  ).toBeInTheDocument();
  expect(calls()).toContain('POST /api/operator/stores/fjord/suspend');
});

it('asks for the operator token when signed out, and lists the stores once it is taken', async () => {
  let signedIn = false;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/operator/session') {
      const { token } = JSON.parse(String(init?.body)) as { token: string };
      signedIn = token === 'right-token';
      return signedIn ? answer(204, null) : answer(401, { error: 'no', code: 'INVALID_OPERATOR_TOKEN' });
    }
    return signedIn ? answer(200, list()) : answer(401, { error: 'no', code: 'INVALID_OPERATOR_TOKEN' });
  }) as unknown as typeof fetch;
  render(<OperatorStores />);
  const field = await screen.findByLabelText('Operator token');
  fireEvent.change(field, { target: { value: 'wrong-token' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(OPERATOR_MESSAGES.signInFailed);
  fireEvent.change(field, { target: { value: 'right-token' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByTestId('admin-list-row')).toHaveTextContent('Fjord Ceramics');
});
