import { PAYMENT_MESSAGES, type StripeAccountStatus } from '@/lib/schemas/admin-payments';

const TONE: Record<StripeAccountStatus, string> = {
  complete: 'status-badge--on',
  pending: 'status-badge--pending',
  'not connected': 'status-badge--off',
};

/** The store's Stripe account status as a badge, in words. */
export function StripeStatusBadge({ status }: { status: StripeAccountStatus }) {
  return (
    <span className={`status-badge ${TONE[status]}`} data-testid="stripe-status">
      {PAYMENT_MESSAGES.statusLabel[status]}
    </span>
  );
}

/** What the status means for the store's card payments. */
export function stripeStatusText(status: StripeAccountStatus): string {
  if (status === 'complete') return 'Card payments go straight to your Stripe account.';
  if (status === 'pending')
    return 'Stripe still needs some details before your account can take payments. Until then checkout takes cards through the platform’s payment provider.';
  return 'Connect a Stripe account so card payments go straight to your store. Until then checkout takes cards through the platform’s payment provider.';
}
