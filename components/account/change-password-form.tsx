'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordRules } from '@/components/auth/password-rules';
import { Field, fieldAria } from '@/components/ui/field';
import { changePassword } from '@/lib/client/account';
import { changePasswordBodySchema } from '@/lib/schemas/auth';

type Values = z.infer<typeof changePasswordBodySchema>;
type Outcome = { ok: boolean; message: string } | null;

/**
 * Changes the password; the current one is required. The api's words are shown as they come, on
 * the field they concern. Other sessions end; this one carries on with a fresh token.
 */
export function ChangePasswordForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(changePasswordBodySchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = async (values: Values) => {
    setOutcome(null);
    const result = await changePassword(values);
    if (!('error' in result)) {
      reset();
      return setOutcome({ ok: true, message: result.message });
    }
    if (result.field === 'currentPassword' || result.field === 'newPassword')
      setError(result.field, { message: result.error });
    else setOutcome({ ok: false, message: result.error });
  };

  return (
    <form
      className="auth-form"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label="Change password"
      data-testid="change-password-form"
    >
      <Field id="current-password" label="Current password" error={errors.currentPassword?.message}>
        <input
          {...register('currentPassword')}
          {...fieldAria('current-password', errors.currentPassword?.message)}
          type="password"
          autoComplete="current-password"
          className="input"
        />
      </Field>
      <Field
        id="new-password"
        label="New password"
        error={errors.newPassword?.message}
        hint={newPassword.length > 0 && <PasswordRules password={newPassword} id="new-password-rules" />}
      >
        <input
          {...register('newPassword')}
          {...fieldAria('new-password', errors.newPassword?.message)}
          type="password"
          autoComplete="new-password"
          className="input"
        />
      </Field>
      {outcome && (
        <p className={outcome.ok ? 'notice' : 'auth-form__error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Changing…' : 'Change Password'}
      </button>
    </form>
  );
}
