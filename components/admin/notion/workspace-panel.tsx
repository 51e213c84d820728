'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import {
  disconnectNotion,
  fetchNotionConnection,
  fetchNotionStatus,
  NOTION_CONNECTION_KEY,
  NOTION_STATUS_KEY,
  pullNotionProducts,
  startNotionConnect,
} from '@/lib/client/notion';
import { MESSAGES } from '@/lib/messages';
import { NOTION_CALLBACK_MESSAGE, NOTION_DATABASE_KINDS, NOTION_DATABASE_LABELS, NOTION_MESSAGES, NOTION_POPUP_NAME, type NotionConnection } from '@/lib/schemas/notion';
import { DatabaseForm } from './database-form';

const POPUP_FEATURES = 'popup=yes,width=600,height=720';
type Outcome = { ok: boolean; message: string } | null;

/**
 * The dashboard's workspace section (back-office §4): disconnected, connected without databases,
 * databases linked. Connect Notion opens Notion's consent screen in a popup (this tab when popups
 * are blocked); the callback page reports back by a message from this store's own origin.
 */
export function WorkspacePanel() {
  const { data: status, error, mutate } = useSWR(NOTION_STATUS_KEY, fetchNotionStatus, { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    const heard = (data: { type?: string; success?: boolean; error?: unknown } | null) => {
      if (data?.type !== NOTION_CALLBACK_MESSAGE) return;
      setBusy(false);
      if (data.success) {
        setOutcome(null);
        void mutate();
      } else setOutcome({ ok: false, message: typeof data.error === 'string' ? data.error : NOTION_MESSAGES.connectFailed });
    };
    // Only this store's own origin may report: the callback page runs on it.
    const listen = (event: MessageEvent) => event.origin === window.location.origin && heard(event.data);
    window.addEventListener('message', listen);
    const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(NOTION_CALLBACK_MESSAGE) : null;
    if (channel) channel.onmessage = (event) => heard(event.data);
    return () => {
      window.removeEventListener('message', listen);
      channel?.close();
    };
  }, [mutate]);

  async function connect() {
    setBusy(true);
    setOutcome(null);
    const started = await startNotionConnect();
    if ('error' in started) {
      setBusy(false);
      setOutcome({ ok: false, message: started.error });
      return;
    }
    const popup = window.open(started.url, NOTION_POPUP_NAME, POPUP_FEATURES);
    if (!popup) window.location.assign(started.url);
  }

  async function disconnect() {
    setBusy(true);
    const result = await disconnectNotion();
    setBusy(false);
    if ('error' in result) return setOutcome({ ok: false, message: result.error });
    setOutcome({ ok: true, message: 'Notion is disconnected.' });
    await mutate();
  }

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
  const { data: connection, error, mutate } = useSWR(NOTION_CONNECTION_KEY, fetchNotionConnection, { revalidateOnFocus: false });
  const [choosing, setChoosing] = useState(false);
  const [pulling, setPulling] = useState(false);
  const [pulled, setPulled] = useState<Outcome>(null);

  if (error)
    return (
      <p className="notice notice--error" role="alert">
        {error instanceof Error ? error.message : NOTION_MESSAGES.connectionFetchFailed}
      </p>
    );
  if (!connection) return <p role="status">{MESSAGES.loading}</p>;
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
    const skipped = result.skipped.length ? ` ${result.skipped.length} row${result.skipped.length === 1 ? ' was' : 's were'} skipped: ${result.skipped.map((row) => row.reason).join('; ')}.` : '';
    const images = result.imagesUpdated ? ` New images for ${result.imagesUpdated} product${result.imagesUpdated === 1 ? '' : 's'}.` : '';
    const failed = result.imageErrors.length
      ? ` ${result.imageErrors.length} image${result.imageErrors.length === 1 ? '' : 's'} could not be brought in and will be tried again: ${result.imageErrors.map((image) => `${image.name}: ${image.reason}`).join('; ')}.`
      : '';
    setPulled({ ok: true, message: `Read ${result.read} rows: ${result.created} new, ${result.updated} changed, ${result.unchanged} unchanged, ${result.archived} archived.${skipped}${images}${failed}` });
  }

  return (
    <div className="workspace-connected">
      {linked && !choosing ? (
        <>
          <p className="connection-state__text">Your five Notion databases are linked. Products are pulled from Notion every 15 minutes.</p>
          <div className="workspace-connected__actions">
            <button type="button" className="button" onClick={pull} disabled={pulling} aria-busy={pulling}>
              {pulling ? 'Pulling products…' : 'Pull Products Now'}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setChoosing(true)}>
              Change Databases
            </button>
          </div>
          {pulled && (
            <p className={pulled.ok ? 'notice' : 'notice notice--error'} role={pulled.ok ? 'status' : 'alert'}>
              {pulled.message}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="connection-state__text">
            Choose the Notion database for each of {NOTION_DATABASE_KINDS.map((kind) => NOTION_DATABASE_LABELS[kind].toLowerCase()).join(', ')}.
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
