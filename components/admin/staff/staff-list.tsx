'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog, useConfirm, type ConfirmHandlers } from '@/components/ui/confirm-dialog';
import { Options, SelectField } from '@/components/ui/field';
import { changeStaffRole, makeOwner, removeStaff } from '@/lib/client/staff';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/lib/constants/staff';
import { INVITABLE_ROLES, type StaffMember } from '@/lib/schemas/staff';

const nameOf = (person: StaffMember) => person.name || person.email;

type Refresh = () => Promise<unknown>;
type Report = (message: string | null) => void;

/** A person's role: the owner's is fixed (ownership is handed on); any other changes as chosen. */
function RoleOf({ person, onChanged, report }: { person: StaffMember; onChanged: Refresh; report: Report }) {
  const [busy, setBusy] = useState(false);
  if (person.role === 'owner') return <span className="staff-person__role">{STAFF_ROLE_LABELS.owner}</span>;
  const change = async (role: StaffRole) => {
    report(null);
    setBusy(true);
    const result = await changeStaffRole(person.id, role);
    setBusy(false);
    if ('error' in result) report(result.error);
    await onChanged();
  };
  return (
    <SelectField
      label={`Role of ${nameOf(person)}`}
      value={person.role}
      disabled={busy}
      onChange={(event) => void change(event.target.value as StaffRole)}
      data-testid={`staff-role-${person.email}`}
    >
      <Options values={INVITABLE_ROLES} labelOf={(role) => STAFF_ROLE_LABELS[role]} />
    </SelectField>
  );
}

type Ask = { person: StaffMember; action: 'remove' | 'owner' };

/** The store's people: role, two-factor, and the owner's Remove and Make owner, each asked first. */
export function StaffList({ people, onChanged }: { people: StaffMember[]; onChanged: Refresh }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const { subject, ask, handlers } = useConfirm<Ask>(async ({ person, action }, done) => {
    setFailure(null);
    const result = action === 'remove' ? await removeStaff(person.id) : await makeOwner(person.id);
    done();
    if ('error' in result) return setFailure(result.error);
    // Handing the store on makes this person a Manager: the staff screen is no longer theirs.
    if (action === 'owner') return router.replace('/admin');
    await onChanged();
  });

  return (
    <>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <ul className="staff-rows" aria-label="People">
        {people.map((person) => (
          <li key={person.id} className="staff-person" data-testid={`staff-person-${person.email}`}>
            <div className="staff-person__who">
              <strong>{nameOf(person)}</strong>
              {person.name && <span className="muted">{person.email}</span>}
              <span className="muted">Two-factor sign-in: {person.twoFactorEnabled ? 'on' : 'off'}</span>
            </div>
            <RoleOf person={person} onChanged={onChanged} report={setFailure} />
            {person.role !== 'owner' && (
              <div className="staff-person__actions">
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => ask({ person, action: 'owner' })}
                >
                  Make owner
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => ask({ person, action: 'remove' })}
                >
                  Remove
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {subject && <StaffConfirm ask={subject} {...handlers} />}
    </>
  );
}

function StaffConfirm({ ask, ...handlers }: { ask: Ask } & ConfirmHandlers) {
  const name = nameOf(ask.person);
  if (ask.action === 'remove')
    return (
      <ConfirmDialog {...handlers} title={`Remove ${name}?`} confirmLabel="Remove" busyLabel="Removing…">
        <p>{name} leaves the store&apos;s back-office, and every session they are signed in with ends now.</p>
      </ConfirmDialog>
    );
  return (
    <ConfirmDialog
      {...handlers}
      title={`Make ${name} the owner?`}
      confirmLabel="Make owner"
      busyLabel="Handing over…"
    >
      <p>
        {name} becomes the store&apos;s owner, with payments, domains, API keys and staff. You stay on as a
        Manager and cannot take it back yourself. Sign in again to see the back-office as a Manager.
      </p>
    </ConfirmDialog>
  );
}
