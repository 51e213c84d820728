import type { Metadata } from 'next';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import { getProfile } from '@/lib/api/account';
import { getStore } from '@/lib/api/stores';
import { getApiToken, getAppSession } from '@/lib/auth/session';
import { checkoutFormFromProfile } from '@/lib/checkout/checkout-form';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

type Props = { params: Promise<{ tenant: string }> };

/** A customer's checkout: the form starts from their saved profile. */
export default async function CustomerCheckoutPage({ params }: Props) {
  const { tenant } = await params;
  const { user } = await getAppSession(tenant);
  const [{ profile, loadFailed }, store] = await Promise.all([
    getProfile(tenant, user?.email ?? '', await getApiToken(tenant)),
    getStore(tenant),
  ]);
  return (
    <CheckoutScreen
      audience="customer"
      profileForm={checkoutFormFromProfile(profile)}
      profileLoadFailed={loadFailed}
      shipping={{ offered: store?.shippingMethods ?? null, settings: store?.shippingSettings ?? null }}
      reminderConsentFor={store?.basketReminders ? store.consentRequiredFor : null}
    />
  );
}
