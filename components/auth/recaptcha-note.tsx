import { MESSAGES } from '@/lib/messages';
import type { Recaptcha } from './use-recaptcha';

/** While reCAPTCHA loads, a note that the security check is not ready yet. */
export function RecaptchaNote({ recaptcha }: { recaptcha: Recaptcha }) {
  if (!recaptcha.enabled || recaptcha.ready) return null;
  return <p className="auth-form__note">{MESSAGES.securityCheckInitializing}</p>;
}
