'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCart } from '@/components/cart/use-cart';
import type { CartItem } from '@/lib/cart/cart-item';
import { cartTotals } from '@/lib/cart/cart-rules';
import { cartStore } from '@/lib/cart/cart-store';
import { giftCardBasket } from '@/lib/cart/gift-card-basket';
import { appliedGiftCardStore } from '@/lib/checkout/gift-card-code';
import {
  EMPTY_CHECKOUT_FORM,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '@/lib/checkout/checkout-form';
import {
  checkoutKeyFor,
  clearCheckoutForm,
  clearCheckoutKey,
  loadCheckoutForm,
  saveCheckoutForm,
  writeLastOrder,
} from '@/lib/checkout/checkout-storage';
import { heldMatchesBasket } from '@/lib/checkout/held-basket';
import {
  createOrder,
  createPaymentIntent,
  type PaymentIntent,
  type PlacedOrder,
} from '@/lib/client/checkout';
import type { ShippingMethod } from '@/lib/constants/shipping';
import { MESSAGES } from '@/lib/messages';
import type { CheckoutDetails } from '@/lib/schemas/checkout';
import {
  checkoutMethods,
  chosenMethod,
  parcelCountry,
  parcelGrams,
  shippingCentsFor,
  weightRatesOf,
  type CheckoutShipping,
} from '@/lib/shipping';
import { useDiscountCode, type AppliedCode } from './use-discount-code';
import { useTaxQuote, type TaxDestination } from './use-tax-quote';

export type CheckoutStep = 'details' | 'payment' | 'placing' | 'done';
export type CheckoutAudience = 'guest' | 'customer';

/**
 * The payment opened at Place Order: it holds exactly `intent.items` until paid or expired, and the
 * payment step shows those, never the live basket. Placing again (same checkout key) replaces
 * it and its hold, so a reload or a changed basket never holds the same pieces twice.
 */
export type OpenPayment = { intent: PaymentIntent; paid: boolean };

/** The order's customer info: the form without its acknowledgment; for pickup, no address. */
const customerInfoOf = (values: CheckoutFormValues, method: ShippingMethod): CheckoutDetails =>
  method === 'pickup'
    ? { name: values.name, email: values.email, phone: values.phone }
    : {
        name: values.name,
        email: values.email,
        phone: values.phone,
        address: values.address,
        addressLine2: values.addressLine2,
        city: values.city,
        state: values.state,
        zipCode: values.zipCode,
        ...(method === 'international' ? { country: values.country } : {}),
      };

/** A field of the details, blank when the delivery asked none (pickup gives no address). */
const fieldOf = (details: CheckoutDetails, key: 'address' | 'city' | 'state' | 'zipCode') =>
  key in details ? String((details as Record<string, unknown>)[key] ?? '') : '';

/**
 * After the order is placed: forgets this checkout's form and key, keeps a guest's order for the
 * success page (sessionStorage), empties the basket, and answers where the shopper goes next.
 */
function completeCheckout(
  audience: CheckoutAudience,
  order: PlacedOrder,
  paid: OpenPayment,
  details: CheckoutDetails,
): string {
  clearCheckoutForm();
  clearCheckoutKey();
  if (audience === 'guest') {
    const { name, phone, email } = details;
    const [address, city, state, zipCode] = (['address', 'city', 'state', 'zipCode'] as const).map((key) =>
      fieldOf(details, key),
    );
    writeLastOrder({
      orderId: order.orderId,
      total: order.total,
      createdAt: order.createdAt,
      paymentIntentId: paid.intent.paymentIntentId,
      email,
      customerInfo: { name, phone, address, city, state, zipCode },
      items: paid.intent.items.map((line) => ({
        name: line.name,
        variantName: line.variantName,
        quantity: line.quantity,
        answers: (line.personalisation ?? []).map(({ label, answer }) => ({ label, answer })),
      })),
    });
  }
  cartStore.clear();
  giftCardBasket.clear();
  appliedGiftCardStore.set(null);
  return audience === 'customer' ? '/customer/order-success' : '/guest-order-success';
}

/** The details form starts from what this owner last typed in this tab, else their profile; each edit is kept. */
function useCheckoutDraft(owner: string, ready: boolean, profileForm?: CheckoutFormInput) {
  const defaults = useMemo<CheckoutFormInput>(() => {
    const saved = ready ? loadCheckoutForm(owner) : null;
    const start = { ...EMPTY_CHECKOUT_FORM, ...profileForm, ...saved };
    return profileForm?.email ? { ...start, email: profileForm.email } : start;
  }, [ready, owner, profileForm]);
  // The delivery picked in the form, as typed (kept with the draft across reloads).
  const [picked, setPicked] = useState<string | undefined>(undefined);
  // Where the goods go as typed: the summary's tax follows it.
  const [typed, setTyped] = useState<TaxDestination | undefined>(undefined);
  const saveDraft = useCallback(
    (values: CheckoutFormInput) => {
      setPicked(values.shippingMethod || undefined);
      setTyped({ country: values.country, state: values.state, zipCode: values.zipCode });
      saveCheckoutForm(owner, values);
    },
    [owner],
  );
  const destination = typed ?? {
    country: defaults.country,
    state: defaults.state,
    zipCode: defaults.zipCode,
  };
  return { defaults, saveDraft, picked: picked ?? (defaults.shippingMethod || undefined), destination };
}

/** The delivery checkout charges for: the shopper's pick among the methods that fit, and its price. */
function useShippingChoice(
  shipping: CheckoutShipping | undefined,
  items: CartItem[],
  picked: string | undefined,
  country: string | undefined,
) {
  const available = checkoutMethods(shipping?.offered, shipping?.settings);
  const method = chosenMethod(available, picked) ?? 'national';
  const subtotalCents = cartTotals(items).subtotalCents;
  const grams = parcelGrams(items, weightRatesOf(shipping?.settings));
  const parcel = { country: parcelCountry(method, country), grams };
  // null: no weight band takes the parcel there (the api says so when the payment is opened).
  const cents = shippingCentsFor(shipping?.settings, method, subtotalCents, parcel);
  return { method, subtotalCents, grams, cents };
}

/**
 * Opens the payment of the basket for these details. A refusal for stock tells the basket what the
 * api knows (the basket page flags the line); a basket that changed meanwhile is placed again.
 */
async function openPayment(
  items: CartItem[],
  info: CheckoutDetails,
  owner: string,
  shipping: { method: ShippingMethod; cents: number },
  discount: AppliedCode | null,
  reminderConsent = false,
): Promise<{ intent: PaymentIntent } | { error: string; code?: string } | { notice: string }> {
  const key = checkoutKeyFor(owner);
  const result = await createPaymentIntent(items, info, key, shipping, discount, reminderConsent);
  if ('error' in result) {
    if (result.code === 'OUT_OF_STOCK' && result.productId && result.available !== undefined)
      cartStore.setStock(result.productId, result.available, result.variantId);
    return { error: result.error, code: result.code };
  }
  if (!heldMatchesBasket(result.items, cartStore.getSnapshot().items))
    return { notice: MESSAGES.basketChangedAtPayment };
  return { intent: result };
}

/** The panel under the form where each step opens: brought into view (with any error under it) as it does. */
function useStepPanel(shown: CheckoutStep, error: string | null) {
  const stepPanel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown === 'payment') stepPanel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [shown, error]);
  return stepPanel;
}

