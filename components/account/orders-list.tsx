'use client';

import { LineAnswers } from '@/components/orders/line-answers';
import { useState } from 'react';
import useSWR from 'swr';
import { fetchOrderHistory, orderHistoryKey } from '@/lib/client/account';
import { discountLabel } from '@/lib/constants/discounts';
import { ORDERS_REFRESH_MS } from '@/lib/constants/orders';
import { MESSAGES } from '@/lib/messages';
import { lineLabel } from '@/lib/product';
import { formatPrice } from '@/lib/money';
import { filterOrders, isBackorder, type OrderStatusFilter, type OrderTypeFilter } from '@/lib/order-filters';
import type { Order } from '@/lib/schemas/order';
import { OrderFilterSelects } from './order-filter-selects';
import { OrderStatusIcon } from './order-status-icon';
import { PayBackorderLink } from './pay-backorder-link';
import { ReturnOrderLink } from './return-order-link';
import { ReviewOrderLink } from './review-order-link';
import { OrderDocuments } from '@/components/orders/order-documents';
import { OrderTracking } from './order-tracking';
import '@/app/styles/account.css';
import '@/app/styles/returns.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

type Display = { showStatus: boolean; showDetails: boolean };

function OrderCard({ order, showStatus, showDetails }: { order: Order } & Display) {
  return (
    <li className="order-card" data-testid="order-card">
      <div className="order-card__head">
        <div>
          <p className="order-card__id">
            <span data-testid="order-id">{order.orderId}</span>
            {isBackorder(order) && <span className="order-card__tag">Backorder</span>}
          </p>
          <p className="order-card__date">{dateFormat.format(new Date(order.createdAt))}</p>
        </div>
        {showStatus && (
          <p className={`order-status order-status--${order.status.toLowerCase().replace(/\s+/g, '-')}`}>
            <OrderStatusIcon status={order.status} />
            <span>{order.status}</span>
          </p>
        )}
      </div>
      {showDetails && (
        <ul className="order-card__items">
          {order.products.map((product, index) => (
            <li key={`${product.id ?? 'item'}-${index}`}>
              <div>
                {lineLabel(product)} × {product.quantity}
                <LineAnswers answers={product.personalisation} />
              </div>
              <span>{formatPrice(product.price)}</span>
            </li>
          ))}
        </ul>
      )}
      <OrderTracking tracking={order.tracking} />
      {order.discountCode && order.discount ? (
        <p className="order-card__discount" data-testid="order-discount">
          {discountLabel(order.discountCode)} −{formatPrice(order.discount)}
        </p>
      ) : null}
      <p className="order-card__total">
        Total <strong>{formatPrice(order.total)}</strong>
      </p>
      <PayBackorderLink order={order} />
      <ReturnOrderLink order={order} />
      <ReviewOrderLink order={order} />
      {order.invoiceNumber ? (
        <OrderDocuments
          scope="customer"
          orderId={order.id}
          invoiceNumber={order.invoiceNumber}
          version={order.status}
          variant="inline"
        />
      ) : null}
    </li>
  );
}

/**
 * 'Your Orders': the customer's history, refreshed every five minutes, with status and type filters.
 * The Order History template's orderList decides whether each order shows its status and its items.
 * `email` null: no signed-in user to speak of; empty: a user without an email (nothing is fetched).
 */
export function OrdersList({
  email,
  showStatus = true,
  showDetails = true,
}: { email: string | null } & Partial<Display>) {
  const [status, setStatus] = useState<OrderStatusFilter>('All');
  const [type, setType] = useState<OrderTypeFilter>('All');
  const key = email?.trim() ? orderHistoryKey(email) : null;
  const { data, error, isLoading } = useSWR(key, fetchOrderHistory, {
    refreshInterval: ORDERS_REFRESH_MS,
  });

  if (email === null) return <p role="alert">{MESSAGES.userInfoUnavailable}</p>;
  if (!email.trim()) return <p role="alert">{MESSAGES.orderHistoryEmailRequired}</p>;
  const shown = data ? filterOrders(data, status, type) : [];

  return (
    <div className="orders">
      <div className="orders__filters">
        <OrderFilterSelects status={status} type={type} onStatus={setStatus} onType={setType} />
      </div>
      {error && !data ? (
        <p className="auth-form__error" role="alert">
          {MESSAGES.ordersFetchFailed}
        </p>
      ) : isLoading ? (
        <p role="status">{MESSAGES.loading}</p>
      ) : shown.length === 0 ? (
        <p className="orders__empty">{MESSAGES.noOrders}</p>
      ) : (
        <ul className="orders__list">
          {shown.map((order) => (
            <OrderCard key={order.id} order={order} showStatus={showStatus} showDetails={showDetails} />
          ))}
        </ul>
      )}
    </div>
  );
}
