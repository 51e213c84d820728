'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { LIST_MESSAGES, WORKSPACE_CONNECT_HREF, workspaceDatabaseUrl } from '@/lib/admin-catalog';
import { pageFetcher } from '@/lib/client/admin-catalog';
import { INTEGRATION_MESSAGES } from '@/lib/messages';
import { notionConnectionSchema } from '@/lib/schemas/notion';

export const NOTION_CONNECTION_PATH = '/api/admin/notion-connection';

type Props = {
  /** The workspace database the list would open. */
  kind: 'customers' | 'products';
};

/**
 * A list's link to the store's Notion workspace (spec §2, §8), as the api reports the connection:
 * not connected, or connected without this list's database, says so and offers the connection;
 * with the database linked, 'View in workspace' opens it. Nothing shows while the state is unknown.
 */
export function WorkspaceNotice({ kind }: Props) {
  const { data } = useSWR(NOTION_CONNECTION_PATH, pageFetcher(notionConnectionSchema), {
    revalidateOnFocus: false,
  });
  if (!data) return null;
  const databaseId = data.notionDatabaseIds[kind];
  if (data.connected && databaseId) {
    return (
      <p className="admin-workspace-link">
        <a
          href={workspaceDatabaseUrl(databaseId)}
          target="_blank"
          rel="noreferrer"
          className="button button--quiet"
        >
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
