'use client';

import { formatPrice } from '@/lib/money';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { CancelOrder } from './cancel-order';
import { RefundForm } from './refund-form';
import { when } from './order-when';

/** Refunds made so far, Refund while something is left, and Cancel order before it ships. */
export function RefundPanel({
  order,
  onChanged,
}: {
  order: AdminOrderDetail;
  onChanged: (order: AdminOrderDetail) => void;
}) {
  if (!order.canRefund && !order.canCancel && order.refunds.length === 0) return null;
  return (
    <section className="admin-order__panel" aria-labelledby="order-refunds" data-testid="refund-panel">
      <h2 id="order-refunds">Refunds</h2>
      {order.refunds.length > 0 ? (
        <>
          <p data-testid="refunded-total">
            Refunded <strong>{formatPrice(order.refunded)}</strong> of {formatPrice(order.total)}
          </p>
          <ul className="admin-order__items">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                <span>
                  {when(refund.at)}
                  {refund.reason ? ` · ${refund.reason}` : ''}
                  {refund.by ? '' : ' · in Stripe'}
                </span>
                <span>{formatPrice(refund.amount)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="admin-order__muted">Nothing refunded.</p>
      )}
      {order.canRefund && <RefundForm key={order.refunded} order={order} onRefunded={onChanged} />}
      {order.canCancel && <CancelOrder order={order} onCancelled={onChanged} />}
    </section>
  );
}
