'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { PasswordRules } from '@/components/auth/password-rules';
import { useRecaptcha } from '@/components/auth/use-recaptcha';
import { refreshSession } from '@/lib/auth/session-api';
import type { LastOrder } from '@/lib/checkout/checkout-storage';
import { registerAfterPurchase } from '@/lib/client/account';
import { MESSAGES } from '@/lib/messages';
import { PASSWORD_MESSAGES, passwordProblems } from '@/lib/rules';
import { emailSchema } from '@/lib/schemas/common';

type Props = { order: LastOrder; recaptchaSiteKey?: string; isDevelopment: boolean };

type Status =
  | { state: 'idle' | 'submitting' }
  | { state: 'created'; message: string }
  | { state: 'failed'; detail?: string };

type NewPasswordFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
};

/** A new-password box, marked invalid whenever it shows an error; its id doubles as its test id. */
function NewPasswordField({ id, label, value, onChange, error, hint }: NewPasswordFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className="input"
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        data-testid={id}
      />
    </Field>
  );
}

/** The address already had an account waiting for verification: the link went there instead. */
function CheckEmailNotice({ message, email }: { message: string; email: string }) {
  return (
    <div className="notice" role="status" data-testid="post-purchase-check-email">
      <p>{message}</p>
      <p>
        Open the link we sent to {email}, then <Link href="/login">log in</Link> to follow your order.
      </p>
    </div>
  );
}

/**
 * An account from a guest order: the order's email, a password chosen twice. The api links the
 * order, saves the checkout details as the profile, emails a verification link and signs the new
 * customer in, who then lands on the customer's order confirmation. Paying does not prove the
 * email is theirs: until the link is opened the account sees only this order and cannot sign in
 * again. When the address already has an unverified account, the api sends the link instead and
 * does not sign in; the form then says to check the mailbox.
 */
export function PostPurchaseRegisterForm({ order, recaptchaSiteKey, isDevelopment }: Props) {
  const router = useRouter();
  const recaptcha = useRecaptcha(recaptchaSiteKey);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const emailCheck = emailSchema.safeParse(order.email);
  const emailValid = emailCheck.success;
  // Missing reads as at sign-up (spec §5); malformed, the post-purchase format sentence.
  const emailError = order.email.trim()
    ? emailCheck.error && MESSAGES.invalidEmail
    : MESSAGES.emailAndPasswordRequired;
  const passwordValid = passwordProblems(password).length === 0;
  const matches = password === confirm;
  const busy = status.state === 'submitting';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!emailValid || !passwordValid || !matches) return;
    setStatus({ state: 'submitting' });
    const captcha = await recaptcha.token('register');
    if (!captcha.ok) return setStatus({ state: 'failed', detail: captcha.message });
    const result = await registerAfterPurchase({
      email: order.email,
      password,
      recaptchaToken: captcha.token ?? null,
      isDevelopment,
      paymentIntentId: order.paymentIntentId,
      customerInfo: order.customerInfo,
    });
    if ('error' in result) return setStatus({ state: 'failed', detail: result.error });
    if (!result.signedIn) return setStatus({ state: 'created', message: result.message });
    // The session cookie is set; the header (and other tabs) catch up before the customer pages load.
    await refreshSession();
    router.replace('/customer/order-success');
    router.refresh();
  };

  if (status.state === 'created') return <CheckEmailNotice message={status.message} email={order.email} />;
  return (
    <form
      className="auth-form"
      onSubmit={submit}
      noValidate
      aria-label="Create an account"
      data-testid="post-purchase-form"
    >
      <Field id="post-purchase-email" label="Email" error={emailError}>
        <input
          id="post-purchase-email"
          className="input"
          type="email"
          value={order.email}
          readOnly
          data-testid="post-purchase-email"
        />
      </Field>
      <NewPasswordField
        id="post-purchase-password"
        label="Password"
        value={password}
        onChange={setPassword}
        error={password && !passwordValid ? PASSWORD_MESSAGES.combined : undefined}
        hint={password.length > 0 && <PasswordRules password={password} id="post-purchase-password-rules" />}
      />
      <NewPasswordField
        id="post-purchase-confirm"
        label="Confirm password"
        value={confirm}
        onChange={setConfirm}
        error={confirm && !matches ? 'Passwords do not match.' : undefined}
      />
      <p className="auth-form__note" id="post-purchase-verify-note" data-testid="post-purchase-verify-note">
        {MESSAGES.postPurchaseVerifyNote(order.email)}
      </p>
      {status.state === 'failed' && (
        <div className="auth-form__error" role="alert" data-testid="post-purchase-error">
          <p>{MESSAGES.accountCreationFailed}</p>
          {status.detail && status.detail !== MESSAGES.accountCreationFailed && <p>{status.detail}</p>}
        </div>
      )}
      {recaptcha.enabled && !recaptcha.ready && (
        <p className="auth-form__note">{MESSAGES.securityCheckInitializing}</p>
      )}
      <button
        type="submit"
        className="button button--wide"
        disabled={!emailValid || !passwordValid || !matches || busy}
        aria-describedby="post-purchase-verify-note"
        data-testid="post-purchase-submit"
      >
        {busy ? 'Creating account…' : 'Create Account'}
      </button>
    </form>
  );
}
