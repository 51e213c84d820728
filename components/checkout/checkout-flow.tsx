'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EmptyBasket } from '@/components/cart/empty-basket';
import { useCart } from '@/components/cart/use-cart';
import { cartTotals } from '@/lib/cart/cart-rules';
import { cartStore } from '@/lib/cart/cart-store';
import {
  EMPTY_CHECKOUT_FORM,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '@/lib/checkout/checkout-form';
import {
  createOrder,
  createPaymentIntent,
  type PaymentIntent,
  type PlacedOrder,
} from '@/lib/checkout/checkout-requests';
import {
  clearCheckoutForm,
  loadCheckoutForm,
  saveCheckoutForm,
  writeLastOrder,
} from '@/lib/checkout/checkout-storage';
import { MESSAGES } from '@/lib/messages';
import type { CustomerInfo } from '@/lib/schemas/checkout';
import { CardPayment } from './card-payment';
import { CheckoutDetailsForm } from './checkout-details-form';
import { ConfirmOrder } from './confirm-order';
import { OrderSummary } from './order-summary';

type Step = 'details' | 'confirm' | 'payment' | 'placing' | 'done';

/**
 * The payment opened at Confirm. It holds the basket's stock until paid or expired, and the api
 * offers no way to let go of it early, so once it is open the details stay fixed: going back
 * and opening a second one would hold the same pieces twice.
 */
type OpenPayment = { intent: PaymentIntent; paid: boolean };

type Props = {
  audience: 'guest' | 'customer';
  /** A signed-in customer's saved profile, as form values. */
  profileForm?: CheckoutFormInput;
  profileLoadFailed?: boolean;
  publishableKey?: string;
};

/** The order's customer info: the form without its acknowledgment. */
const customerInfoOf = (values: CheckoutFormValues): CustomerInfo => ({
  name: values.name,
  email: values.email,
  phone: values.phone,
  address: values.address,
  addressLine2: values.addressLine2,
  city: values.city,
  state: values.state,
  zipCode: values.zipCode,
});

/**
 * Checkout (spec §4): details, Place Order, a confirm/cancel step, card confirmation, then the
 * order. On success the basket and the saved form are cleared; a customer lands on
 * /customer/order-success, a guest on /guest-order-success with the order in sessionStorage.
 */
export function CheckoutFlow({ audience, profileForm, profileLoadFailed = false, publishableKey }: Props) {
  const router = useRouter();
  const { ready, ownerId, items } = useCart();
  const [step, setStep] = useState<Step>('details');
  const [info, setInfo] = useState<CustomerInfo | null>(null);
  const [payment, setPayment] = useState<OpenPayment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stepPanel = useRef<HTMLDivElement>(null);
  const owner = ownerId ?? 'guest';
  const totalCents = cartTotals(items).totalCents;

  // The form starts from what this owner last typed in this tab, else their profile.
  const defaults = useMemo<CheckoutFormInput>(() => {
    const saved = ready ? loadCheckoutForm(owner) : null;
    const start = { ...EMPTY_CHECKOUT_FORM, ...profileForm, ...saved };
    return profileForm?.email ? { ...start, email: profileForm.email } : start;
  }, [ready, owner, profileForm]);
  // Each step opens below a long form: bring it (and any error under it) into view.
  useEffect(() => {
    if (step === 'confirm' || step === 'payment')
      stepPanel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [step, error]);
  const saveDraft = useCallback((values: CheckoutFormInput) => saveCheckoutForm(owner, values), [owner]);
  const showError = useCallback((message: string) => setError(message), []);
  const clearError = useCallback(() => setError(null), []);

  const finish = (order: PlacedOrder, paid: OpenPayment, details: CustomerInfo) => {
    setStep('done');
    clearCheckoutForm();
    if (audience === 'guest') {
      const { name, phone, address, city, state, zipCode, email } = details;
      writeLastOrder({
        orderId: order.orderId,
        total: order.total,
        createdAt: order.createdAt,
        paymentIntentId: paid.intent.paymentIntentId,
        email,
        customerInfo: { name, phone, address, city, state, zipCode },
      });
    }
    cartStore.clear();
    router.replace(audience === 'customer' ? '/customer/order-success' : '/guest-order-success');
  };

  const placeOrder = async (paid: OpenPayment, details: CustomerInfo) => {
    setStep('placing');
    const result = await createOrder(paid.intent.paymentIntentId, items, details);
    if (result.ok) return finish(result, paid, details);
    setError(result.message);
    // A payment the api does not see as complete can be tried again with a card.
    setPayment({ ...paid, paid: result.code !== 'PAYMENT_NOT_COMPLETED' });
    setStep('payment');
  };

  const confirm = async () => {
    if (!info) return;
    setError(null);
    setBusy(true);
    const result = await createPaymentIntent(items, info);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      // The api knows the stock better than the basket does: the basket page will flag the line.
      if (result.code === 'OUT_OF_STOCK' && result.productId && result.available !== undefined)
        cartStore.setStock(result.productId, result.available);
      return;
    }
    setPayment({ intent: result, paid: false });
    setStep('payment');
  };

  if (step === 'done') return <p role="status">Order placed. Taking you to your confirmation…</p>;
  if (!ready) return <p role="status">{MESSAGES.loading}</p>;
  if (items.length === 0) return <EmptyBasket />;

  return (
    <div className="checkout">
      <div className="checkout__main">
        {profileLoadFailed && (
          <p className="notice notice--warning" role="status">
            {MESSAGES.userInfoLoadFailed}
          </p>
        )}
        <CheckoutDetailsForm
          key={owner}
          defaultValues={defaults}
          emailReadOnly={audience === 'customer' && Boolean(profileForm?.email)}
          editable={step === 'details'}
          onDraft={saveDraft}
          onValid={(values) => {
            setError(null);
            setInfo(customerInfoOf(values));
            setStep('confirm');
          }}
        />
        <div ref={stepPanel} className="checkout__step">
          {step === 'confirm' && (
            <ConfirmOrder
              totalCents={totalCents}
              busy={busy}
              onConfirm={confirm}
              onCancel={() => setStep('details')}
            />
          )}
          {(step === 'payment' || step === 'placing') && payment && info && (
            <section className="checkout-step" aria-labelledby="payment-title" data-testid="payment-step">
              <h2 id="payment-title" className="checkout-step__title">
                Payment
              </h2>
              {payment.paid ? (
                <button
                  type="button"
                  className="button button--wide"
                  disabled={step === 'placing'}
                  onClick={() => placeOrder(payment, info)}
                  data-testid="retry-order"
                >
                  {step === 'placing'
                    ? 'Placing your order…'
                    : 'Your payment went through: try placing the order again'}
                </button>
              ) : (
                <CardPayment
                  intent={payment.intent}
                  publishableKey={publishableKey}
                  billing={info}
                  amountCents={payment.intent.amount || totalCents}
                  onAttempt={clearError}
                  onError={showError}
                  onPaid={() => {
                    const paid = { ...payment, paid: true };
                    setPayment(paid);
                    void placeOrder(paid, info);
                  }}
                />
              )}
            </section>
          )}
          {error && (
            <p className="auth-form__error checkout__error" role="alert" data-testid="checkout-error">
              {error}
            </p>
          )}
        </div>
      </div>
      <aside className="checkout__summary">
        <OrderSummary items={items} />
      </aside>
    </div>
  );
}
