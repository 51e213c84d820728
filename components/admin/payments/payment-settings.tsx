'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { LoadState } from '@/components/ui/load-state';
import { connectStripe, fetchStripeStatus, STRIPE_STATUS_KEY } from '@/lib/client/payments';
import { goTo } from '@/lib/auth/navigate';
import { isClientError } from '@/lib/client/bff-call';
import { PAYMENT_MESSAGES, type StripeAccountStatus } from '@/lib/schemas/admin-payments';
import { StripeStatusBadge, stripeStatusText } from './stripe-status-badge';

/** The connect button's words while the account is not complete. */
export type ConnectLabels = Record<Exclude<StripeAccountStatus, 'complete'>, string>;

const CONNECT_LABELS: ConnectLabels = { 'not connected': 'Connect', pending: 'Continue onboarding' };

type Props = {
  /**
   * Runs when the connect button is pressed, before the onboarding link is asked for: the setup
   * wizard saves itself here, as the browser is about to leave. False stays on the page.
   */
  beforeConnect?: () => Promise<boolean>;
  /** Words for the connect button, where it does more than connect. */
  connectLabels?: ConnectLabels;
  /** The screen around it is busy (a save under way): the connect button waits. */
  disabled?: boolean;
  /** Told when the connect button starts and stops being busy. */
  onBusyChange?: (busy: boolean) => void;
};

/** The store's Stripe status, shared by every screen that shows it (one request between them). */
export function useStripeStatus() {
  // Each answer of a complete account carries a fresh single-use dashboard link: fetched on arrival only.
  return useSWR(STRIPE_STATUS_KEY, fetchStripeStatus, { revalidateOnFocus: false });
}

/**
 * The store's Stripe account: its status, Connect (or Continue onboarding), which takes the owner
 * to Stripe's onboarding (or the simulated one in test mode), and the Stripe dashboard once complete.
 * Payment settings shows it, and so does the setup wizard's Payments step.
 */
export function PaymentSettings({
  beforeConnect,
  connectLabels = CONNECT_LABELS,
  disabled = false,
  onBusyChange,
}: Props) {
  const { data: status, error } = useStripeStatus();
  const [busy, setBusyState] = useState(false);
  const [connectError, setConnectError] = useState<string | null>(null);

  if (!status) return <LoadState error={error} failed={PAYMENT_MESSAGES.statusFailed} />;

  const setBusy = (next: boolean) => {
    setBusyState(next);
    onBusyChange?.(next);
  };

  const onConnect = async () => {
    setBusy(true);
    setConnectError(null);
    if (beforeConnect && !(await beforeConnect())) return setBusy(false);
    const result = await connectStripe();
    if (isClientError(result)) {
      setBusy(false);
      return setConnectError(result.error);
    }
    // The browser leaves for the onboarding; the button stays busy meanwhile.
    goTo(result.url);
  };

  return (
    <div className="payment-settings" data-testid="payment-settings">
      {status.testMode && (
        <p className="notice notice--warning payment-settings__test-mode" data-testid="payments-test-mode">
          <strong>Test mode.</strong> {PAYMENT_MESSAGES.testMode}
        </p>
      )}
      <p className="payment-settings__status">
        <span className="payment-settings__label">Status</span>
        <StripeStatusBadge status={status.accountStatus} />
      </p>
      <p className="admin-settings__muted">{stripeStatusText(status.accountStatus)}</p>
      {status.accountStatus !== 'complete' && (
        <button
          type="button"
          className="button"
          onClick={onConnect}
          disabled={busy || disabled}
          aria-busy={busy}
        >
          {connectLabels[status.accountStatus]}
        </button>
      )}
      {status.accountStatus === 'complete' &&
        (status.loginLink ? (
          <a className="button" href={status.loginLink} target="_blank" rel="noopener noreferrer">
            Open Stripe dashboard<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <p className="admin-settings__muted">
            {status.testMode
              ? 'A simulated account has no Stripe dashboard.'
              : 'The link to your Stripe dashboard is unavailable right now. Reload the page to try again.'}
          </p>
        ))}
      {connectError && (
        <p className="notice notice--error payment-settings__error" role="alert">
          {connectError}
        </p>
      )}
    </div>
  );
}
