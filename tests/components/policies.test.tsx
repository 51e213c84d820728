import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { PolicyReminder } from '@/components/admin/dashboard/policy-reminder';
import { PolicySettings } from '@/components/admin/settings/policy-settings';
import { PolicyText } from '@/components/store/policy-text';
import { SiteFooter } from '@/components/store/site-footer';
import { POLICY_KINDS, POLICY_TITLES, type PolicyKind } from '@/lib/constants/policies';
import type { Policy } from '@/lib/schemas/policies';
import { answer } from './admin-support';

jest.setTimeout(30_000);

const template = (kind: PolicyKind): Policy => ({
  kind,
  title: POLICY_TITLES[kind],
  body: `Template of ${POLICY_TITLES[kind]} for Fjord Ceramics.`,
  saved: false,
  updatedAt: null,
});

let pages: Policy[];
let sent: { url: string; body: unknown }[];
let onPut: (kind: PolicyKind, body: { body: string }) => ReturnType<typeof answer>;

beforeEach(() => {
  pages = POLICY_KINDS.map(template);
  sent = [];
  onPut = (kind, { body }) => {
    const saved = { ...template(kind), body, saved: true, updatedAt: '2026-11-29T12:00:00.000Z' };
    pages = pages.map((page) => (page.kind === kind ? saved : page));
    return answer(200, saved);
  };
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const match = /^\/api\/admin\/policies\/(\w+)$/.exec(url);
    if (match && init?.method === 'PUT') {
      const body = JSON.parse(init.body as string);
      sent.push({ url, body });
      return onPut(match[1] as PolicyKind, body);
    }
    if (url === '/api/admin/policies') return answer(200, { policies: pages });
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

function renderSettings() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PolicySettings />
    </SWRConfig>,
  );
}

const editor = (title: string) => screen.getByRole('form', { name: title });

describe('Settings → Policies', () => {
  it('opens each page on its template and saves the owner’s text, saying "Saved."', async () => {
    const user = userEvent.setup();
    renderSettings();
    const returns = await screen.findByRole('textbox', { name: 'Returns and refunds text' });
    expect(returns).toHaveValue('Template of Returns and refunds for Fjord Ceramics.');
    expect(within(editor('Returns and refunds')).getByText(/Not saved yet/)).toBeInTheDocument();
    for (const kind of POLICY_KINDS)
      expect(screen.getByRole('textbox', { name: `${POLICY_TITLES[kind]} text` })).toBeInTheDocument();

    await user.clear(returns);
    await user.type(returns, '# Returns{enter}{enter}Within **30 days**.');
    await user.click(within(editor('Returns and refunds')).getByRole('button', { name: 'Save' }));

    expect(await within(editor('Returns and refunds')).findByRole('status')).toHaveTextContent(/^Saved\.$/);
    expect(sent).toEqual([
      { url: '/api/admin/policies/returns', body: { body: '# Returns\n\nWithin **30 days**.' } },
    ]);
    expect(
      within(editor('Returns and refunds')).getByRole('link', { name: '/policies/returns' }),
    ).toHaveAttribute('href', '/policies/returns');
    // Saved and unchanged: nothing to save again.
    expect(within(editor('Returns and refunds')).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('refuses an empty page under the field, without sending it', async () => {
    const user = userEvent.setup();
    renderSettings();
    const terms = await screen.findByRole('textbox', { name: 'Terms of sale text' });
    await user.clear(terms);
    await user.click(within(editor('Terms of sale')).getByRole('button', { name: 'Save' }));
    expect(await within(editor('Terms of sale')).findByRole('alert')).toHaveTextContent(
      'Write the page, or start from the template',
    );
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('shows the api’s refusal of the text under the field', async () => {
    const user = userEvent.setup();
    onPut = () =>
      answer(400, {
        error: 'Contains a character that is not allowed',
        code: 'VALIDATION_ERROR',
        field: 'body',
      });
    renderSettings();
    await screen.findByRole('textbox', { name: 'Privacy text' });
    await user.click(within(editor('Privacy')).getByRole('button', { name: 'Save' }));
    expect(await within(editor('Privacy')).findByRole('alert')).toHaveTextContent(
      'Contains a character that is not allowed',
    );
    expect(within(editor('Privacy')).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('a policy page’s text on the storefront', () => {
  it('renders headings, lists, bold and links, and shows markup as the text it is', () => {
    const { container } = render(
      <PolicyText
        body={
          '# Returns\n\nSend it back within **14 days**.\n\n- Unused\n- [Email us](mailto:a@b.test)\n\n<script>alert(1)</script> [bad](javascript:alert(2))'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Returns' })).toBeInTheDocument();
    expect(screen.getByText('14 days').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', 'mailto:a@b.test');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
  });
});

describe('the footer’s policy links and the dashboard’s reminder', () => {
  it('links every policy page from the footer', () => {
    render(<SiteFooter storeName="Fjord Ceramics" />);
    const nav = screen.getByRole('navigation', { name: 'Store policies' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Terms of sale', '/policies/terms'],
      ['Returns and refunds', '/policies/returns'],
      ['Privacy', '/policies/privacy'],
      ['Shipping', '/policies/shipping'],
      ['Legal notice', '/legal'],
    ]);
  });

  it('reminds the owner while returns or privacy is not saved, and leads to Settings → Policies', () => {
    const { rerender } = render(<PolicyReminder policies={POLICY_KINDS.map(template)} />);
    expect(screen.getByTestId('policy-reminder')).toHaveTextContent(
      'Your store has no returns and refunds or privacy page of its own yet',
    );
    expect(screen.getByRole('link', { name: 'Write your policies' })).toHaveAttribute(
      'href',
      '/admin/settings#policies',
    );
    const saved = (kind: PolicyKind) => ({ ...template(kind), saved: true });
    rerender(<PolicyReminder policies={[saved('returns'), template('privacy')]} />);
    expect(screen.getByTestId('policy-reminder')).toHaveTextContent('no privacy page');
    rerender(<PolicyReminder policies={[saved('returns'), saved('privacy')]} />);
    expect(screen.queryByTestId('policy-reminder')).not.toBeInTheDocument();
    rerender(<PolicyReminder policies={null} />);
    expect(screen.queryByTestId('policy-reminder')).not.toBeInTheDocument();
  });
});
