import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { NoticeSettings } from '@/components/admin/settings/notice-settings';
import type { NoticeSettings as Settings } from '@/lib/schemas/owner-notices';
import { answer } from './admin-support';

jest.setTimeout(30_000);

const DEFAULTS: Settings = {
  newOrder: true,
  returnRequest: true,
  lowStock: true,
  shipByLate: true,
  lowStockThreshold: 2,
  dailyDigest: false,
};

let current: Settings;
let sent: unknown[];
let onPut: (body: Settings) => ReturnType<typeof answer>;

beforeEach(() => {
  current = DEFAULTS;
  sent = [];
  onPut = (body) => {
    current = body;
    return answer(200, current);
  };
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/admin/notice-settings' && init?.method === 'PUT') {
      const body = JSON.parse(init.body as string);
      sent.push(body);
      return onPut(body);
    }
    if (url === '/api/admin/notice-settings') return answer(200, current);
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

function renderSettings() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <NoticeSettings />
    </SWRConfig>,
  );
}

const save = () => screen.getByRole('button', { name: 'Save Notifications' });
const threshold = () => screen.getByRole('textbox', { name: /Low-stock threshold/ });

describe('Settings → Notifications', () => {
  it('shows what is saved and saves a notice turned off, a new threshold and the digest', async () => {
    const user = userEvent.setup();
    renderSettings();
    expect(await screen.findByRole('checkbox', { name: /New orders/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Daily digest/ })).not.toBeChecked();
    expect(threshold()).toHaveValue('2');
    expect(save()).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /Late orders/ }));
    await user.clear(threshold());
    await user.type(threshold(), '5');
    await user.click(screen.getByRole('checkbox', { name: /Daily digest/ }));
    await user.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent('Notification settings saved.');
    expect(sent).toEqual([{ ...DEFAULTS, shipByLate: false, lowStockThreshold: 5, dailyDigest: true }]);
    expect(save()).toBeDisabled();
  });

  it('refuses a threshold over 1000 on its input without asking the api', async () => {
    const user = userEvent.setup();
    renderSettings();
    await screen.findByRole('checkbox', { name: /New orders/ });
    await user.clear(threshold());
    await user.type(threshold(), '1001');
    await user.click(save());
    expect(await screen.findByText('Enter a whole number from 0 to 1000')).toBeInTheDocument();
    expect(threshold()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('puts the api’s refusal of the threshold on its input', async () => {
    const user = userEvent.setup();
    onPut = () =>
      answer(400, {
        error: 'lowStockThreshold is at most 1000',
        code: 'VALIDATION_ERROR',
        field: 'lowStockThreshold',
      });
    renderSettings();
    await screen.findByRole('checkbox', { name: /New orders/ });
    await user.clear(threshold());
    await user.type(threshold(), '7');
    await user.click(save());
    expect(await screen.findByText('Not saved: lowStockThreshold is at most 1000')).toBeInTheDocument();
    expect(threshold()).toHaveAttribute('aria-invalid', 'true');
  });
});
