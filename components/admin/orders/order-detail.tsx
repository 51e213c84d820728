'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { ADMIN_ORDER_MESSAGES, fetchOrder, orderPath } from '@/lib/client/admin-orders';
import { MESSAGES } from '@/lib/messages';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { NotesPanel } from './notes-panel';
import { OrderActions } from './order-actions';
import { OrderCustomer, OrderItems, OrderPayment, OrderTimeline } from './order-panels';
import { OrderStatusBadge } from './order-status-badge';
import { RequestPayment } from './request-payment';
import { ShippingAddressPanel } from './shipping-address-panel';
import { TrackingPanel } from './tracking-panel';
import { RefundPanel } from './refund-panel';
import { ReturnsPanel } from './returns-panel';
import { OrderDocuments } from '@/components/orders/order-documents';
import { when } from './order-when';
import { LateBadge, shipByDate } from './ship-by';
import { MoveShipBy } from './move-ship-by';
import { SHIP_BY_TEXTS } from '@/lib/order-desk';
import { manualPaidWithText, soldAtText } from '@/lib/schemas/manual-order';
import '@/app/styles/account.css';
import '@/app/styles/returns.css';

/** How a sale made by hand was paid ('Paid in cash'), until paid by its link 'Payment link sent'. */
const paidWithOf = (order: AdminOrderDetail) =>
  order.sale
    ? manualPaidWithText(order.sale.paidWith, !order.timeline.some((step) => step.status === 'Paid'))
    : null;

/** A sale made by hand: how it was paid, and the event it was sold at. */
function SaleFacts({ order }: { order: AdminOrderDetail }) {
  if (!order.sale) return null;
  return (
    <p className="admin-order__muted" data-testid="order-sale">
      {[paidWithOf(order), order.sale.event ? soldAtText(order.sale.event.title) : null]
        .filter(Boolean)
        .join(' · ')}
    </p>
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
            {order.type === 'manual' && <span className="order-card__tag">Manual</span>}
          </h1>
          <p className="admin-order__muted">
            Placed {when(order.createdAt)}
            {order.invoiceNumber ? ` · Invoice ${order.invoiceNumber}` : ''}
          </p>
          <SaleFacts order={order} />
          {order.shipBy && (
            <p className="admin-order__muted" data-testid="order-ship-by">
              {SHIP_BY_TEXTS.shipBy} {shipByDate(order.shipBy)}
              {order.late && <LateBadge />}
            </p>
          )}
          <Link href={`/admin/orders/${order.id}/packing-slip`} className="admin-order__print">
            Print packing slip
          </Link>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>

      <div className="admin-order__grid">
        <section className="admin-order__panel admin-order__actions" aria-labelledby="order-actions">
          <h2 id="order-actions">Status</h2>
          <TrackingPanel key={`tracking-${order.status}`} order={order} onChanged={onMoved} />
          <OrderActions key={order.status} order={order} onMoved={onMoved} />
          <RequestPayment order={order} />
          <MoveShipBy key={`ship-by-${order.shipBy}`} order={order} onMoved={onMoved} />
        </section>

        <OrderItems items={order.items} />
        <OrderCustomer customer={order.customer} />
        <ShippingAddressPanel order={order} onChanged={onMoved} />
        <OrderPayment payment={order.payment} paidWith={paidWithOf(order)} />
        <ReturnsPanel orderId={order.id} onChanged={() => void mutate()} />
        <RefundPanel order={order} onChanged={onMoved} />
        <OrderDocuments
          scope="admin"
          orderId={order.id}
          invoiceNumber={order.invoiceNumber}
          version={`${order.status}-${order.refunded}`}
        />
        <OrderTimeline timeline={order.timeline} />
        <NotesPanel
          orderId={order.id}
          notes={order.notes}
          onNotes={(notes) => onMoved({ ...order, notes })}
        />
      </div>
    </article>
  );
}
