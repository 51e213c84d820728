'use client';

import { LineAnswers } from '@/components/orders/line-answers';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { lineLabel } from '@/lib/product';
import { formatPrice } from '@/lib/money';
import { discountLabel, lineRefundable } from '@/lib/constants/discounts';
import { when } from './order-when';
import { madeText } from '@/lib/workbench';

/** The items bought, each with its quantity and line total, and what was paid for it after a discount. */
export function OrderItems({ items }: { items: AdminOrderDetail['items'] }) {
  return (
    <section className="admin-order__panel" aria-labelledby="order-items">
      <h2 id="order-items">Items</h2>
      <ul className="admin-order__items">
        {items.map((item, index) => (
          <li key={`${item.productId ?? 'item'}-${index}`}>
            <span>
              {lineLabel(item)} × {item.quantity}
              {item.madeCount !== undefined && (
                <>
                  {' '}
                  <small className="admin-order__made" data-testid="order-item-made">
                    {madeText(item.madeCount, item.quantity)}
                  </small>
                </>
              )}
              <LineAnswers answers={item.personalisation} />
            </span>
            <span>
              {formatPrice(item.price * item.quantity)}
              {item.discount ? (
                <small className="admin-order__line-paid" data-testid="order-item-paid">
                  {' '}
                  (paid {formatPrice(lineRefundable(item))} after the discount)
                </small>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Who ordered: name, email and phone (where it ships: the shipping address panel). */
export function OrderCustomer({ customer }: { customer: AdminOrderDetail['customer'] }) {
  return (
    <section className="admin-order__panel" aria-labelledby="order-customer">
      <h2 id="order-customer">Customer</h2>
      <dl className="admin-order__facts">
        <dt>Name</dt>
        <dd>{customer.name || '—'}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{customer.phone || '—'}</dd>
      </dl>
    </section>
  );
}

/** What was paid: items, shipping, service fee and total, and the payment's provider and reference. */
export function OrderPayment({
  payment,
  paidWith = null,
}: {
  payment: AdminOrderDetail['payment'];
  /** How a sale made by hand was paid ('Paid in cash'); null for other orders. */
  paidWith?: string | null;
}) {
  return (
    <section className="admin-order__panel" aria-labelledby="order-payment">
      <h2 id="order-payment">Payment</h2>
      <dl className="admin-order__facts admin-order__money">
        <dt>Items</dt>
        <dd>{formatPrice(payment.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{formatPrice(payment.shipping)}</dd>
        <dt>Service fee</dt>
        <dd>{formatPrice(payment.serviceFee)}</dd>
        {payment.delivery && payment.delivery.length > 0 && (
          <>
            <dt>Delivery</dt>
            <dd data-testid="order-delivery">
              {payment.delivery.map((line) => (
                <span key={line} className="admin-order__line">
                  {line.replace(/^Delivery: /, '')}
                </span>
              ))}
            </dd>
          </>
        )}
        {payment.discountCode && payment.discount ? (
          <>
            <dt>{discountLabel(payment.discountCode)}</dt>
            <dd data-testid="order-discount">−{formatPrice(payment.discount)}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>
          <strong>{formatPrice(payment.total)}</strong>
        </dd>
        {payment.giftCard && (
          <>
            <dt>Gift card ····{payment.giftCard.lastFour}</dt>
            <dd data-testid="order-gift-card">−{formatPrice(payment.giftCard.amount)}</dd>
          </>
        )}
        <dt>Payment</dt>
        <dd>{[paidWith, payment.provider, payment.status].filter(Boolean).join(' · ') || 'Not paid yet'}</dd>
        {payment.paymentIntentId && (
          <>
            <dt>Reference</dt>
            <dd className="admin-order__ref">{payment.paymentIntentId}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** A refund's line on the timeline: how much, why, what went back to stock, and from where. */
function RefundNote({ refund }: { refund: NonNullable<AdminOrderDetail['timeline'][number]['refund']> }) {
  const pieces = refund.restocked.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <span className="admin-order__line" data-testid="timeline-refund">
      Refunded {formatPrice(refund.amount)}
      {refund.reason ? ` · ${refund.reason}` : ''}
      {pieces ? ` · ${pieces} restocked` : ''}
      {refund.by ? '' : ' · in Stripe'}
    </span>
  );
}

/** Every status the order went through, with when, and the tracking number a shipment gave. */
export function OrderTimeline({ timeline }: { timeline: AdminOrderDetail['timeline'] }) {
  return (
    <section className="admin-order__panel" aria-labelledby="order-timeline">
      <h2 id="order-timeline">Timeline</h2>
      <ol className="admin-order__timeline" data-testid="order-timeline">
        {timeline.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={event.at}>{when(event.at)}</time>
            <span>
              {!event.from
                ? `Placed as ${event.status}`
                : event.from !== event.status && `${event.from} → ${event.status}`}
              {event.note ?? ''}
              {event.trackingNumber ? ` (tracking ${event.trackingNumber})` : ''}
              {event.refund && <RefundNote refund={event.refund} />}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
