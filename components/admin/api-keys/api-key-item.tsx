'use client';

import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { API_KEY_GRACE_LABELS, type ApiKey, type ApiKeyGrace } from '@/lib/schemas/api-keys';
import { formatWhen, KeyUsage } from './key-usage';

type Props = {
  apiKey: ApiKey;
  busy: boolean;
  onRotate: (grace: ApiKeyGrace) => Promise<void>;
  onRevoke: () => Promise<void>;
};

type Confirming = 'rotate' | 'revoke' | null;

/** What each action asks before it runs: both end the key's current secret for good. */
const CONFIRMATIONS = {
  rotate: {
    title: (name: string) => `Rotate ${name}?`,
    body: 'A new secret replaces this one. Choose how long the old secret keeps working, so your integrations can switch over.',
    action: 'Rotate Key',
    busy: 'Rotating…',
  },
  revoke: {
    title: (name: string) => `Revoke ${name}?`,
    body: 'Anything using this key is refused from this moment on. A revoked key cannot be turned back on.',
    action: 'Revoke Key',
    busy: 'Revoking…',
  },
} as const;

/** One key: name, prefix, dates and use; Rotate and Revoke (each confirmed) and the Usage toggle. */
export function ApiKeyItem({ apiKey, busy, onRotate, onRevoke }: Props) {
  const [usageOpen, setUsageOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [grace, setGrace] = useState<ApiKeyGrace>('none');
  const confirmation = confirming ? CONFIRMATIONS[confirming] : null;
  const usageId = `usage-panel-${apiKey._id}`;
  return (
    <li
      className={`api-key${apiKey.isActive ? '' : ' api-key--inactive'}`}
      data-testid={`api-key-${apiKey._id}`}
      aria-label={apiKey.name}
    >
      <div className="api-key__main">
        <div className="api-key__info">
          <p className="api-key__name">
            {apiKey.name}
            <span className={`status-badge ${apiKey.isActive ? 'status-badge--on' : 'status-badge--off'}`}>
              {apiKey.isActive ? 'Active' : 'Revoked'}
            </span>
            {apiKey.mode === 'test' && <span className="status-badge status-badge--test">Test key</span>}
          </p>
          <p className="api-key__meta">
            <code>{apiKey.prefix}…</code> · Created {format(parseISO(apiKey.createdAt), 'MMM d, yyyy')} · Used{' '}
            {apiKey.usageCount} {apiKey.usageCount === 1 ? 'time' : 'times'} · Last used{' '}
            {formatWhen(apiKey.lastUsed)}
          </p>
          {apiKey.previousKeyExpiresAt && (
            <p className="api-key__meta" data-testid="api-key-grace">
              The previous secret still works until{' '}
              {format(parseISO(apiKey.previousKeyExpiresAt), 'MMM d, h:mm a')}
            </p>
          )}
        </div>
        <div className="api-key__actions">
          {apiKey.isActive && (
            <>
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => setConfirming('rotate')}
                disabled={busy}
              >
                Rotate
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                onClick={() => setConfirming('revoke')}
                disabled={busy}
              >
                Revoke
              </button>
            </>
          )}
          <button
            type="button"
            className="button button--small button--ghost"
            aria-expanded={usageOpen}
            aria-controls={usageId}
            onClick={() => setUsageOpen((open) => !open)}
          >
            Usage
          </button>
        </div>
      </div>
      {usageOpen && (
        <div id={usageId} className="api-key__usage">
          <KeyUsage id={apiKey._id} name={apiKey.name} />
        </div>
      )}
      {confirming && confirmation && (
        <ConfirmDialog
          title={confirmation.title(apiKey.name)}
          confirmLabel={confirmation.action}
          busyLabel={confirmation.busy}
          busy={busy}
          onConfirm={async () => {
            await (confirming === 'rotate' ? onRotate(grace) : onRevoke());
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
          testId={`${confirming}-dialog`}
        >
          <p>{confirmation.body}</p>
          {confirming === 'rotate' && (
            <fieldset className="api-key__grace">
              <legend>Old secret</legend>
              {(Object.keys(API_KEY_GRACE_LABELS) as ApiKeyGrace[]).map((option) => (
                <label key={option} className="api-key__grace-option">
                  <input
                    type="radio"
                    name={`grace-${apiKey._id}`}
                    value={option}
                    checked={grace === option}
                    onChange={() => setGrace(option)}
                  />
                  {API_KEY_GRACE_LABELS[option]}
                </label>
              ))}
            </fieldset>
          )}
        </ConfirmDialog>
      )}
    </li>
  );
}
