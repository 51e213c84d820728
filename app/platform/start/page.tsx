import type { Metadata } from 'next';
import { SignupForm } from '@/components/platform/signup-form';
import { getPlatformSettings } from '@/lib/api/opening';
import { SIGNUP_MESSAGES } from '@/lib/constants/platform';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Start your store' };
export const dynamic = 'force-dynamic';

/** Sign-up: the form, or a word that sign-up is closed when the operator turned it off. */
export default async function StartPage() {
  const settings = await getPlatformSettings();
  const open = settings?.signupOpen ?? false;
  return (
    <>
      <h1 className="page-title">Start your store</h1>
      {open ? (
        <>
          <p className="platform__lead">
            Make your account and name your store. It stays behind a “coming soon” page until you open it.
          </p>
          <SignupForm
            domain={settings?.domain ?? env.PLATFORM_DOMAIN}
            recaptchaSiteKey={env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY}
          />
        </>
      ) : (
        <p role="status" data-testid="signup-closed">
          {settings ? SIGNUP_MESSAGES.closed : SIGNUP_MESSAGES.unreachable}
        </p>
      )}
    </>
  );
}
