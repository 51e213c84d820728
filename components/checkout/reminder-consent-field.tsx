import type { UseFormRegister } from 'react-hook-form';
import type { CheckoutFormInput } from '@/lib/checkout/checkout-form';
import { BASKET_REMINDER_CONSENT_TEXT } from '@/lib/constants/basket-reminders';
import '@/app/styles/checkout.css';

/**
 * The basket reminder box, where the store must ask this buyer: unticked until they tick it, and
 * the reminder goes only if they did.
 */
export function ReminderConsentField({ register }: { register: UseFormRegister<CheckoutFormInput> }) {
  return (
    <div className="checkout-ack">
      <label className="checkout-ack__label">
        <input type="checkbox" {...register('reminderConsent')} data-testid="checkout-reminder-consent" />
        <span>{BASKET_REMINDER_CONSENT_TEXT}</span>
      </label>
    </div>
  );
}
