'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import useSWR from 'swr';
import { LoadState } from '@/components/ui/load-state';
import {
  disableTwoFactor,
  fetchSecurity,
  renewRecoveryCodes,
  SECURITY_MESSAGES,
  SECURITY_PATH,
  setRequireTwoFactor,
} from '@/lib/client/security';
import { TWO_FACTOR_MESSAGES } from '@/lib/constants/two-factor';
import type { SecurityStatus } from '@/lib/schemas/two-factor';
import { Overlay } from '@/components/ui/overlay';
import { ProofDialog } from './proof-dialog';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

type Dialog = 'setup' | 'disable' | 'renew' | { codes: string[] } | null;

/** The owner's rule: every staff member signs in with a second factor. */
function RequireForStaff({ status, onChange }: { status: SecurityStatus; onChange: () => Promise<unknown> }) {
  const [error, setError] = useState<string | null>(null);
  const toggle = async (value: boolean) => {
    setError(null);
    const result = await setRequireTwoFactor(value);
    if ('error' in result) setError(result.error);
    await onChange();
  };
  return (
    <div className="security-require">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={status.requireTwoFactor}
          onChange={(event) => toggle(event.target.checked)}
          data-testid="require-two-factor"
        />{' '}
        Require two-factor sign-in for all staff
      </label>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The person's two-factor sign-in: on or off, turning it on (the set-up dialog), new recovery
 * codes and turning it off (each after a code or the password); and, for the owner, the rule.
 */
export function TwoFactorPanel() {
  const router = useRouter();
  const { data, error, mutate } = useSWR(SECURITY_PATH, fetchSecurity, { revalidateOnFocus: false });
  const [dialog, setDialog] = useState<Dialog>(null);
  if (!data) return <LoadState error={error} failed={SECURITY_MESSAGES.loadFailed} />;

  const close = () => {
    setDialog(null);
    // A required set-up just finished: the rest of the back-office opens again.
    if (data.setupRequired) router.refresh();
  };

  return (
    <div className="security-two-factor" data-testid="two-factor-panel">
      {data.setupRequired && (
        <p className="notice notice--warning" role="alert" data-testid="two-factor-required">
          {TWO_FACTOR_MESSAGES.setupRequired}
        </p>
      )}
      <p data-testid="two-factor-state">
        {data.twoFactorEnabled
          ? `Two-factor sign-in is on. ${data.recoveryCodesLeft} of 10 recovery codes left.`
          : 'Two-factor sign-in is off. Turn it on to ask for a code from your phone after your password.'}
      </p>
      <div className="security-actions">
        {data.twoFactorEnabled ? (
          <>
            <button type="button" className="button button--secondary" onClick={() => setDialog('renew')}>
              New recovery codes
            </button>
            <button type="button" className="button button--secondary" onClick={() => setDialog('disable')}>
              Turn off
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button"
            onClick={() => setDialog('setup')}
            data-testid="two-factor-start"
          >
            Turn on two-factor sign-in
          </button>
        )}
      </div>
      {data.isOwner && <RequireForStaff status={data} onChange={mutate} />}
      {dialog === 'setup' && <TwoFactorSetupDialog onClose={close} onEnabled={() => void mutate()} />}
      {dialog === 'disable' && (
        <ProofDialog
          title="Turn off two-factor sign-in"
          action="Turn off"
          run={disableTwoFactor}
          onDone={() => (setDialog(null), void mutate())}
          onClose={close}
        />
      )}
      {dialog === 'renew' && (
        <ProofDialog
          title="New recovery codes"
          action="Make new codes"
          run={renewRecoveryCodes}
          onDone={(result) => (setDialog({ codes: result.recoveryCodes }), void mutate())}
          onClose={close}
        />
      )}
      {dialog && typeof dialog === 'object' && (
        <Overlay title="Your new recovery codes" onClose={close}>
          <RecoveryCodes codes={dialog.codes} onDone={close} />
        </Overlay>
      )}
    </div>
  );
}
