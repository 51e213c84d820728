import type { Metadata } from 'next';
import { VerifyEmail } from '@/components/auth/verify-email';

export const metadata: Metadata = { title: 'Verify your email', robots: { index: false } };

type Props = { params: Promise<{ token: string }> };

/** Verifies the address in the browser, so link scanners that only fetch the page use up nothing. */
export default async function VerifyEmailPage({ params }: Props) {
  const { token } = await params;
  return <VerifyEmail token={token} />;
}
