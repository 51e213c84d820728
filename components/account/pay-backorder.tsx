'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { CardPayment } from '@/components/checkout/card-payment';
import { OrderSummary } from '@/components/checkout/order-summary';
import { FormMessage, refusal } from '@/components/ui/form';
import { completeBackorderPayment, openBackorderPayment } from '@/lib/client/account';
import { isClientError } from '@/lib/client/bff-call';
import type { PaymentIntent } from '@/lib/client/checkout';
import type { BackorderPayment } from '@/lib/schemas/backorder-payment';
import '@/app/styles/account.css';
import '@/app/styles/checkout.css';

type Props = {
  id: string;
  /** The mailed link's token; without it the signed-in account must be the order's. */
  token?: string;
  /** Where the customer follows their orders: My Orders when signed in. */
  ordersHref: string | null;
  publishableKey?: string;
};

type Stage =
  | { kind: 'loading' }
  | { kind: 'refused'; message: string; paid: boolean }
  | { kind: 'paying'; payment: BackorderPayment; intent: PaymentIntent }
  | { kind: 'paid'; orderId: string };

/** The backorder's payment opened for the card, and what the card form tells of its attempts. */
function useBackorderPayment(id: string, token: string | undefined) {
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void openBackorderPayment(id, token).then((result) => {
      if (!live) return;
      if (isClientError(result))
        setStage({ kind: 'refused', message: result.error, paid: result.code === 'ALREADY_PAID' });
      else
        setStage({
          kind: 'paying',
          payment: result,
          intent: { ...result, stripeAccount: result.stripeAccount ?? undefined },
        });
    });
    return () => {
      live = false;
    };
  }, [id, token]);

  const payment = stage.kind === 'paying' ? stage.payment : null;
  const onPaid = useCallback(async () => {
    if (!payment) return;
    const result = await completeBackorderPayment(payment.paymentIntentId);
    if (isClientError(result)) setError(result.error);
    else setStage({ kind: 'paid', orderId: payment.orderId });
  }, [payment]);
  const onError = useCallback((message: string) => setError(message), []);
  const onAttempt = useCallback(() => setError(null), []);
  return { stage, error, card: { onPaid, onError, onAttempt } };
}

/**
 * A backorder's payment: its lines and totals, then checkout's own card form for exactly that
 * total. Once the card goes through the order turns Paid (the api does it once, however often asked).
 */
export function PayBackorder({ id, token, ordersHref, publishableKey }: Props) {
  const { stage, error, card } = useBackorderPayment(id, token);
  const ordersLink = ordersHref && (
    <Link href={ordersHref} className="button button--secondary">
      Back to My Orders
    </Link>
  );

  if (stage.kind === 'loading') return <p role="status">Opening your payment…</p>;
  if (stage.kind === 'refused')
    return (
      <div className="pay-backorder" data-testid="pay-backorder-refused">
        <p role={stage.paid ? 'status' : 'alert'}>{stage.message}</p>
        {ordersLink}
      </div>
    );
  if (stage.kind === 'paid')
    return (
      <div className="pay-backorder" data-testid="pay-backorder-paid">
        <p role="status" className="pay-backorder__done">
          Thank you! Order {stage.orderId} is paid. We will let you know when it ships.
        </p>
        {ordersLink}
      </div>
    );
  return (
    <div className="checkout">
      <section
        className="checkout__main checkout-step"
        aria-labelledby="pay-title"
        data-testid="pay-backorder-form"
      >
        <h2 id="pay-title" className="checkout-step__title">
          Payment for order {stage.payment.orderId}
        </h2>
        <FormMessage outcome={refusal(error)} testId="pay-backorder-error" />
        <CardPayment {...card} intent={stage.intent} publishableKey={publishableKey} />
      </section>
      <aside className="checkout__summary">
        <OrderSummary held={stage.intent} items={[]} />
      </aside>
    </div>
  );
}
