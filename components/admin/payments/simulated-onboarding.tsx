'use client';

import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { LoadState } from '@/components/ui/load-state';
import { completeSimulatedOnboarding, fetchStripeStatus, STRIPE_STATUS_KEY } from '@/lib/client/payments';
import { goTo } from '@/lib/auth/navigate';
import { isClientError } from '@/lib/client/bff-call';
import { PAYMENT_MESSAGES, PAYMENT_PAGES } from '@/lib/schemas/admin-payments';

/**
 * Test mode's stand-in for Stripe's onboarding pages: 'Complete onboarding' makes the store's
 * simulated account complete and returns to /admin/stripe-return, as Stripe would.
 */
export function SimulatedOnboarding() {
  const { data: status, error } = useSWR(STRIPE_STATUS_KEY, fetchStripeStatus, { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!status) return <LoadState error={error} failed={PAYMENT_MESSAGES.statusFailed} />;
  if (!status.testMode)
    return (
      <p className="notice">
        {PAYMENT_MESSAGES.simulatedOnly} <Link href={PAYMENT_PAGES.settings}>Back to Payment settings</Link>
      </p>
    );

  const onComplete = async () => {
    setBusy(true);
    setFailure(null);
    const result = await completeSimulatedOnboarding();
    if (isClientError(result)) {
      setBusy(false);
      return setFailure(result.error);
    }
    goTo(result.url);
  };

  return (
    <div className="payment-settings" data-testid="simulated-onboarding">
      <p className="notice notice--warning payment-settings__test-mode">
        <strong>Test mode.</strong> {PAYMENT_MESSAGES.testMode}
      </p>
      <p className="admin-settings__muted">
        With Stripe configured, this step happens on Stripe’s own pages, where the owner enters the business
        and bank details. Here it is one press.
      </p>
      <div className="payment-settings__actions">
        <button type="button" className="button" onClick={onComplete} disabled={busy} aria-busy={busy}>
          Complete onboarding
        </button>
        <Link href={PAYMENT_PAGES.settings} className="button button--ghost">
          Cancel
        </Link>
      </div>
      {failure && (
        <p className="notice notice--error payment-settings__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
