import Link from 'next/link';
import { LIST_MESSAGES, WORKSPACE_CONNECT_HREF } from '@/lib/admin-catalog';

type Props = {
  /** "customers" or "products": the workspace database the list would open. */
  things: string;
  /** Connected to a workspace, but without this list's database chosen. */
  databaseMissing?: boolean;
};

/**
 * A list's link to the Notion workspace (spec §2, §8): until the store's workspace is connected
 * and holds the list's database, this says so and offers the connection instead of
 * 'View in workspace' links.
 */
export function WorkspaceNotice({ things, databaseMissing = false }: Props) {
  return (
    <div className="notice admin-workspace-notice" data-testid="workspace-notice">
      <p>
        <strong>
          {databaseMissing ? LIST_MESSAGES.workspaceNoDatabase(things) : LIST_MESSAGES.workspaceNotConnected}
        </strong>{' '}
        {LIST_MESSAGES.workspaceNotConnectedHelp(things)}
      </p>
      <Link href={WORKSPACE_CONNECT_HREF} className="button button--quiet">
        {LIST_MESSAGES.connectWorkspace}
      </Link>
    </div>
  );
}
