import type { Metadata } from 'next';
import { SimulatedOnboarding } from '@/components/admin/payments/simulated-onboarding';
import '@/app/styles/admin-settings.css';
import '@/app/styles/admin-payments.css';

export const metadata: Metadata = { title: 'Stripe onboarding (test mode)', robots: { index: false } };

/** Test mode's simulated Stripe onboarding, where POST /api/admin/stripe-connect sends the owner without Stripe. */
export default function SimulatedOnboardingPage() {
  return (
    <div className="container page admin-page admin-settings">
      <header className="page-header">
        <p className="eyebrow">Test mode</p>
        <h1 className="page-title">Stripe onboarding (simulated)</h1>
      </header>
      <section className="admin-settings__section">
        <SimulatedOnboarding />
      </section>
    </div>
  );
}
