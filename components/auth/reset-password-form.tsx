'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field, fieldAria } from '@/components/ui/field';
import { resetPassword } from '@/lib/client/account';
import { PASSWORD_MESSAGES, passwordProblems } from '@/lib/rules';
import { PasswordRules } from './password-rules';

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
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting, isValid },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetFormSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

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

  return (
    <form
      className="auth-form"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label="Choose a new password"
    >
      <Field
        id="reset-password"
        label="New password"
        error={errors.password?.message}
        hint={password.length > 0 && <PasswordRules password={password} id="reset-password-rules" />}
      >
        <input
          {...register('password')}
          {...fieldAria('reset-password', errors.password?.message)}
          type="password"
          autoComplete="new-password"
          className="input"
          data-testid="reset-password"
        />
      </Field>
      <Field id="reset-confirm" label="Repeat the new password" error={errors.confirm?.message}>
        <input
          {...register('confirm')}
          {...fieldAria('reset-confirm', errors.confirm?.message)}
          type="password"
          autoComplete="new-password"
          className="input"
          data-testid="reset-confirm"
        />
      </Field>
      {outcome?.state === 'failed' && (
        <div className="auth-form__error" role="alert" data-testid="reset-error">
          <p>{outcome.message}</p>
          {outcome.linkDead && (
            <button type="button" className="link-button" onClick={onNewLink} data-testid="reset-new-link">
              Send me a new link
            </button>
          )}
        </div>
      )}
      <button
        type="submit"
        className="button button--wide"
        disabled={!isValid || isSubmitting}
        data-testid="reset-submit"
      >
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </button>
    </form>
  );
}
