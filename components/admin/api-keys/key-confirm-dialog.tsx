'use client';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { API_KEY_GRACE_LABELS, type ApiKey, type ApiKeyGrace } from '@/lib/schemas/api-keys';

export type KeyAction = 'rotate' | 'revoke';

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

/** How long the old secret keeps working after a rotation. */
function GraceOptions({
  apiKey,
  grace,
  onGraceChange,
}: {
  apiKey: ApiKey;
  grace: ApiKeyGrace;
  onGraceChange: (grace: ApiKeyGrace) => void;
}) {
  return (
    <fieldset className="api-key__grace">
      <legend>Old secret</legend>
      {(Object.keys(API_KEY_GRACE_LABELS) as ApiKeyGrace[]).map((option) => (
        <label key={option} className="api-key__grace-option">
          <input
            type="radio"
            name={`grace-${apiKey._id}`}
            value={option}
            checked={grace === option}
            onChange={() => onGraceChange(option)}
          />
          {API_KEY_GRACE_LABELS[option]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Asks before a key is rotated or revoked; a rotation also asks how long the old secret lasts.
 * The grace choice is the caller's, so it survives the dialog closing and opening again.
 */
export function KeyConfirmDialog({
  apiKey,
  action,
  busy,
  grace,
  onGraceChange,
  onConfirm,
  onCancel,
}: {
  apiKey: ApiKey;
  action: KeyAction;
  busy: boolean;
  grace: ApiKeyGrace;
  onGraceChange: (grace: ApiKeyGrace) => void;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const confirmation = CONFIRMATIONS[action];
  return (
    <ConfirmDialog
      title={confirmation.title(apiKey.name)}
      confirmLabel={confirmation.action}
      busyLabel={confirmation.busy}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId={`${action}-dialog`}
    >
      <p>{confirmation.body}</p>
      {action === 'rotate' && <GraceOptions apiKey={apiKey} grace={grace} onGraceChange={onGraceChange} />}
    </ConfirmDialog>
  );
}
