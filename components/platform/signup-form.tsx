'use client';

import { useState } from 'react';
import { useRecaptcha } from '@/components/auth/use-recaptcha';
import { NewPasswordField } from '@/components/auth/password-rules';
import { RecaptchaNote } from '@/components/auth/recaptcha-note';
import { Form, FormActions, FormMessage, refusal, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { isClientError } from '@/lib/client/bff-call';
import { signUpForStore } from '@/lib/client/platform';
import { SIGNUP_MESSAGES } from '@/lib/constants/platform';
import { signupBodySchema, type SignupBody } from '@/lib/schemas/platform';
import { SlugField } from './slug-field';
import '@/app/styles/account.css';

const FIELDS = ['email', 'password', 'storeName', 'slug'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is Field => FIELDS.includes(name as Field);

type Props = { domain: string; recaptchaSiteKey?: string };

/** After sign-up: the link is in the mailbox, and where the store will be. */
export function SignupSent({ email, storeHost }: { email: string; storeHost: string }) {
  return (
    <section
      className="auth-card auth-card--centered"
      data-testid="signup-sent"
      aria-labelledby="signup-sent-title"
    >
      <h1 id="signup-sent-title" className="page-title page-title--small">
        {SIGNUP_MESSAGES.checkEmailTitle}
      </h1>
      <p role="status">{SIGNUP_MESSAGES.checkEmail(email)}</p>
      <p className="auth-card__muted">
        Your store’s address: <strong>{storeHost}</strong>
      </p>
    </section>
  );
}

/**
 * A maker's sign-up: their email and password, the store's name and its address (checked as it is
 * typed). The api judges everything again; a refusal naming a field shows under that field.
 */
export function SignupForm({ domain, recaptchaSiteKey }: Props) {
  const recaptcha = useRecaptcha(recaptchaSiteKey);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; storeHost: string } | null>(null);
  const form = useZodForm(signupBodySchema, {
    defaultValues: { email: '', password: '', storeName: '', slug: '' },
  });

  const onSubmit = async (values: SignupBody) => {
    setError(null);
    const captcha = await recaptcha.token('signup');
    if (!captcha.ok) return setError(captcha.message);
    const result = await signUpForStore({ ...values, captchaToken: captcha.token ?? null });
    if (!isClientError(result)) return setSent({ email: values.email, storeHost: result.storeHost });
    if (isField(result.field)) form.setError(result.field, { message: result.error }, { shouldFocus: true });
    else setError(result.error);
  };

  if (sent) return <SignupSent {...sent} />;
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      label="Start your store"
      className="platform-form"
      testId="signup-form"
    >
      <FormField
        name="email"
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        testId="signup-email"
      />
      <NewPasswordField name="password" id="signup-password" label="Password" testId="signup-password" />
      <FormField
        name="storeName"
        id="signup-store-name"
        label="Store name"
        autoComplete="organization"
        testId="signup-store-name"
      />
      <SlugField domain={domain} />
      <FormMessage outcome={refusal(error)} testId="signup-error" />
      <RecaptchaNote recaptcha={recaptcha} />
      <FormActions
        label="Start your store"
        pendingLabel="Making your store…"
        buttonClassName="button button--primary"
        testId="signup-submit"
      />
    </Form>
  );
}
