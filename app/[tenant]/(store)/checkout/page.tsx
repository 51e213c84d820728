import type { Metadata } from 'next';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import { getStore } from '@/lib/api/stores';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

type Props = { params: Promise<{ tenant: string }> };

/** Guest checkout: the basket and the form live in the browser; the store offers its delivery methods. */
export default async function CheckoutPage({ params }: Props) {
  const { tenant } = await params;
  const store = await getStore(tenant);
  return (
    <CheckoutScreen
      audience="guest"
      shipping={{ offered: store?.shippingMethods ?? null, settings: store?.shippingSettings ?? null }}
      reminderConsentFor={store?.basketReminders ? store.consentRequiredFor : null}
    />
  );
}
