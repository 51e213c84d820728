'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { StripeStatusBadge, stripeStatusText } from '@/components/admin/payments/stripe-status-badge';
import { fetchStripeStatus, STRIPE_STATUS_KEY } from '@/lib/client/payments';
import { MESSAGES } from '@/lib/messages';
import { PAYMENT_MESSAGES, PAYMENT_PAGES } from '@/lib/schemas/admin-payments';

/** The dashboard's payment settings section: the store's Stripe account as it stands, and the way to Payment settings. */
export function PaymentPanel() {
  const { data: status, error } = useSWR(STRIPE_STATUS_KEY, fetchStripeStatus, { revalidateOnFocus: false });
  return (
    <div className="connection-state" data-testid="payment-panel">
      {status ? (
        <>
          <p className="connection-state__status">
            <StripeStatusBadge status={status.accountStatus} />
            {status.testMode && <span className="status-badge status-badge--pending">Test mode</span>}
          </p>
          <p className="connection-state__text">{stripeStatusText(status.accountStatus)}</p>
        </>
      ) : error ? (
        <p className="notice notice--error" role="alert">
          {error instanceof Error ? error.message : PAYMENT_MESSAGES.statusFailed}
        </p>
      ) : (
        <p role="status">{MESSAGES.loading}</p>
      )}
      <p className="payment-panel__link">
        <Link href={PAYMENT_PAGES.settings}>Open Payment settings</Link>
      </p>
    </div>
  );
}
