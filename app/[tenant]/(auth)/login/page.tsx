import type { Metadata } from 'next';
import { AuthPanel } from '@/components/auth/auth-panel';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Log In', robots: { index: false } };

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<{ expired?: string; tab?: string }>;
};

/** The auth form; ?tab=register opens Create Account, ?expired=true says the session ended. */
export default async function LoginPage({ params, searchParams }: Props) {
  const [{ tenant }, query] = await Promise.all([params, searchParams]);
  return (
    <div className="container page auth-page">
      <AuthPanel
        initialTab={query.tab === 'register' ? 'register' : 'login'}
        expired={query.expired === 'true'}
        tenant={tenant}
        recaptchaSiteKey={env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY}
        isDevelopment={env.NODE_ENV !== 'production'}
      />
    </div>
  );
}
