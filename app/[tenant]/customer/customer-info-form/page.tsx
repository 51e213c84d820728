import type { Metadata } from 'next';
import { CustomerInfoForm } from '@/components/account/customer-info-form';
import { getProfile } from '@/lib/api/account';
import { getApiToken, getAppSession } from '@/lib/auth/session';
import { safeReturnPath } from '@/lib/routing';
import '@/app/styles/account.css';

export const metadata: Metadata = { title: 'Complete Your Profile', robots: { index: false } };

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<{ returnUrl?: string }> };

/** The profile form a new customer is sent to after signing in; ?returnUrl says where next. */
export default async function CustomerInfoFormPage({ params, searchParams }: Props) {
  const [{ tenant }, query] = await Promise.all([params, searchParams]);
  const { user } = await getAppSession(tenant);
  const { profile, loadFailed } = await getProfile(tenant, user?.email ?? '', await getApiToken(tenant));
  return (
    <div className="container page account-page">
      <CustomerInfoForm
        profile={profile}
        loadFailed={loadFailed}
        returnUrl={safeReturnPath(query.returnUrl, '/customer/dashboard')}
      />
    </div>
  );
}
