import type { Metadata } from 'next';
import Link from 'next/link';
import { PAYMENT_MESSAGES, PAYMENT_PAGES } from '@/lib/schemas/admin-payments';
import '@/app/styles/admin-settings.css';

export const metadata: Metadata = { title: PAYMENT_MESSAGES.errorTitle, robots: { index: false } };

/** The payment connection error page (spec §2), with the way back to Payment settings. */
export default function StripeErrorPage() {
  return (
    <div className="container page admin-page admin-settings">
      <header className="page-header">
        <p className="eyebrow">Payment settings</p>
        <h1 className="page-title">{PAYMENT_MESSAGES.errorTitle}</h1>
      </header>
      <section className="admin-settings__section">
        <p className="admin-settings__muted">
          Stripe could not finish connecting your account. Nothing has changed; you can try again.
        </p>
        <Link href={PAYMENT_PAGES.settings} className="button">
          Back to Payment settings
        </Link>
      </section>
    </div>
  );
}
