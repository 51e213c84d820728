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
  checkoutKeyFor,
  clearCheckoutForm,
  clearCheckoutKey,
  loadCheckoutForm,
  saveCheckoutForm,
  writeLastOrder,
} from '@/lib/checkout/checkout-storage';
import { heldMatchesBasket } from '@/lib/checkout/held-basket';
import { MESSAGES } from '@/lib/messages';
import type { CustomerInfo } from '@/lib/schemas/checkout';
import { CardPayment } from './card-payment';
import { CheckoutDetailsForm } from './checkout-details-form';
import { ConfirmOrder } from './confirm-order';
import { OrderSummary } from './order-summary';

type Step = 'details' | 'confirm' | 'payment' | 'placing' | 'done';

/**
 * The payment opened at Confirm: it holds exactly `intent.items` until paid or expired, and the
 * payment step shows those, never the live basket. Confirming again (same checkout key) replaces
 * it and its hold, so a reload or a changed basket never holds the same pieces twice.
 */
type OpenPayment = { intent: PaymentIntent; paid: boolean };

type Props = {
  audience: 'guest' | 'customer';
  /** A signed-in customer's saved profile, as form values. */
  profileForm?: CheckoutFormInput;
  profileLoadFailed?: boolean;
  publishableKey?: string;
  /** The store's delivery methods, named beside the shipping line. */
  shippingNote?: string | null;
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
export function CheckoutFlow({ audience, profileForm, profileLoadFailed = false, publishableKey, shippingNote }: Props) {
  const router = useRouter();
  const { ready, ownerId, items } = useCart();
  const [step, setStep] = useState<Step>('details');
  const [info, setInfo] = useState<CustomerInfo | null>(null);
  const [payment, setPayment] = useState<OpenPayment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stepPanel = useRef<HTMLDivElement>(null);
  // A card confirmation in flight: its payment is not taken away under it.
  const [paying, setPaying] = useState(false);
  const owner = ownerId ?? 'guest';
  const totalCents = cartTotals(items).totalCents;

  // The form starts from what this owner last typed in this tab, else their profile.
  const defaults = useMemo<CheckoutFormInput>(() => {
    const saved = ready ? loadCheckoutForm(owner) : null;
    const start = { ...EMPTY_CHECKOUT_FORM, ...profileForm, ...saved };
    return profileForm?.email ? { ...start, email: profileForm.email } : start;
  }, [ready, owner, profileForm]);
  // The basket changed (here or in another tab) while an unpaid payment was open: what it holds
  // is no longer what the shopper would buy, so they confirm the new basket (which replaces it).
  // Should it change back, the open payment fits again and the payment step returns.
  const stale =
    step === 'payment' &&
    payment !== null &&
    !payment.paid &&
    !paying &&
    !heldMatchesBasket(payment.intent.items, items);
  const shown: Step = stale ? 'confirm' : step;
  const shownNotice = stale ? MESSAGES.basketChangedAtPayment : notice;
  const shownError = stale ? null : error;
  // Each step opens below a long form: bring it (and any error under it) into view.
  useEffect(() => {
    if (shown === 'confirm' || shown === 'payment')
      stepPanel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [shown, error]);
  const saveDraft = useCallback((values: CheckoutFormInput) => saveCheckoutForm(owner, values), [owner]);
  const showError = useCallback((message: string) => {
    setPaying(false);
    setError(message);
  }, []);
  const startAttempt = useCallback(() => {
    setPaying(true);
    setError(null);
  }, []);

  const finish = (order: PlacedOrder, paid: OpenPayment, details: CustomerInfo) => {
    setStep('done');
    clearCheckoutForm();
    clearCheckoutKey();
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
    const result = await createOrder(paid.intent, details);
    if (result.ok) return finish(result, paid, details);
    setError(result.message);
    setPaying(false);
    // A payment the api does not see as complete can be tried again with a card.
    setPayment({ ...paid, paid: result.code !== 'PAYMENT_NOT_COMPLETED' });
    setStep('payment');
  };

  const confirm = async () => {
    if (!info) return;
    // Confirming a changed basket: the open payment will be replaced, the step is Confirm now.
    setPayment(null);
    setStep('confirm');
    setError(null);
    setNotice(null);
    setBusy(true);
    const result = await createPaymentIntent(items, info, checkoutKeyFor(owner));
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      // The api knows the stock better than the basket does: the basket page will flag the line.
      if (result.code === 'OUT_OF_STOCK' && result.productId && result.available !== undefined)
        cartStore.setStock(result.productId, result.available);
      return;
    }
    // The basket changed while the payment was being opened: confirm what it is now.
    if (!heldMatchesBasket(result.items, cartStore.getSnapshot().items))
      return setNotice(MESSAGES.basketChangedAtPayment);
    setPaying(false);
    setPayment({ intent: result, paid: false });
    setStep('payment');
  };

  if (step === 'done') return <p role="status">Order placed. Taking you to your confirmation…</p>;
  if (!ready) return <p role="status">{MESSAGES.loading}</p>;
  const held = (shown === 'payment' || shown === 'placing') && payment ? payment.intent : undefined;
  if (items.length === 0 && !held) return <EmptyBasket />;

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
            setNotice(null);
            setInfo(customerInfoOf(values));
            setStep('confirm');
          }}
        />
        <div ref={stepPanel} className="checkout__step">
          {shown === 'confirm' && (
            <ConfirmOrder
              totalCents={totalCents}
              busy={busy}
              onConfirm={confirm}
              onCancel={() => {
                setNotice(null);
                setStep('details');
              }}
            />
          )}
          {held && payment && info && (
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
                  amountCents={payment.intent.amount}
                  onAttempt={startAttempt}
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
          {shownNotice && (
            <p className="notice notice--warning" role="status" data-testid="checkout-notice">
              {shownNotice}
            </p>
          )}
          {shownError && (
            <p className="auth-form__error checkout__error" role="alert" data-testid="checkout-error">
              {shownError}
            </p>
          )}
        </div>
      </div>
      <aside className="checkout__summary">
        {held ? <OrderSummary held={held} items={items} shippingNote={shippingNote} /> : <OrderSummary items={items} shippingNote={shippingNote} />}
      </aside>
    </div>
  );
}
