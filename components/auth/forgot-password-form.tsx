'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field, fieldAria } from '@/components/ui/field';
import { requestPasswordReset } from '@/lib/client/account';
import { MESSAGES } from '@/lib/messages';
import { forgotPasswordBodySchema } from '@/lib/schemas/auth';
import type { Recaptcha } from './use-recaptcha';

const forgotFormSchema = forgotPasswordBodySchema.pick({ email: true });
type ForgotInput = z.input<typeof forgotFormSchema>;
type ForgotValues = z.output<typeof forgotFormSchema>;

/**
 * Asks for a password reset link. The api answers the same whether or not the address has an
 * account, so the screen after sending says only what that answer says.
 */
export function ForgotPasswordForm({ recaptcha, onBack }: { recaptcha: Recaptcha; onBack: () => void }) {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput, unknown, ForgotValues>({
    resolver: zodResolver(forgotFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: ForgotValues) => {
    setError(null);
    const captcha = await recaptcha.token('forgot_password');
    if (!captcha.ok) return setError(captcha.message);
    const result = await requestPasswordReset(values.email, captcha.token ?? null);
    if ('error' in result) setError(result.error);
    else setSent(result.message);
  };

  if (sent !== null) {
    return (
      <div className="auth-form" data-testid="forgot-sent">
        <p role="status">{sent}</p>
        <button type="button" className="button" onClick={onBack} data-testid="forgot-back">
          Return to Login
        </button>
      </div>
    );
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Reset your password">
      <p className="auth-card__muted">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <Field id="forgot-email" label="Email" error={errors.email?.message}>
        <input
          {...register('email')}
          {...fieldAria('forgot-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          className="input"
          data-testid="forgot-email"
        />
      </Field>
      {error && (
        <p className="auth-form__error" role="alert" data-testid="forgot-error">
          {error}
        </p>
      )}
      {recaptcha.enabled && !recaptcha.ready && (
        <p className="auth-form__note">{MESSAGES.securityCheckInitializing}</p>
      )}
      <button
        type="submit"
        className="button button--wide"
        disabled={isSubmitting}
        data-testid="forgot-submit"
      >
        {isSubmitting ? 'Sending…' : 'Send reset link'}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        Back to Log In
      </button>
    </form>
  );
}
