import type { Metadata } from 'next';
import { StaffInvitation } from '@/components/auth/staff-invitation';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Your invitation', robots: { index: false } };

type Props = { params: Promise<{ token: string }> };

/** An invitation to the store's back-office: read and accepted in the browser, signed in or not. */
export default async function InvitationPage({ params }: Props) {
  const { token } = await params;
  return <StaffInvitation token={token} recaptchaSiteKey={env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY} />;
}
