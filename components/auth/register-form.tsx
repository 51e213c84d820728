'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Field, fieldAria } from '@/components/ui/field';
import { registerCustomer } from '@/lib/client/account';
import { MESSAGES } from '@/lib/messages';
import { registerBodySchema } from '@/lib/schemas/auth';
import { PasswordRules } from './password-rules';
import type { Recaptcha } from './use-recaptcha';

const registerFormSchema = registerBodySchema.pick({ email: true, password: true });
type RegisterInput = z.input<typeof registerFormSchema>;
type RegisterValues = z.output<typeof registerFormSchema>;

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
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = async (values: RegisterValues) => {
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
    <form className="auth-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Create Account">
      <Field id="register-email" label="Email" error={errors.email?.message}>
        <input
          {...register('email')}
          {...fieldAria('register-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          className="input"
          data-testid="register-email"
        />
      </Field>
      <Field
        id="register-password"
        label="Password"
        error={errors.password?.message}
        hint={password.length > 0 && <PasswordRules password={password} id="register-password-rules" />}
      >
        <input
          {...register('password')}
          {...fieldAria('register-password', errors.password?.message)}
          type="password"
          autoComplete="new-password"
          className="input"
          data-testid="register-password"
        />
      </Field>
      {error && (
        <p className="auth-form__error auth-form__error--lines" role="alert" data-testid="register-error">
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
        data-testid="register-submit"
      >
        {isSubmitting ? 'Creating account…' : 'Create Account'}
      </button>
    </form>
  );
}
