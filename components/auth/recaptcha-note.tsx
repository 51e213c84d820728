import { FormField } from '@/components/ui/form-field';
import { MESSAGES } from '@/lib/messages';
import type { Recaptcha } from './use-recaptcha';

/** While reCAPTCHA loads, a note that the security check is not ready yet. */
export function RecaptchaNote({ recaptcha }: { recaptcha: Recaptcha }) {
  if (!recaptcha.enabled || recaptcha.ready) return null;
  return <p className="auth-form__note">{MESSAGES.securityCheckInitializing}</p>;
}

/** The account's email, in a form of the auth card; ids and test ids start with `prefix`. */
export function EmailField({ prefix }: { prefix: 'login' | 'register' | 'forgot' }) {
  return (
    <FormField
      name="email"
      id={`${prefix}-email`}
      label="Email"
      type="email"
      autoComplete="email"
      testId={`${prefix}-email`}
    />
  );
}
