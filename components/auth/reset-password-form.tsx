'use client';

import { useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { z } from 'zod';
import { Form, FormMessage, refusal, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { resetPassword } from '@/lib/client/account';
import { PASSWORD_MESSAGES, passwordProblems } from '@/lib/rules';
import { AuthActions } from './auth-actions';
import { NewPasswordField } from './password-rules';

const resetFormSchema = z
  .object({
    password: z
      .string()
      .refine((value) => passwordProblems(value).length === 0, { error: PASSWORD_MESSAGES.combined }),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    error: 'The passwords do not match.',
  });
type ResetValues = z.infer<typeof resetFormSchema>;

type Outcome = { state: 'done'; message: string } | { state: 'failed'; message: string; linkDead: boolean };

/** A link that cannot be used any more: only a new one helps. */
const DEAD_LINK_CODES = new Set(['TOKEN_INVALID', 'TOKEN_USED', 'TOKEN_EXPIRED']);

type Props = { token: string; onLogIn: () => void; onNewLink: () => void };

/**
 * The new password of a reset link, under the spec's password rules (submit stays disabled until
 * they are met and both entries match). Afterwards every session of the account has ended.
 */
export function ResetPasswordForm({ token, onLogIn, onNewLink }: Props) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useZodForm(resetFormSchema, {
    mode: 'onChange',
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = async (values: ResetValues) => {
    setOutcome(null);
    const result = await resetPassword(token, values.password);
    if ('error' in result)
      setOutcome({
        state: 'failed',
        message: result.error,
        linkDead: DEAD_LINK_CODES.has(result.code ?? ''),
      });
    else setOutcome({ state: 'done', message: result.message });
  };

  if (outcome?.state === 'done') {
    return (
      <div className="auth-form" data-testid="reset-done">
        <p role="status">{outcome.message}</p>
        <button type="button" className="button" onClick={onLogIn} data-testid="reset-login">
          Log In
        </button>
      </div>
    );
  }

  const failure = outcome?.state === 'failed' ? outcome : null;
  return (
    <Form form={form} onSubmit={onSubmit} label="Choose a new password" className="auth-form">
      <NewPasswordField name="password" id="reset-password" label="New password" testId="reset-password" />
      <FormField
        name="confirm"
        id="reset-confirm"
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        testId="reset-confirm"
      />
      <ResetActions>
        <FormMessage outcome={refusal(failure?.message)} testId="reset-error">
          {failure?.linkDead && (
            <button type="button" className="link-button" onClick={onNewLink} data-testid="reset-new-link">
              Send me a new link
            </button>
          )}
        </FormMessage>
      </ResetActions>
    </Form>
  );
}

/** Set new password: held until the rules are met and both entries match. */
function ResetActions({ children }: { children: ReactNode }) {
  const { isValid } = useFormState();
  return (
    <AuthActions prefix="reset" label="Set new password" pendingLabel="Saving…" disabled={!isValid}>
      {children}
    </AuthActions>
  );
}
