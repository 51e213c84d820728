'use client';

import { useState } from 'react';
import type { z } from 'zod';
import { Form, FormActions, FormMessage, refusal, useZodForm } from '@/components/ui/form';
import { requestPasswordReset } from '@/lib/client/account';
import { forgotPasswordBodySchema } from '@/lib/schemas/auth';
import { EmailField, RecaptchaNote } from './recaptcha-note';
import type { Recaptcha } from './use-recaptcha';
import '@/app/styles/account.css';

const forgotFormSchema = forgotPasswordBodySchema.pick({ email: true });

/**
 * Asks for a password reset link. The api answers the same whether or not the address has an
 * account, so the screen after sending says only what that answer says.
 */
export function ForgotPasswordForm({ recaptcha, onBack }: { recaptcha: Recaptcha; onBack: () => void }) {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(forgotFormSchema, { defaultValues: { email: '' } });

  const onSubmit = async (values: z.output<typeof forgotFormSchema>) => {
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
    <Form form={form} onSubmit={onSubmit} label="Reset your password" className="auth-form">
      <p className="auth-card__muted">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <EmailField prefix="forgot" />
      <FormActions
        label="Send reset link"
        pendingLabel="Sending…"
        buttonClassName="button button--wide"
        testId="forgot-submit"
        message={
          <>
            <FormMessage outcome={refusal(error)} testId="forgot-error" />
            <RecaptchaNote recaptcha={recaptcha} />
          </>
        }
      >
        <button type="button" className="link-button" onClick={onBack}>
          Back to Log In
        </button>
      </FormActions>
    </Form>
  );
}
