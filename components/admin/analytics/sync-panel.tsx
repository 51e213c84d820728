'use client';

import { useState } from 'react';
import { syncAnalytics } from '@/lib/client/analytics';
import { isClientError } from '@/lib/client/stores';
import { ANALYTICS_TEXT, type AnalyticsSyncResult } from '@/lib/schemas/analytics';
import { formatSynced } from './analytics-format';

type State =
  | { status: 'idle' }
  | { status: 'syncing'; includeToday: boolean }
  | { status: 'results'; result: AnalyticsSyncResult }
  | { status: 'failed'; error: string };

/**
 * Sync now (spec §4: idle, syncing, results): 'Sync Yesterday' rolls up yesterday, 'Include
 * Today' today as well. `onSynced` runs after a sync that answered, so the charts can reload.
 */
export function AnalyticsSyncPanel({ onSynced }: { onSynced?: () => void }) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const sync = async (includeToday: boolean) => {
    setState({ status: 'syncing', includeToday });
    const result = await syncAnalytics(includeToday);
    if (isClientError(result)) return setState({ status: 'failed', error: result.error });
    setState({ status: 'results', result });
    onSynced?.();
  };
  const syncing = state.status === 'syncing';
  return (
    <section
      className="admin-panel analytics-sync"
      aria-labelledby="analytics-sync-title"
      data-testid="analytics-sync"
    >
      <div className="analytics-sync__head">
        <div>
          <h2 id="analytics-sync-title" className="admin-panel__title">
            Sync
          </h2>
          <p className="analytics-sync__hint">{ANALYTICS_TEXT.autoSync}</p>
        </div>
        <div className="analytics-sync__actions">
          <button
            type="button"
            className="button"
            disabled={syncing}
            aria-busy={syncing && !state.includeToday}
            onClick={() => sync(false)}
          >
            Sync Yesterday
          </button>
          <button
            type="button"
            className="button analytics-sync__secondary"
            disabled={syncing}
            aria-busy={syncing && state.includeToday}
            onClick={() => sync(true)}
          >
            Include Today
          </button>
        </div>
      </div>
      <div aria-live="polite">
        {syncing && <p className="analytics-sync__progress">Syncing…</p>}
        {state.status === 'results' && (
          <dl className="analytics-sync__results" data-testid="analytics-sync-results">
            <div>
              <dt>Sync</dt>
              <dd>{formatSynced(state.result.entriesCreated)}</dd>
            </div>
            <div>
              <dt>Problems</dt>
              <dd>
                {state.result.errors.length === 0 ? (
                  'None'
                ) : (
                  <ul className="analytics-sync__errors">
                    {state.result.errors.map((error, index) => (
                      <li key={`${error.tenantId ?? 'store'}-${index}`}>
                        {[error.tenantId, error.error ?? error.message].filter(Boolean).join(': ')}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          </dl>
        )}
      </div>
      {state.status === 'failed' && (
        <p role="alert" className="notice notice--error analytics-sync__error">
          {state.error}
        </p>
      )}
    </section>
  );
}
