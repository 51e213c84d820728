'use client';

import { useState } from 'react';
import { revokeInvitation } from '@/lib/client/staff';
import { STAFF_ROLE_LABELS } from '@/lib/constants/staff';
import type { StaffInvitation } from '@/lib/schemas/staff';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** Invitations not yet accepted: who, as what, until when, and Revoke. */
export function InvitationList({
  invitations,
  onChanged,
}: {
  invitations: StaffInvitation[];
  onChanged: () => Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (invitations.length === 0) return <p className="muted">No invitations are waiting.</p>;

  const revoke = async (id: string) => {
    setFailure(null);
    setBusy(id);
    const result = await revokeInvitation(id);
    setBusy(null);
    if ('error' in result) setFailure(result.error);
    await onChanged();
  };

  return (
    <>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <ul className="staff-rows" aria-label="Invitations">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="staff-person"
            data-testid={`staff-invitation-${invitation.email}`}
          >
            <div className="staff-person__who">
              <strong>{invitation.email}</strong>
              <span className="muted">
                {STAFF_ROLE_LABELS[invitation.role]} · valid until {day(invitation.expiresAt)}
              </span>
            </div>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy === invitation.id}
              onClick={() => void revoke(invitation.id)}
              aria-label={`Revoke the invitation of ${invitation.email}`}
            >
              {busy === invitation.id ? 'Revoking…' : 'Revoke'}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
