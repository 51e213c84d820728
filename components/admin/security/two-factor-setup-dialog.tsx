'use client';

import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Form, FormActions, FormMessage, refusal, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Overlay } from '@/components/ui/overlay';
import { enableTwoFactor, startTwoFactorSetup } from '@/lib/client/security';
import { totpCodeSchema, type TwoFactorSetup } from '@/lib/schemas/two-factor';
import { RecoveryCodes } from './recovery-codes';

const confirmSchema = z.object({ code: totpCodeSchema });

type Props = { onClose: () => void; onEnabled: () => void };

/**
 * Turning two-factor sign-in on: the app scans the QR code (or takes the secret typed in), its
 * first code turns it on, then the ten recovery codes are shown once.
 */
export function TwoFactorSetupDialog({ onClose, onEnabled }: Props) {
  const [setup, setSetup] = useState<(TwoFactorSetup & { qr: string }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useZodForm(confirmSchema, { defaultValues: { code: '' } });

  useEffect(() => {
    let live = true;
    startTwoFactorSetup().then(async (result) => {
      if (!live) return;
      if ('error' in result) return setFailure(result.error);
      const qr = await QRCode.toDataURL(result.otpauthUri, { margin: 1, width: 200 });
      if (live) setSetup({ ...result, qr });
    });
    return () => {
      live = false;
    };
  }, []);

  const onSubmit = async ({ code }: { code: string }) => {
    setFailure(null);
    const result = await enableTwoFactor(code);
    if ('error' in result) {
      if (result.field === 'code') return form.setError('code', { message: result.error });
      return setFailure(result.error);
    }
    setCodes(result.recoveryCodes);
    onEnabled();
  };

  return (
    <Overlay title="Turn on two-factor sign-in" onClose={onClose} testId="two-factor-setup">
      {codes ? (
        <RecoveryCodes codes={codes} onDone={onClose} />
      ) : (
        <>
          {setup ? (
            <div className="security-setup">
              <p>Scan this code with your authenticator app (Google Authenticator, 1Password, Authy…).</p>
              {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn here, not a file */}
              <img src={setup.qr} alt="QR code for your authenticator app" width={200} height={200} />
              <p>
                Or enter this key by hand:{' '}
                <code className="security-setup__secret" data-testid="two-factor-secret">
                  {setup.secret}
                </code>
              </p>
            </div>
          ) : (
            !failure && <p role="status">Preparing…</p>
          )}
          <Form form={form} onSubmit={onSubmit} label="Confirm the authenticator app" className="auth-form">
            <FormField
              name="code"
              id="two-factor-setup-code"
              label="Authentication code"
              hint="The 6-digit code your app now shows."
              autoComplete="one-time-code"
              inputMode="numeric"
              testId="two-factor-setup-code"
            />
            <FormActions
              label="Turn on"
              pendingLabel="Checking…"
              testId="two-factor-setup-submit"
              message={<FormMessage outcome={refusal(failure)} />}
            />
          </Form>
        </>
      )}
    </Overlay>
  );
}