/** The address's mark of the payment step (`?step=payment`): its own history entry, so Back returns to the details. */
const STEP_PARAM = 'step';
const onPaymentEntry = () => new URL(window.location.href).searchParams.get(STEP_PARAM) === 'payment';

/** The address with the payment step's mark set or taken off; the router follows a state of null. */
function markPaymentStep(mode: 'push' | 'replace', on: boolean) {
  const url = new URL(window.location.href);
  if (on) url.searchParams.set(STEP_PARAM, 'payment');
  else url.searchParams.delete(STEP_PARAM);
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/**
 * The steps in the browser's history: opening the payment pushes an entry, so Back from the card
 * shows the details again (as Change details does) and Forward the payment still open. An entry
 * of the payment with none open (a reload) loses its mark.
 */
function useStepHistory(step: CheckoutStep, open: boolean, setStep: (step: CheckoutStep) => void) {
  useEffect(() => {
    if (step === 'payment' && !onPaymentEntry()) markPaymentStep('push', true);
    else if (step === 'details' && !open && onPaymentEntry()) markPaymentStep('replace', false);
  }, [step, open]);
  useEffect(() => {
    const follow = () => {
      const payment = onPaymentEntry();
      if (!payment && step === 'payment') setStep('details');
      else if (payment && step === 'details' && open) setStep('payment');
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [step, open, setStep]);
}

type ViewInput = {
  step: CheckoutStep;
  payment: OpenPayment | null;
  paying: boolean;
  items: CartItem[];
  notice: string | null;
  error: string | null;
};

/**
 * What the flow shows. The basket changed (here or in another tab) while an unpaid payment was
 * open: what it holds is no longer what the shopper would buy, so they are back at the details to
 * place the new basket (which replaces it). Should it change back, the open payment fits again and
 * the payment step returns.
 */
function checkoutView({ step, payment, paying, items, notice, error }: ViewInput) {
  const stale =
    step === 'payment' &&
    payment !== null &&
    !payment.paid &&
    !paying &&
    !heldMatchesBasket(payment.intent.items, items);
  const shown: CheckoutStep = stale ? 'details' : step;
  return {
    shown,
    /** What the open payment holds, from the payment step on; the summary shows this then. */
    held: (shown === 'payment' || shown === 'placing') && payment ? payment.intent : undefined,
    notice: stale ? MESSAGES.basketChangedAtPayment : notice,
    error: stale ? null : error,
  };
}

/**
 * Checkout's state and calls (spec §4): 1 details, whose Place Order opens the payment (stock
 * checks and holds), 2 the card for the held total, then the order. What it answers is what the
 * flow shows.
 */
export function useCheckout(
  audience: CheckoutAudience,
  profileForm?: CheckoutFormInput,
  shipping?: CheckoutShipping,
) {
  const router = useRouter();
  const { ready, ownerId, items } = useCart();
  const [step, setStep] = useState<CheckoutStep>('details');
  const [info, setInfo] = useState<CheckoutDetails | null>(null);
  const [payment, setPayment] = useState<OpenPayment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A card confirmation in flight: its payment is not taken away under it.
  const [paying, setPaying] = useState(false);
  const owner = ownerId ?? 'guest';
  const { picked, destination, ...draft } = useCheckoutDraft(owner, ready, profileForm);
  const choice = useShippingChoice(shipping, items, picked, destination.country);
  const discount = useDiscountCode(owner, ready, items);
  const view = checkoutView({ step, payment, paying, items, notice, error });
  // Before the payment opens, the tax and delivery charged are the api's quote for what is typed.
  const tax = useTaxQuote(items, choice.method, destination, discount.applied?.code, ready && !view.held);
  const delivery = { ...choice, cents: tax?.shippingCents ?? choice.cents };
  const stepPanel = useStepPanel(view.shown, error);
  useStepHistory(step, payment !== null && !payment.paid, setStep);
  const showError = useCallback((message: string) => {
    setPaying(false);
    setError(message);
  }, []);
  const startAttempt = useCallback(() => {
    setPaying(true);
    setError(null);
  }, []);

  const placeOrder = async (paid: OpenPayment, details: CheckoutDetails) => {
    setStep('placing');
    const result = await createOrder(paid.intent, details);
    if (!('error' in result)) {
      setStep('done');
      return router.replace(completeCheckout(audience, result, paid, details));
    }
    setError(result.error);
    setPaying(false);
    // A payment the api does not see as complete can be tried again with a card.
    setPayment({ ...paid, paid: result.code !== 'PAYMENT_NOT_COMPLETED' });
    setStep('payment');
  };

  /** Opens the payment for these details: the payment step on success, else the details with why. */
  const openStep = async (details: CheckoutDetails, reminderConsent = false) => {
    // Placing a changed basket: the open payment will be replaced, the step is the details now.
    setPayment(null);
    setStep('details');
    setError(null);
    setNotice(null);
    setBusy(true);
    const chosen = { method: delivery.method, cents: delivery.cents ?? 0 };
    const opened = await openPayment(items, details, owner, chosen, discount.applied, reminderConsent);
    setBusy(false);
    // A code refused now (used up meanwhile, or no longer fitting the basket) is taken off.
    if ('error' in opened && opened.code?.startsWith('DISCOUNT_')) discount.remove();
    if ('error' in opened) return setError(opened.error);
    if ('notice' in opened) return setNotice(opened.notice);
    setPaying(false);
    setPayment({ intent: opened.intent, paid: false });
    setStep('payment');
  };

  /** Valid details (and the disclaimer): the payment opens, then the card. */
  const submitDetails = (values: CheckoutFormValues) => {
    const details = customerInfoOf(values, delivery.method);
    setInfo(details);
    void openStep(details, values.reminderConsent === true);
  };
  /** Back from the card to the details (the payment's history entry too); placing again replaces the open payment and its hold. */
  const editDetails = () => {
    setError(null);
    setNotice(null);
    if (onPaymentEntry()) window.history.back();
    setStep('details');
  };
  /** The card went through: the order is placed for what the payment held. */
  const paymentSucceeded = () => {
    if (!payment || !info) return;
    const paid = { ...payment, paid: true };
    setPayment(paid);
    void placeOrder(paid, info);
  };
  /** A paid payment whose order failed: place it again, without charging again. */
  const retryOrder = () => {
    if (payment && info) void placeOrder(payment, info);
  };

  const totalCents =
    cartTotals(items, delivery.cents ?? 0).totalCents - (discount.applied?.discountCents ?? 0);
  const cart = { ready, owner, items, delivery, totalCents, discount, tax };
  const actions = { submitDetails, editDetails, retryOrder };
  const card = { startAttempt, showError, paymentSucceeded };
  return { ...cart, ...draft, ...view, step, info, payment, busy, stepPanel, ...actions, ...card };
}
