'use client';

import { EmptyBasket } from '@/components/cart/empty-basket';
import type { CheckoutFormInput } from '@/lib/checkout/checkout-form';
import type { ConsentRequiredFor } from '@/lib/constants/consent';
import { MESSAGES } from '@/lib/messages';
import type { CheckoutShipping } from '@/lib/shipping';
import { CheckoutDetailsForm } from './checkout-details-form';
import { CheckoutSteps } from './checkout-steps';
import { DiscountCodeField } from './discount-code-field';
import { GiftCardCodeField } from './gift-card-code-field';
import { GiftCardLines, GiftCardPaymentLines } from '@/components/cart/gift-card-lines';
import { giftCardBasketCents } from '@/lib/cart/gift-card-basket';
import { useGiftCardBasket } from '@/components/cart/use-gift-card-basket';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { useCheckout, type CheckoutAudience } from './use-checkout';
import '@/app/styles/checkout.css';

type Props = {
  audience: CheckoutAudience;
  /** A signed-in customer's saved profile, as form values. */
  profileForm?: CheckoutFormInput;
  profileLoadFailed?: boolean;
  publishableKey?: string;
  /** The store's delivery methods and settings: the shopper picks one, the summary charges it. */
  shipping?: CheckoutShipping;
  /** Whom the store asks before a basket reminder; null or absent: the store sends none. */
  reminderConsentFor?: ConsentRequiredFor | null;
};

/**
 * Checkout (spec §4) in two numbered steps: 1 details (contact, delivery, discount), whose Place
 * Order opens the payment, then 2 the card and "Pay $N" for the held total, then the order. The
 * summary and its total stay beside (above, on a phone) both. On success the basket and the saved form are cleared; a customer lands on
 * /customer/order-success, a guest on /guest-order-success with the order in sessionStorage.
 */
export function CheckoutFlow({
  audience,
  profileForm,
  profileLoadFailed = false,
  publishableKey,
  shipping,
  reminderConsentFor,
}: Props) {
  const { step, shown, held, payment, info, items, notice, error, stepPanel, ...checkout } = useCheckout(
    audience,
    profileForm,
    shipping,
  );
  const giftCards = useGiftCardBasket();

  if (step === 'done') return <p role="status">Order placed. Taking you to your confirmation…</p>;
  if (!checkout.ready) return <p role="status">{MESSAGES.loading}</p>;
  if (items.length === 0 && giftCards.length === 0 && !held) return <EmptyBasket />;

  return (
    <div className="checkout">
      <div className="checkout__main">
        {profileLoadFailed && (
          <p className="notice notice--warning" role="status">
            {MESSAGES.userInfoLoadFailed}
          </p>
        )}
        <CheckoutSteps current={shown === 'details' ? 1 : 2} />
        <CheckoutDetailsForm
          key={checkout.owner}
          defaultValues={checkout.defaults}
          emailReadOnly={audience === 'customer' && Boolean(profileForm?.email)}
          editable={shown === 'details'}
          busy={checkout.busy}
          onDraft={checkout.saveDraft}
          onValid={checkout.submitDetails}
          shipping={shipping}
          subtotalCents={checkout.delivery.subtotalCents}
          parcelGrams={checkout.delivery.grams}
          reminderConsentFor={reminderConsentFor}
        />
        <div ref={stepPanel} className="checkout__step">
          {held && payment && info && (
            <PaymentStep
              payment={payment}
              billing={info}
              publishableKey={publishableKey}
              placing={step === 'placing'}
              onAttempt={checkout.startAttempt}
              onError={checkout.showError}
              onPaid={checkout.paymentSucceeded}
              onRetryOrder={checkout.retryOrder}
              onEditDetails={checkout.editDetails}
            />
          )}
          {notice && (
            <p className="notice notice--warning" role="status" data-testid="checkout-notice">
              {notice}
            </p>
          )}
          {error && (
            <p className="auth-form__error checkout__error" role="alert" data-testid="checkout-error">
              {error}
            </p>
          )}
        </div>
      </div>
      <aside className="checkout__summary">
        {held ? (
          <OrderSummary held={held} items={items} shippingMethod={checkout.delivery.method} />
        ) : (
          <OrderSummary
            items={items}
            shippingMethod={checkout.delivery.method}
            shippingCents={checkout.delivery.cents ?? undefined}
            discount={checkout.discount.applied}
            tax={checkout.tax}
            shipBy={checkout.tax?.shipBy}
          />
        )}
        <DiscountCodeField
          {...checkout.discount}
          editable={!held && !checkout.busy}
          onApply={checkout.discount.apply}
          onRemove={checkout.discount.remove}
        />
        <GiftCardLines cards={giftCards} removable={!held && !checkout.busy} />
        <GiftCardPaymentLines
          boughtCents={held?.giftCardsCents ?? giftCardBasketCents(giftCards)}
          paidCents={held?.giftCardCents ?? 0}
          lastFour={held?.giftCardLastFour ?? null}
        />
        <GiftCardCodeField editable={!held && !checkout.busy} />
      </aside>
    </div>
  );
}
