'use client';

import { useState } from 'react';
import type { z } from 'zod';
import { Form, FormMessage, refusal, useZodForm } from '@/components/ui/form';
import { registerCustomer } from '@/lib/client/account';
import { registerBodySchema } from '@/lib/schemas/auth';
import { AuthActions } from './auth-actions';
import { NewPasswordField } from './password-rules';
import { EmailField, RecaptchaNote } from './recaptcha-note';
import type { Recaptcha } from './use-recaptcha';

const registerFormSchema = registerBodySchema.pick({ email: true, password: true });

type Props = {
  tenant: string;
  isDevelopment: boolean;
  recaptcha: Recaptcha;
  onRegistered: (email: string, message: string) => void;
};

/**
 * Creates a customer account. The password rules show as the password is typed, but only as a
 * warning: the api enforces them and its words are shown if it refuses.
 */
export function RegisterForm({ tenant, isDevelopment, recaptcha, onRegistered }: Props) {
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(registerFormSchema, { defaultValues: { email: '', password: '' } });

  const onSubmit = async (values: z.output<typeof registerFormSchema>) => {
    setError(null);
    const captcha = await recaptcha.token('register');
    if (!captcha.ok) return setError(captcha.message);
    const result = await registerCustomer({
      email: values.email,
      password: values.password,
      recaptchaToken: captcha.token ?? null,
      tenantId: tenant,
      isDevelopment,
    });
    if ('error' in result) setError(result.error);
    else onRegistered(values.email, result.message);
  };

  return (
    <Form form={form} onSubmit={onSubmit} label="Create Account" className="auth-form">
      <EmailField prefix="register" />
      <NewPasswordField name="password" id="register-password" label="Password" testId="register-password" />
      <AuthActions prefix="register" label="Create Account" pendingLabel="Creating account…">
        <FormMessage outcome={refusal(error)} testId="register-error" lines />
        <RecaptchaNote recaptcha={recaptcha} />
      </AuthActions>
    </Form>
  );
}
