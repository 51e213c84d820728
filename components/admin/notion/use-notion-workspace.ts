'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import {
  disconnectNotion,
  fetchNotionStatus,
  NOTION_STATUS_KEY,
  startNotionConnect,
} from '@/lib/client/notion';
import { NOTION_CALLBACK_MESSAGE, NOTION_MESSAGES, NOTION_POPUP_NAME } from '@/lib/schemas/notion';

const POPUP_FEATURES = 'popup=yes,width=600,height=720';

/** What the last connect, disconnect or pull came to, for the owner to read. */
export type Outcome = { ok: boolean; message: string } | null;

/**
 * The store's Notion connection and the calls on it: Connect opens Notion's consent screen in a
 * popup (this tab when popups are blocked) and hears the callback page's report; Disconnect.
 */
export function useNotionWorkspace() {
  const {
    data: status,
    error,
    mutate,
  } = useSWR(NOTION_STATUS_KEY, fetchNotionStatus, { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    const heard = (data: { type?: string; success?: boolean; error?: unknown } | null) => {
      if (data?.type !== NOTION_CALLBACK_MESSAGE) return;
      setBusy(false);
      if (data.success) {
        setOutcome(null);
        void mutate();
      } else
        setOutcome({
          ok: false,
          message: typeof data.error === 'string' ? data.error : NOTION_MESSAGES.connectFailed,
        });
    };
    // Only this store's own origin may report: the callback page runs on it.
    const listen = (event: MessageEvent) => event.origin === window.location.origin && heard(event.data);
    window.addEventListener('message', listen);
    const channel =
      typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(NOTION_CALLBACK_MESSAGE) : null;
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

  return { status, error, busy, outcome, connect, disconnect };
}
