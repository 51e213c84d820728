import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { WorkspaceNotice } from '@/components/admin/lists/workspace-notice';
import { answer } from './admin-support';

const ids = { products: null, customers: null, orders: null, notifications: null, analytics: null };
const connection = (body: unknown, status = 200) => {
  global.fetch = jest.fn(async (url: string) =>
    url === '/api/admin/notion-connection' ? answer(status, body) : answer(404, {}),
  ) as unknown as typeof fetch;
};
const show = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <WorkspaceNotice kind="customers" />
    </SWRConfig>,
  );

describe('a list’s workspace link', () => {
  it('not connected: says so and offers the connection, with no View in workspace', async () => {
    connection({ connected: false, workspaceName: null, notionDatabaseIds: ids });
    show();
    expect(await screen.findByTestId('workspace-notice')).toHaveTextContent('Notion is not connected.');
    expect(screen.getByRole('link', { name: 'Connect Notion' })).toHaveAttribute(
      'href',
      '/admin?open=workspace#dashboard-section-workspace',
    );
    expect(screen.queryByRole('link', { name: 'View in workspace' })).not.toBeInTheDocument();
  });

  it('connected without the customers database: says the database is not configured', async () => {
    connection({
      connected: true,
      workspaceName: 'Sitka Studio',
      notionDatabaseIds: { ...ids, products: 'p1' },
    });
    show();
    expect(await screen.findByTestId('workspace-notice')).toHaveTextContent(
      'The Notion customers database is not configured.',
    );
    expect(screen.getByRole('link', { name: 'Choose databases' })).toBeInTheDocument();
  });

  it('connected with the database: View in workspace opens it', async () => {
    connection({
      connected: true,
      workspaceName: 'Sitka Studio',
      notionDatabaseIds: { ...ids, customers: '1a2b3c4d-0000-4000-8000-00000000abcd' },
    });
    show();
    expect(await screen.findByRole('link', { name: 'View in workspace' })).toHaveAttribute(
      'href',
      'https://www.notion.so/1a2b3c4d000040008000' + '00000000abcd',
    );
    expect(screen.queryByTestId('workspace-notice')).not.toBeInTheDocument();
  });

  it('claims nothing when the connection cannot be read', async () => {
    connection({ error: 'Unavailable', code: 'UNAVAILABLE' }, 503);
    show();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('workspace-notice')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
