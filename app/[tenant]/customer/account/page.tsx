import type { Metadata } from 'next';
import { AccountProfile } from '@/components/account/account-profile';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { YourData } from '@/components/account/your-data';
import { getProfile } from '@/lib/api/account';
import { getApiToken, getAppSession } from '@/lib/auth/session';
import { MESSAGES } from '@/lib/messages';
import '@/app/styles/account.css';

export const metadata: Metadata = { title: 'Account & Security', robots: { index: false } };

type Props = { params: Promise<{ tenant: string }> };

/** Account & Security: the profile (view and edit), the password, and the shopper's data. */
export default async function AccountPage({ params }: Props) {
  const { tenant } = await params;
  const { user } = await getAppSession(tenant);
  const { profile, loadFailed } = await getProfile(tenant, user?.email ?? '', await getApiToken(tenant));
  return (
    <div className="container page account-page">
      <header className="page-header">
        <p className="eyebrow">Your account</p>
        <h1 className="page-title">Account &amp; Security</h1>
      </header>
      <section className="account-card" aria-labelledby="profile-title">
        <h2 id="profile-title">Profile Information</h2>
        {loadFailed && (
          <p className="notice notice--warning" role="status">
            {MESSAGES.profileLoadFailed}
          </p>
        )}
        <AccountProfile initial={profile} />
      </section>
      <section className="account-card" aria-labelledby="security-title">
        <h2 id="security-title">Security</h2>
        {/* When the password last changed is not known to the page, so it is not claimed. */}
        <ChangePasswordForm />
      </section>
      <section className="account-card" aria-labelledby="data-title">
        <h2 id="data-title">Your data</h2>
        <YourData />
      </section>
    </div>
  );
}
