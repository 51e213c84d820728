'use client';

import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { useState } from 'react';
import { Form, FormActions, FormMessage, refusal, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import {
  decodeLoginFailure,
  EMAIL_NOT_VERIFIED,
  loginErrorMessage,
  TWO_FACTOR_REQUIRED,
} from '@/lib/auth/auth-errors';
import { refreshSession } from '@/lib/auth/session-api';
import { MESSAGES } from '@/lib/messages';
import { pathAfterLogin } from '@/lib/routing';
import { loginBodySchema } from '@/lib/schemas/auth';
import { EmailField, RecaptchaNote } from './recaptcha-note';
import { ResendVerification } from './resend-verification';
import { TwoFactorStep } from './two-factor-step';
import type { Recaptcha } from './use-recaptcha';

const loginFormSchema = loginBodySchema.pick({ email: true, password: true });

type Failure = { message: string; unverified: boolean };

/**
 * Email and password, then the authentication code when the account has two-factor sign-in on; on
 * success to the role's place (admin, profile form or dashboard).
 */
export function LoginForm({
  recaptcha,
  email = '',
  onForgotPassword,
}: {
  recaptcha: Recaptcha;
  /** The address filled in to begin with. */
  email?: string;
  onForgotPassword: () => void;
}) {
  const router = useRouter();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useZodForm(loginFormSchema, { defaultValues: { email, password: '' } });

  const afterSignIn = async () => {
    // The header here and the other tabs show the account before the next page loads.
    const session = await refreshSession();
    router.replace(pathAfterLogin(session?.user));
  };

  const onSubmit = async (values: { email: string; password: string }) => {
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
        if (reason.code === TWO_FACTOR_REQUIRED && reason.challenge) return setChallenge(reason.challenge);
        return setFailure({
          message: loginErrorMessage(reason),
          unverified: reason.code === EMAIL_NOT_VERIFIED,
        });
      }
      await afterSignIn();
    } catch {
      setFailure({ message: MESSAGES.unexpected, unverified: false });
    }
  };

  if (challenge)
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={afterSignIn}
        onRestart={(message) => {
          setChallenge(null);
          form.setValue('password', '');
          setFailure(message ? { message, unverified: false } : null);
        }}
      />
    );

  return (
    <Form form={form} onSubmit={onSubmit} label="Log In" className="auth-form">
      <EmailField prefix="login" />
      <FormField
        name="password"
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        testId="login-password"
      />
      <button
        type="button"
        className="link-button auth-form__forgot"
        onClick={onForgotPassword}
        data-testid="forgot-password"
      >
        Forgot password?
      </button>
      <FormActions
        label="Log In"
        pendingLabel="Logging in…"
        buttonClassName="button button--wide"
        testId="login-submit"
        message={
          <>
            <FormMessage outcome={refusal(failure?.message)} testId="login-error">
              {failure?.unverified && <ResendVerification email={() => form.getValues('email')} />}
            </FormMessage>
            <RecaptchaNote recaptcha={recaptcha} />
          </>
        }
      />
    </Form>
  );
}
