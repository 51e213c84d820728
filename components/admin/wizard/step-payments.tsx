'use client';

import { PaymentSettings, useStripeStatus } from '@/components/admin/payments/payment-settings';
import { PAYMENT_MESSAGES } from '@/lib/schemas/admin-payments';

type Props = {
  /** Saves the wizard as Complete Setup does; false when it could not (its error is shown). */
  saveFirst: () => Promise<boolean>;
  /** The wizard is saving: connecting waits. */
  saving: boolean;
  onBusyChange: (busy: boolean) => void;
};

/** Step 9: the store's Stripe account, as Payment settings shows it; connecting can also wait. */
export function StepPayments({ saveFirst, saving, onBusyChange }: Props) {
  const { data: status, error } = useStripeStatus();
  // Connecting later is offered until the account is complete, and when its status cannot be read.
  const canWait = status ? status.accountStatus !== 'complete' : Boolean(error);
  return (
    <div className="wizard-step__fields wizard-payments" data-testid="wizard-payments">
      <PaymentSettings
        beforeConnect={saveFirst}
        connectLabels={PAYMENT_MESSAGES.wizardConnect}
        disabled={saving}
        onBusyChange={onBusyChange}
      />
      {canWait && (
        <p className="wizard-hint" data-testid="wizard-payments-later">
          {PAYMENT_MESSAGES.wizardLater}
        </p>
      )}
    </div>
  );
}
