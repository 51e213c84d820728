import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { StaffScreen } from '@/components/admin/staff/staff-screen';
import type { StaffOverview } from '@/lib/schemas/staff';
import { answer } from './admin-support';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, refresh: jest.fn(), push: jest.fn() }) }));

const OWNER = {
  id: 'u-owner',
  email: 'owner@north.example',
  name: 'Nora North',
  role: 'owner' as const,
  twoFactorEnabled: true,
  createdAt: '2026-01-02T10:00:00.000Z',
};
const PACKER = {
  id: 'u-packer',
  email: 'packer@north.example',
  name: null,
  role: 'orders' as const,
  twoFactorEnabled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

let overview: StaffOverview;
const calls = () =>
  (global.fetch as jest.Mock).mock.calls.map(
    ([url, init]: [string, RequestInit | undefined]) =>
      `${init?.method ?? 'GET'} ${url}${init?.body ? ` ${String(init.body)}` : ''}`,
  );

beforeEach(() => {
  replace.mockClear();
  overview = {
    staff: [OWNER, PACKER],
    invitations: [
      {
        id: 'inv-1',
        email: 'late@north.example',
        role: 'catalog',
        expiresAt: '2026-12-05T10:00:00.000Z',
        createdAt: '2026-11-28T10:00:00.000Z',
      },
    ],
    settings: { requireTwoFactor: false, ordersRefundLimitCents: 5000 },
  };
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/admin/staff') return answer(200, overview);
    if (method === 'POST' && url === '/api/admin/staff/invitations') {
      const { email, role } = JSON.parse(init!.body as string) as { email: string; role: 'orders' };
      if (email === 'packer@north.example')
        return answer(409, { error: 'This person is already on the team', code: 'CONFLICT', field: 'email' });
      const invitation = {
        id: 'inv-2',
        email,
        role,
        expiresAt: '2026-12-06T10:00:00.000Z',
        createdAt: '2026-11-29T10:00:00.000Z',
      };
      overview = { ...overview, invitations: [...overview.invitations, invitation] };
      return answer(201, { invitation });
    }
    if (method === 'DELETE' && url === '/api/admin/staff/u-packer') {
      overview = { ...overview, staff: [OWNER] };
      return answer(204, null);
    }
    if (method === 'PUT' && url === '/api/admin/staff/settings') return answer(200, { success: true });
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

function renderScreen() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StaffScreen />
    </SWRConfig>,
  );
}

describe('the staff screen', () => {
  it('lists the people with their role and two-factor, and the open invitations', async () => {
    renderScreen();
    const owner = await screen.findByTestId('staff-person-owner@north.example');
    expect(owner).toHaveTextContent('Nora North');
    expect(owner).toHaveTextContent('Owner');
    expect(owner).toHaveTextContent('Two-factor sign-in: on');
    expect(within(owner).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    const packer = screen.getByTestId('staff-person-packer@north.example');
    expect(within(packer).getByRole('combobox', { name: 'Role of packer@north.example' })).toHaveValue(
      'orders',
    );
    expect(packer).toHaveTextContent('Two-factor sign-in: off');
    expect(screen.getByTestId('staff-invitation-late@north.example')).toHaveTextContent('Catalog');
    expect(screen.getByLabelText('Refund limit per order ($)')).toHaveValue('50.00');
    expect(screen.getByRole('link', { name: 'Change this on Security' })).toHaveAttribute(
      'href',
      '/admin/security',
    );
  });

  it('invites a person with a role, and the invitation joins the list', async () => {
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Invite a person' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'New@North.example ' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'catalog' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Invitation sent to new@north.example.',
    );
    expect(calls()).toContain(
      'POST /api/admin/staff/invitations {"email":"new@north.example","role":"catalog"}',
    );
    expect(await screen.findByTestId('staff-invitation-new@north.example')).toHaveTextContent('Catalog');
  });

  it("shows the api's refusal beside the field it names", async () => {
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Invite a person' });
    const email = within(form).getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'packer@north.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('This person is already on the team')).toHaveAttribute(
      'id',
      'staff-invite-email-error',
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before removing a person, saying their sessions end, and removes them only on Remove', async () => {
    renderScreen();
    const packer = await screen.findByTestId('staff-person-packer@north.example');
    fireEvent.click(within(packer).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove packer@north.example?' });
    expect(dialog).toHaveTextContent('every session they are signed in with ends now');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls().some((call) => call.startsWith('DELETE'))).toBe(false);

    fireEvent.click(within(packer).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByTestId('staff-person-packer@north.example')).not.toBeInTheDocument(),
    );
    expect(calls()).toContain('DELETE /api/admin/staff/u-packer');
  });

  it('saves the refund limit in cents, and empty as no limit', async () => {
    renderScreen();
    const limit = await screen.findByLabelText('Refund limit per order ($)');
    fireEvent.change(limit, { target: { value: '75.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() =>
      expect(calls()).toContain('PUT /api/admin/staff/settings {"ordersRefundLimitCents":7550}'),
    );
    fireEvent.change(limit, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() =>
      expect(calls()).toContain('PUT /api/admin/staff/settings {"ordersRefundLimitCents":null}'),
    );
  });
});
