import type { Metadata } from 'next';
import { AuthPanel, type AuthView } from '@/components/auth/auth-panel';
import { env } from '@/lib/env';
import '@/app/styles/account.css';

export const metadata: Metadata = { title: 'Log In', robots: { index: false } };

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<{ expired?: string; tab?: string; token?: string; email?: string }>;
};

const VIEWS = ['login', 'register', 'forgot', 'reset'] as const;
const viewOf = (tab: string | undefined): AuthView => VIEWS.find((view) => view === tab) ?? 'login';

/**
 * The auth form; ?tab=register opens Create Account, ?tab=forgot the reset link request,
 * ?tab=reset&token=… (the emailed link) the new password; ?expired=true says the session ended;
 * ?email=… fills in the address (after accepting an invitation to the back-office).
 */
export default async function LoginPage({ params, searchParams }: Props) {
  const [{ tenant }, query] = await Promise.all([params, searchParams]);
  return (
    <div className="container page auth-page">
      <AuthPanel
        initialTab={viewOf(query.tab)}
        resetToken={query.tab === 'reset' && typeof query.token === 'string' ? query.token : undefined}
        expired={query.expired === 'true'}
        email={typeof query.email === 'string' ? query.email.slice(0, 320) : undefined}
        tenant={tenant}
        recaptchaSiteKey={env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY}
        isDevelopment={env.NODE_ENV !== 'production'}
      />
    </div>
  );
}
