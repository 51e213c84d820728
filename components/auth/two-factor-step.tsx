'use client';

import { signIn } from 'next-auth/react';
import { useState } from 'react';
import { z } from 'zod';
import { Form, FormActions, FormMessage, refusal, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { decodeLoginFailure, loginErrorMessage } from '@/lib/auth/auth-errors';
import { MESSAGES } from '@/lib/messages';
import { recoveryCodeSchema, totpCodeSchema } from '@/lib/schemas/two-factor';

const appCodeForm = z.object({ code: totpCodeSchema });
const recoveryCodeForm = z.object({ code: recoveryCodeSchema });

type Props = {
  challenge: string;
  /** Signed in: the caller moves on as after a password alone. */
  onSignedIn: () => Promise<void>;
  /** The password step again, with why (the challenge ran out). */
  onRestart: (message?: string) => void;
};

/**
 * Sign-in's second step for an account with two-factor sign-in: the code of the authenticator app,
 * or one recovery code instead. next-auth's credentials sign-in carries the password step's
 * challenge with it; the api counts each wrong code.
 */
export function TwoFactorStep(props: Props) {
  const [recovery, setRecovery] = useState(false);
  // A form of its own for each kind of code, so each is checked by its own rule.
  return (
    <CodeForm
      key={recovery ? 'recovery' : 'app'}
      {...props}
      recovery={recovery}
      onSwitch={() => setRecovery(!recovery)}
    />
  );
}

function CodeForm({
  challenge,
  onSignedIn,
  onRestart,
  recovery,
  onSwitch,
}: Props & { recovery: boolean; onSwitch: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(recovery ? recoveryCodeForm : appCodeForm, { defaultValues: { code: '' } });

  const onSubmit = async ({ code }: { code: string }) => {
    setFailure(null);
    try {
      const result = await signIn('credentials', {
        challenge,
        ...(recovery ? { recoveryCode: code } : { code }),
        redirect: false,
      });
      if (result?.ok && !result.error) return await onSignedIn();
      const reason = decodeLoginFailure(result?.error);
      if (reason.code === 'TWO_FACTOR_CHALLENGE_INVALID') return onRestart(loginErrorMessage(reason));
      form.setValue('code', '');
      setFailure(loginErrorMessage(reason));
    } catch {
      setFailure(MESSAGES.unexpected);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      label="Two-factor sign-in"
      className="auth-form"
      testId="two-factor-step"
    >
      <p className="auth-form__note">
        {recovery
          ? 'Enter one of your recovery codes. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for this store.'}
      </p>
      <FormField
        name="code"
        id="login-two-factor-code"
        label={recovery ? 'Recovery code' : 'Authentication code'}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoFocus
        testId="login-two-factor-code"
      />
      <button type="button" className="link-button" onClick={onSwitch} data-testid="two-factor-switch">
        {recovery ? 'Use a code from the authenticator app' : 'Use a recovery code instead'}
      </button>
      <FormActions
        label="Verify"
        pendingLabel="Verifying…"
        buttonClassName="button button--wide"
        testId="two-factor-submit"
        message={<FormMessage outcome={refusal(failure)} testId="login-error" />}
      />
      <button type="button" className="link-button" onClick={() => onRestart()}>
        Back to email and password
      </button>
    </Form>
  );
}
