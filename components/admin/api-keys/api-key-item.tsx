'use client';

import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { useState } from 'react';
import type { ApiKey, ApiKeyGrace } from '@/lib/schemas/api-keys';
import { KeyConfirmDialog, type KeyAction } from './key-confirm-dialog';
import { formatWhen, KeyUsage } from './key-usage';

type Props = {
  apiKey: ApiKey;
  busy: boolean;
  onRotate: (grace: ApiKeyGrace) => Promise<void>;
  onRevoke: () => Promise<void>;
};

/** Name and badges, prefix, dates and use, and how long a rotated key's old secret still works. */
function ApiKeyInfo({ apiKey }: { apiKey: ApiKey }) {
  return (
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
  );
}

/** Rotate and Revoke, on an active key only; each opens its confirmation. */
function KeyActions({ busy, onChoose }: { busy: boolean; onChoose: (action: KeyAction) => void }) {
  return (
    <>
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={() => onChoose('rotate')}
        disabled={busy}
      >
        Rotate
      </button>
      <button
        type="button"
        className="button button--small button--danger"
        onClick={() => onChoose('revoke')}
        disabled={busy}
      >
        Revoke
      </button>
    </>
  );
}

/** One key: name, prefix, dates and use; Rotate and Revoke (each confirmed) and the Usage toggle. */
export function ApiKeyItem({ apiKey, busy, onRotate, onRevoke }: Props) {
  const [usageOpen, setUsageOpen] = useState(false);
  const [confirming, setConfirming] = useState<KeyAction | null>(null);
  const [grace, setGrace] = useState<ApiKeyGrace>('none');
  const usageId = `usage-panel-${apiKey._id}`;
  return (
    <li
      className={`api-key${apiKey.isActive ? '' : ' api-key--inactive'}`}
      data-testid={`api-key-${apiKey._id}`}
      aria-label={apiKey.name}
    >
      <div className="api-key__main">
        <ApiKeyInfo apiKey={apiKey} />
        <div className="api-key__actions">
          {apiKey.isActive && <KeyActions busy={busy} onChoose={setConfirming} />}
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
      {confirming && (
        <KeyConfirmDialog
          apiKey={apiKey}
          action={confirming}
          busy={busy}
          grace={grace}
          onGraceChange={setGrace}
          onConfirm={async () => {
            await (confirming === 'rotate' ? onRotate(grace) : onRevoke());
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
        />
      )}
    </li>
  );
}
