'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field, fieldAria } from '@/components/ui/field';
import { decodeLoginFailure, EMAIL_NOT_VERIFIED, loginErrorMessage } from '@/lib/auth/auth-errors';
import { refreshSession } from '@/lib/auth/session-api';
import { MESSAGES } from '@/lib/messages';
import { pathAfterLogin } from '@/lib/routing';
import { loginBodySchema } from '@/lib/schemas/auth';
import { ResendVerification } from './resend-verification';
import type { Recaptcha } from './use-recaptcha';

const loginFormSchema = loginBodySchema.pick({ email: true, password: true });
type LoginInput = z.input<typeof loginFormSchema>;
type LoginValues = z.output<typeof loginFormSchema>;

type Failure = { message: string; unverified: boolean };

/** Email and password; on success to the role's place (admin, profile form or dashboard). */
export function LoginForm({
  recaptcha,
  onForgotPassword,
}: {
  recaptcha: Recaptcha;
  onForgotPassword: () => void;
}) {
  const router = useRouter();
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: LoginValues) => {
    setFailure(null);
    const captcha = await recaptcha.token('login');
    if (!captcha.ok) return setFailure({ message: captcha.message, unverified: false });
    try {
      const result = await signIn('credentials', {
        email: values.email,
        password: values.password,
        recaptchaToken: captcha.token ?? '',
        redirect: false,
      });
      if (!result || result.error || !result.ok) {
        const reason = decodeLoginFailure(result?.error);
        return setFailure({
          message: loginErrorMessage(reason),
          unverified: reason.code === EMAIL_NOT_VERIFIED,
        });
      }
      // The header here and the other tabs show the account before the next page loads.
      const session = await refreshSession();
      router.replace(pathAfterLogin(session?.user));
    } catch {
      setFailure({ message: MESSAGES.unexpected, unverified: false });
    }
  };

  return (
    <form className="auth-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Log In">
      <Field id="login-email" label="Email" error={errors.email?.message}>
        <input
          {...register('email')}
          {...fieldAria('login-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          className="input"
          data-testid="login-email"
        />
      </Field>
      <Field id="login-password" label="Password" error={errors.password?.message}>
        <input
          {...register('password')}
          {...fieldAria('login-password', errors.password?.message)}
          type="password"
          autoComplete="current-password"
          className="input"
          data-testid="login-password"
        />
      </Field>
      <button
        type="button"
        className="link-button auth-form__forgot"
        onClick={onForgotPassword}
        data-testid="forgot-password"
      >
        Forgot password?
      </button>
      {failure && (
        <div className="auth-form__error" role="alert" data-testid="login-error">
          <p>{failure.message}</p>
          {failure.unverified && <ResendVerification email={() => getValues('email')} />}
        </div>
      )}
      {recaptcha.enabled && !recaptcha.ready && (
        <p className="auth-form__note">{MESSAGES.securityCheckInitializing}</p>
      )}
      <button
        type="submit"
        className="button button--wide"
        disabled={isSubmitting}
        data-testid="login-submit"
      >
        {isSubmitting ? 'Logging in…' : 'Log In'}
      </button>
    </form>
  );
}
