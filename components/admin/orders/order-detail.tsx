'use client';

import { format } from 'date-fns';
import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { ADMIN_ORDER_MESSAGES, fetchOrder, moveOrder, orderPath } from '@/lib/client/admin-orders';
import { isClientError } from '@/lib/client/stores';
import { MESSAGES } from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import type { AdminOrderDetail, OwnerStatusTarget } from '@/lib/schemas/admin-orders';
import { OrderStatusBadge } from './order-status-badge';
import { ShipForm } from './ship-form';

const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy, h:mm a');

/** A one-click move (Delivered, or a backorder to Paid) and the api's refusal, if any. */
function MoveButton({ order, to, label, onMoved }: { order: AdminOrderDetail; to: Exclude<OwnerStatusTarget, 'Shipped'>; label: string; onMoved: (order: AdminOrderDetail) => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const move = async () => {
    setBusy(true);
    setFailure(null);
    const result = await moveOrder(order.id, { status: to });
    setBusy(false);
    if (isClientError(result)) setFailure(result.error);
    else onMoved(result);
  };
  return (
    <div className="admin-order__move">
      <button type="button" className="button" onClick={move} disabled={busy}>
        {busy ? 'Saving…' : label}
      </button>
      {failure && (
        <p className="auth-form__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

function Actions({ order, onMoved }: { order: AdminOrderDetail; onMoved: (order: AdminOrderDetail) => void }) {
  if (order.nextStatuses.length === 0) return <p className="admin-order__muted">No further status changes for this order.</p>;
  return (
    <>
      {order.nextStatuses.includes('Shipped') && <ShipForm orderId={order.id} onMoved={onMoved} />}
      {order.nextStatuses.includes('Delivered') && <MoveButton order={order} to="Delivered" label="Mark as Delivered" onMoved={onMoved} />}
      {order.nextStatuses.includes('Paid') && <MoveButton order={order} to="Paid" label="Mark as Paid" onMoved={onMoved} />}
    </>
  );
}

/** One order in full: items, customer, payment, its timeline and the moves the owner may make. */
export function OrderDetail({ id }: { id: string }) {
  const { data: order, error, isLoading, mutate } = useSWR(orderPath(id), fetchOrder);
  const onMoved = (moved: AdminOrderDetail) => void mutate(moved, { revalidate: false });

  if (!order) {
    if (isLoading) return <p role="status">{MESSAGES.loading}</p>;
    return (
      <p className="notice notice--error" role="alert">
        {error instanceof Error ? error.message : ADMIN_ORDER_MESSAGES.orderFetchFailed}
      </p>
    );
  }
  const { customer, payment } = order;
  const address = [customer.address, customer.addressLine2, [customer.city, customer.state, customer.zipCode].filter(Boolean).join(', ')].filter(Boolean);

  return (
    <article className="admin-order" data-testid="admin-order">
      <header className="admin-order__header">
        <div>
          <p className="eyebrow">
            <Link href="/admin/orders">Orders</Link>
          </p>
          <h1 className="page-title">
            Order {order.orderId}
            {order.type === 'backorder' && <span className="order-card__tag">Backorder</span>}
          </h1>
          <p className="admin-order__muted">Placed {when(order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>

      <div className="admin-order__grid">
        <section className="admin-order__panel admin-order__actions" aria-labelledby="order-actions">
          <h2 id="order-actions">Status</h2>
          {order.trackingNumber && (
            <p>
              Tracking number <strong data-testid="tracking-number">{order.trackingNumber}</strong>
            </p>
          )}
          <Actions key={order.status} order={order} onMoved={onMoved} />
        </section>

        <section className="admin-order__panel" aria-labelledby="order-items">
          <h2 id="order-items">Items</h2>
          <ul className="admin-order__items">
            {order.items.map((item, index) => (
              <li key={`${item.productId ?? 'item'}-${index}`}>
                <span>
                  {item.name} × {item.quantity}
                </span>
                <span>{formatPrice(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
        </section>

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
            <dt>Address</dt>
            <dd>
              {address.length
                ? address.map((line) => (
                    <span key={line} className="admin-order__line">
                      {line}
                    </span>
                  ))
                : '—'}
            </dd>
          </dl>
        </section>

        <section className="admin-order__panel" aria-labelledby="order-payment">
          <h2 id="order-payment">Payment</h2>
          <dl className="admin-order__facts admin-order__money">
            <dt>Items</dt>
            <dd>{formatPrice(payment.subtotal)}</dd>
            <dt>Shipping</dt>
            <dd>{formatPrice(payment.shipping)}</dd>
            <dt>Service fee</dt>
            <dd>{formatPrice(payment.serviceFee)}</dd>
            <dt>Total</dt>
            <dd>
              <strong>{formatPrice(payment.total)}</strong>
            </dd>
            <dt>Payment</dt>
            <dd>{[payment.provider, payment.status].filter(Boolean).join(' · ') || 'Not paid yet'}</dd>
            {payment.paymentIntentId && (
              <>
                <dt>Reference</dt>
                <dd className="admin-order__ref">{payment.paymentIntentId}</dd>
              </>
            )}
          </dl>
        </section>

        <section className="admin-order__panel" aria-labelledby="order-timeline">
          <h2 id="order-timeline">Timeline</h2>
          <ol className="admin-order__timeline" data-testid="order-timeline">
            {order.timeline.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                <time dateTime={event.at}>{when(event.at)}</time>
                <span>
                  {event.from ? `${event.from} → ${event.status}` : `Placed as ${event.status}`}
                  {event.trackingNumber ? ` (tracking ${event.trackingNumber})` : ''}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}
