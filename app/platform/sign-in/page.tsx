import type { Metadata } from 'next';
import { StoreSignInForm } from '@/components/platform/store-sign-in-form';
import { SIGNUP_MESSAGES } from '@/lib/constants/platform';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Sign in' };

/** Each store signs its people in on its own address: this page asks which, and sends them there. */
export default function PlatformSignInPage() {
  return (
    <>
      <h1 className="page-title">{SIGNUP_MESSAGES.signInTitle}</h1>
      <p className="platform__lead">{SIGNUP_MESSAGES.signInLead}</p>
      <StoreSignInForm domain={env.PLATFORM_DOMAIN} />
    </>
  );
}
