'use client';

import { LineAnswers } from '@/components/orders/line-answers';
import Link from 'next/link';
import useSWR from 'swr';
import { ADMIN_ORDER_MESSAGES, fetchOrder, orderPath } from '@/lib/client/admin-orders';
import { MESSAGES } from '@/lib/messages';
import { lineLabel } from '@/lib/product';
import { ORDER_DESK_MESSAGES } from '@/lib/order-desk';
import type { Theme } from '@/lib/schemas/store';
import { safeImageUrl } from '@/lib/theme';
import { when } from './order-when';
import { addressLines } from './shipping-address-panel';

/**
 * A packing slip: the store, the order number and date, where it ships and what is in the parcel
 * with quantities. No prices (the parcel may be a gift) and never the staff's notes.
 */
export function PackingSlip({ id, storeName, logo }: { id: string; storeName: string; logo: Theme['logo'] }) {
  const { data: order, error, isLoading } = useSWR(orderPath(id), fetchOrder);
  if (!order) {
    if (isLoading) return <p role="status">{MESSAGES.loading}</p>;
    return (
      <p className="notice notice--error" role="alert">
        {error instanceof Error ? error.message : ADMIN_ORDER_MESSAGES.orderFetchFailed}
      </p>
    );
  }
  const logoUrl = safeImageUrl(logo.url);
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <>
      <nav className="packing-slip__toolbar" aria-label="Packing slip">
        <Link href={`/admin/orders/${order.id}`}>Back to order {order.orderId}</Link>
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
      </nav>
      <article className="packing-slip" data-testid="packing-slip">
        <header className="packing-slip__header">
          <div className="packing-slip__brand">
            {logoUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- a store's own logo, any host
              <img src={logoUrl} alt="" style={{ maxWidth: Math.min(logo.maxWidth, 160) }} />
            )}
            <p className="packing-slip__store">{storeName}</p>
          </div>
          <div className="packing-slip__order">
            <h1>Packing slip</h1>
            <p>
              Order <strong>{order.orderId}</strong>
            </p>
            <p>
              Placed <time dateTime={order.createdAt}>{when(order.createdAt)}</time>
            </p>
          </div>
        </header>
        <section aria-labelledby="slip-ship-to" className="packing-slip__ship-to">
          <h2 id="slip-ship-to">Ship to</h2>
          {order.shippingAddress ? (
            <address data-testid="slip-address">
              {addressLines(order.shippingAddress).map((line) => (
                <span key={line} className="packing-slip__line">
                  {line}
                </span>
              ))}
            </address>
          ) : order.payment.shippingMethod === 'pickup' ? null : (
            <p>{ORDER_DESK_MESSAGES.noAddress}</p>
          )}
          {order.payment.delivery?.map((line) => (
            <p key={line} data-testid="slip-delivery">
              {line}
            </p>
          ))}
        </section>
        <section aria-labelledby="slip-items">
          <h2 id="slip-items">Items</h2>
          <table className="packing-slip__items" data-testid="slip-items">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col" className="packing-slip__qty">
                  Quantity
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item, index) => (
                <tr key={`${item.productId ?? 'item'}-${index}`}>
                  <td>
                    {lineLabel(item)}
                    <LineAnswers answers={item.personalisation} />
                  </td>
                  <td className="packing-slip__qty">{item.quantity}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total items</th>
                <td className="packing-slip__qty">{units}</td>
              </tr>
            </tfoot>
          </table>
        </section>
        <p className="packing-slip__thanks">Thank you for shopping with {storeName}!</p>
      </article>
    </>
  );
}
