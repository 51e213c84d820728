'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { exchangeNotionCode } from '@/lib/client/notion';
import { NOTION_CALLBACK_MESSAGE, NOTION_MESSAGES, NOTION_POPUP_NAME } from '@/lib/schemas/notion';

/** How long a popup shows an error before it closes itself (back-office §9). */
export const NOTION_POPUP_CLOSE_MS = 3000;
export const NOTION_CONNECTED_HREF = '/admin/dashboard?notionConnected=true';

/**
 * Completes the workspace connection where Notion returns the owner (back-office §2). In a popup
 * the result goes to the window that opened it, at this store's own origin only, and the popup
 * closes; as a full page, success goes to the dashboard and an error stays with a way back.
 * Notion's answer (code, state or error) is read from the address in the browser.
 */
export function NotionCallback() {
  const router = useRouter();
  const params = useSearchParams();
  const code = params.get('code') ?? undefined;
  const state = params.get('state') ?? undefined;
  const returnedError = params.get('error') ?? undefined;
  const [error, setError] = useState<string | null>(null);
  const [popup, setPopup] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const opener = window.opener && window.opener !== window ? (window.opener as Window) : null;
    const inPopup = Boolean(opener) || window.name === NOTION_POPUP_NAME;
    setPopup(inPopup);
    const report = (result: { success: true } | { success: false; error: string }) => {
      if (inPopup) {
        const message = { type: NOTION_CALLBACK_MESSAGE, ...result };
        if (opener) opener.postMessage(message, window.location.origin);
        else if (typeof BroadcastChannel !== 'undefined') {
          // The opener was cut off on the way through Notion: the dashboard (same origin) hears it here.
          const channel = new BroadcastChannel(NOTION_CALLBACK_MESSAGE);
          channel.postMessage(message);
          channel.close();
        }
        if (result.success) window.close();
        else window.setTimeout(() => window.close(), NOTION_POPUP_CLOSE_MS);
      } else if (result.success) {
        router.replace(NOTION_CONNECTED_HREF);
      }
      if (!result.success) setError(result.error);
    };
    if (returnedError || !code) {
      report({
        success: false,
        error: returnedError && code ? NOTION_MESSAGES.connectFailed : NOTION_MESSAGES.noCode,
      });
      return;
    }
    void exchangeNotionCode(code, state ?? '').then((result) =>
      report('error' in result ? { success: false, error: result.error } : { success: true }),
    );
  }, [code, state, returnedError, router]);

  if (!error) {
    return (
      <p role="status" className="notion-callback__status">
        {NOTION_MESSAGES.connecting}
      </p>
    );
  }
  return (
    <div className="notion-callback__error">
      <p role="alert" className="notice notice--error">
        {error}
      </p>
      {!popup && (
        <Link href="/admin/dashboard" className="button">
          {NOTION_MESSAGES.returnToDashboard}
        </Link>
      )}
    </div>
  );
}
