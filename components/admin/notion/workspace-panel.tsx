'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { LoadState } from '@/components/ui/load-state';
import { fetchNotionConnection, NOTION_CONNECTION_KEY, pullNotionProducts } from '@/lib/client/notion';
import { MESSAGES } from '@/lib/messages';
import {
  NOTION_DATABASE_KINDS,
  NOTION_DATABASE_LABELS,
  NOTION_MESSAGES,
  type NotionConnection,
} from '@/lib/schemas/notion';
import { DatabaseForm } from './database-form';
import { useNotionWorkspace, type Outcome } from './use-notion-workspace';

/**
 * The dashboard's workspace section (back-office §4): disconnected, connected without databases,
 * databases linked. Connect Notion opens Notion's consent screen in a popup (this tab when popups
 * are blocked); the callback page reports back by a message from this store's own origin.
 */
export function WorkspacePanel() {
  const { status, error, busy, outcome, connect, disconnect } = useNotionWorkspace();

  return (
    <div className="connection-state" data-testid="workspace-panel">
      {status ? (
        <>
          <p className="connection-state__status">
            {status.connected ? (
              <>
                <span className="status-badge status-badge--on">Connected</span>
                {status.workspaceName ? `Connected to ${status.workspaceName}.` : 'Connected to Notion.'}
              </>
            ) : (
              <>
                <span className="status-badge status-badge--off">Not connected</span>
                {NOTION_MESSAGES.notConnected}.
              </>
            )}
          </p>
          {!status.connected && (
            <p className="connection-state__text">
              {status.configured
                ? 'A connected workspace keeps products, customers, orders, notifications and analytics in five Notion databases.'
                : NOTION_MESSAGES.notConfigured}
            </p>
          )}
          {status.configured && !status.connected && (
            <button type="button" className="button" onClick={connect} disabled={busy} aria-busy={busy}>
              {busy ? NOTION_MESSAGES.connecting : 'Connect Notion'}
            </button>
          )}
          {status.connected && <ConnectedWorkspace onDisconnect={disconnect} busy={busy} />}
        </>
      ) : error ? (
        <p className="notice notice--error" role="alert">
          {error instanceof Error ? error.message : NOTION_MESSAGES.connectionFetchFailed}
        </p>
      ) : (
        <p role="status">{MESSAGES.loading}</p>
      )}
      {outcome && (
        <p className={outcome.ok ? 'notice' : 'notice notice--error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
    </div>
  );
}

function ConnectedWorkspace({ onDisconnect, busy }: { onDisconnect: () => void; busy: boolean }) {
  const {
    data: connection,
    error,
    mutate,
  } = useSWR(NOTION_CONNECTION_KEY, fetchNotionConnection, { revalidateOnFocus: false });
  const [choosing, setChoosing] = useState(false);
  const [pulling, setPulling] = useState(false);
  const [pulled, setPulled] = useState<Outcome>(null);

  if (error || !connection) return <LoadState error={error} failed={NOTION_MESSAGES.connectionFetchFailed} />;
  const ids = connection.notionDatabaseIds;
  const linked = NOTION_DATABASE_KINDS.every((kind) => ids[kind]);

  const linkedNow = async (next: NotionConnection) => {
    await mutate(next, { revalidate: false });
    setChoosing(false);
  };

  async function pull() {
    setPulling(true);
    setPulled(null);
    const result = await pullNotionProducts();
    setPulling(false);
    if ('error' in result) return setPulled({ ok: false, message: result.error });
    const skipped = result.skipped.length
      ? ` ${result.skipped.length} row${result.skipped.length === 1 ? ' was' : 's were'} skipped: ${result.skipped.map((row) => row.reason).join('; ')}.`
      : '';
    const images = result.imagesUpdated
      ? ` New images for ${result.imagesUpdated} product${result.imagesUpdated === 1 ? '' : 's'}.`
      : '';
    const failed = result.imageErrors.length
      ? ` ${result.imageErrors.length} image${result.imageErrors.length === 1 ? '' : 's'} could not be brought in and will be tried again: ${result.imageErrors.map((image) => `${image.name}: ${image.reason}`).join('; ')}.`
      : '';
    setPulled({
      ok: true,
      message: `Read ${result.read} rows: ${result.created} new, ${result.updated} changed, ${result.unchanged} unchanged, ${result.archived} archived.${skipped}${images}${failed}`,
    });
  }

  return (
    <div className="workspace-connected">
      {linked && !choosing ? (
        <>
          <p className="connection-state__text">
            Your five Notion databases are linked. Products are pulled from Notion every 15 minutes.
          </p>
          <div className="workspace-connected__actions">
            <button type="button" className="button" onClick={pull} disabled={pulling} aria-busy={pulling}>
              {pulling ? 'Pulling products…' : 'Pull Products Now'}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setChoosing(true)}>
              Change Databases
            </button>
          </div>
          {pulled && (
            <p
              className={pulled.ok ? 'notice' : 'notice notice--error'}
              role={pulled.ok ? 'status' : 'alert'}
            >
              {pulled.message}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="connection-state__text">
            Choose the Notion database for each of{' '}
            {NOTION_DATABASE_KINDS.map((kind) => NOTION_DATABASE_LABELS[kind].toLowerCase()).join(', ')}.
          </p>
          <DatabaseForm current={ids} onLinked={linkedNow} />
        </>
      )}
      <button type="button" className="button button--quiet" onClick={onDisconnect} disabled={busy}>
        Disconnect Notion
      </button>
    </div>
  );
}
