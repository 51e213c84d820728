'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { LIST_MESSAGES, WORKSPACE_CONNECT_HREF, workspaceUrl } from '@/lib/admin-lists';
import { pageFetcher } from '@/lib/client/admin-catalog';
import { INTEGRATION_MESSAGES } from '@/lib/messages';
import { notionConnectionSchema } from '@/lib/schemas/notion';
import type { ListColumn } from './admin-list';

export const NOTION_CONNECTION_PATH = '/api/admin/notion-connection';

type Kind = 'customers' | 'products';
type Props = {
  /** The workspace database the list would open. */
  kind: Kind;
};

function useWorkspaceConnection() {
  return useSWR(NOTION_CONNECTION_PATH, pageFetcher(notionConnectionSchema), { revalidateOnFocus: false })
    .data;
}

/** The id of the store's linked Notion database of a kind; null while unknown or not linked. */
export function useWorkspaceDatabase(kind: Kind): string | null {
  const data = useWorkspaceConnection();
  return data?.connected ? (data.notionDatabaseIds[kind] ?? null) : null;
}

/**
 * A list column with each row's 'View in workspace' link to its own Notion page; rows that have
 * no page there (a product made in Sitka, a customer not yet written) show a dash.
 */
export function workspaceColumn<Row extends { notionPageId: string | null }>(
  nameOf: (row: Row) => string,
): ListColumn<Row, never> {
  return {
    id: 'workspace',
    header: LIST_MESSAGES.workspaceColumn,
    cell: (row) =>
      row.notionPageId ? (
        <a
          href={workspaceUrl(row.notionPageId)}
          target="_blank"
          rel="noreferrer"
          aria-label={LIST_MESSAGES.viewRowInWorkspace(nameOf(row))}
        >
          {LIST_MESSAGES.viewInWorkspace}
        </a>
      ) : (
        '—'
      ),
  };
}

/**
 * A list's link to the store's Notion workspace (spec §2, §8), as the api reports the connection:
 * not connected, or connected without this list's database, says so and offers the connection;
 * with the database linked, 'View in workspace' opens it (and each row's own link opens its page,
 * see workspaceColumn). Nothing shows while the state is unknown.
 */
export function WorkspaceNotice({ kind }: Props) {
  const data = useWorkspaceConnection();
  if (!data) return null;
  const databaseId = data.notionDatabaseIds[kind];
  if (data.connected && databaseId) {
    return (
      <p className="admin-workspace-link">
        <a href={workspaceUrl(databaseId)} target="_blank" rel="noreferrer" className="button button--quiet">
          {LIST_MESSAGES.viewInWorkspace}
        </a>
      </p>
    );
  }
  return (
    <div className="notice admin-workspace-notice" data-testid="workspace-notice">
      <p>
        <strong>
          {data.connected
            ? LIST_MESSAGES.workspaceNoDatabase(kind)
            : `${INTEGRATION_MESSAGES.workspaceNotConnected}.`}
        </strong>{' '}
        {LIST_MESSAGES.workspaceNotConnectedHelp(kind)}
      </p>
      <Link href={WORKSPACE_CONNECT_HREF} className="button button--quiet">
        {data.connected ? LIST_MESSAGES.chooseDatabases : LIST_MESSAGES.connectWorkspace}
      </Link>
    </div>
  );
}
