import type { Metadata } from 'next';
import { PaymentSettings } from '@/components/admin/payments/payment-settings';
import '@/app/styles/admin-settings.css';
// The status badges are the dashboard's.
import '@/app/styles/admin-dashboard.css';
import '@/app/styles/admin-payments.css';

export const metadata: Metadata = { title: 'Payment settings', robots: { index: false } };

/** Payment settings: the store's Stripe account, where Stripe's onboarding returns the owner. */
export default function PaymentSettingsPage() {
  return (
    <div className="container page admin-page admin-settings">
      <header className="page-header">
        <p className="eyebrow">Back-office</p>
        <h1 className="page-title">Payment settings</h1>
      </header>
      <section className="admin-settings__section" aria-labelledby="payments-stripe">
        <h2 id="payments-stripe">Stripe</h2>
        <p className="admin-settings__muted">
          Your own Stripe account receives the store’s card payments; Stripe pays them out to your bank.
        </p>
        <PaymentSettings />
      </section>
    </div>
  );
}
