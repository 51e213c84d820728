import type { Metadata } from 'next';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { getProfile } from '@/lib/api/account';
import { getApiToken, getAppSession } from '@/lib/auth/session';
import { checkoutFormFromProfile } from '@/lib/checkout/checkout-form';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

type Props = { params: Promise<{ tenant: string }> };

/** A customer's checkout: the form starts from their saved profile. */
export default async function CustomerCheckoutPage({ params }: Props) {
  const { tenant } = await params;
  const { user } = await getAppSession(tenant);
  const { profile, loadFailed } = await getProfile(tenant, user?.email ?? '', await getApiToken(tenant));
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Checkout</p>
        <h1 className="page-title">Checkout</h1>
      </header>
      <CheckoutFlow
        audience="customer"
        profileForm={checkoutFormFromProfile(profile)}
        profileLoadFailed={loadFailed}
        publishableKey={env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY}
      />
    </div>
  );
}
