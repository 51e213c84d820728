import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { DomainSettings } from '@/components/admin/settings/domain-settings';
import { DOMAIN_MESSAGES, type StoreDomain } from '@/lib/schemas/admin-domains';
import { answer } from './admin-support';

const TOKEN = 'sitka-verify=4f9c2b7e1d8a6350b2c4e9f7a1d3c5e8';
const domain = (name: string, extra: Partial<StoreDomain> = {}): StoreDomain => ({
  domain: name,
  primary: false,
  verifiedAt: '2026-11-20T18:00:00.000Z',
  createdAt: '2026-11-20T18:00:00.000Z',
  txtRecord: { name: `_sitka-verify.${name}`, value: TOKEN },
  ...extra,
});

let domains: StoreDomain[];
const calls = () =>
  (global.fetch as jest.Mock).mock.calls.map(
    ([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}`,
  );

beforeEach(() => {
  domains = [
    domain('shop.sitka-silver.com', { primary: true }),
    domain('old.sitka-silver.com'),
    domain('new.sitka-silver.com', { verifiedAt: null }),
  ];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/admin/domains')
      return answer(200, { domains, expectedAddresses: ['203.0.113.10', '2001:db8::10'] });
    if (method === 'DELETE' && url === '/api/admin/domains/old.sitka-silver.com') {
      domains = domains.filter((entry) => entry.domain !== 'old.sitka-silver.com');
      return answer(200, { success: true, domain: 'old.sitka-silver.com' });
    }
    if (method === 'POST' && url === '/api/admin/domains/new.sitka-silver.com/verify') {
      const problems = [
        DOMAIN_MESSAGES.noTxt('_sitka-verify.new.sitka-silver.com'),
        DOMAIN_MESSAGES.notPointing('new.sitka-silver.com'),
      ];
      return answer(200, {
        domain: domains[2],
        verified: false,
        problems,
        expectedAddresses: ['203.0.113.10'],
        message: problems.join(' '),
      });
    }
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

function renderSettings() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DomainSettings />
    </SWRConfig>,
  );
}

const row = (name: string) =>
  screen
    .getAllByTestId('domain-row')
    .find((element) => within(element).queryByText(name, { selector: 'strong' }))!;

describe('Domains in Settings', () => {
  it('shows a name not verified yet with the TXT record to add and where to point it; verified ones without', async () => {
    renderSettings();
    await screen.findByText('new.sitka-silver.com');
    const pending = within(row('new.sitka-silver.com'));
    expect(pending.getByText(DOMAIN_MESSAGES.notServed)).toBeInTheDocument();
    expect(
      pending.getByText(DOMAIN_MESSAGES.instructions(['203.0.113.10', '2001:db8::10'])),
    ).toBeInTheDocument();
    const record = within(pending.getByTestId('domain-dns-record'));
    expect(record.getByText('TXT')).toBeInTheDocument();
    expect(record.getByText('_sitka-verify.new.sitka-silver.com')).toBeInTheDocument();
    expect(record.getByText(TOKEN)).toBeInTheDocument();
    expect(within(row('old.sitka-silver.com')).getByText('Verified Nov 20, 2026')).toBeInTheDocument();
    expect(within(row('old.sitka-silver.com')).queryByTestId('domain-dns-record')).not.toBeInTheDocument();
  });

  it('says what to fix when Verify finds the name not proved', async () => {
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify new.sitka-silver.com' }));
    expect(await within(row('new.sitka-silver.com')).findByRole('alert')).toHaveTextContent(
      'No TXT record found at _sitka-verify.new.sitka-silver.com. new.sitka-silver.com does not point at this platform.',
    );
  });

  it('Remove asks first: Cancel keeps the domain, Remove Domain removes it', async () => {
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove old.sitka-silver.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove old.sitka-silver.com?' });
    expect(dialog).toHaveTextContent(DOMAIN_MESSAGES.removeWarning('old.sitka-silver.com'));
    expect(calls()).not.toContain('DELETE /api/admin/domains/old.sitka-silver.com');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls()).not.toContain('DELETE /api/admin/domains/old.sitka-silver.com');
    expect(screen.getByText('old.sitka-silver.com')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove old.sitka-silver.com' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Domain' }));
    await waitFor(() => expect(screen.queryByText('old.sitka-silver.com')).not.toBeInTheDocument());
    expect(calls().filter((call) => call === 'DELETE /api/admin/domains/old.sitka-silver.com')).toHaveLength(
      1,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the primary domain offers no Remove', async () => {
    renderSettings();
    await screen.findByText('shop.sitka-silver.com');
    expect(screen.queryByRole('button', { name: 'Remove shop.sitka-silver.com' })).not.toBeInTheDocument();
  });
});
