'use client';

import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { fetchOrderReturns, orderReturnsKey, RETURN_PAGE_MESSAGES } from '@/lib/client/returns';
import { anyReturnable, returnWindowText } from '@/lib/return-form';
import { RETURN_MESSAGES, type ReturnRequest } from '@/lib/schemas/returns';
import { ReturnForm } from './return-form';
import { ReturnRequests } from './return-requests';
import '@/app/styles/returns.css';
import { BackToOrders, OrderPageLoading } from '@/components/orders/order-page-parts';

type Props = {
  /** The order's uuid. */
  id: string;
  /** The mailed link's token; without it the signed-in account must be the order's. */
  token?: string;
  /** My Orders, for a signed-in customer; null for a guest. */
  ordersHref: string | null;
};

/** The receipt of a request just sent; it takes the focus, as the form it came from is reset. */
function ReceivedNote({ request }: { request: ReturnRequest }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    note.current?.focus();
  }, []);
  return (
    <p ref={note} className="notice" role="status" tabIndex={-1} data-testid="return-received">
      {request.kind === 'withdrawal' ? RETURN_MESSAGES.withdrawalReceived : RETURN_MESSAGES.received}
    </p>
  );
}

/**
 * An order's returns page: its number and window, the form to ask a return (and, for an order
 * shipped to the EU, the withdrawal from the contract), and the requests made so far with their
 * answers. After a request the page reads the order again, so what is left to return is current.
 */
export function OrderReturns({ id, token, ordersHref }: Props) {
  const key = orderReturnsKey(id, token);
  const { data, error, mutate } = useSWR(key, fetchOrderReturns, { revalidateOnFocus: false });
  const [sent, setSent] = useState<ReturnRequest | null>(null);

  if (!data)
    return (
      <OrderPageLoading
        className="order-returns"
        testId="order-returns-state"
        error={error}
        failed={RETURN_PAGE_MESSAGES.fetchFailed}
        ordersHref={ordersHref}
      />
    );

  const onSent = async (request: ReturnRequest) => {
    setSent(request);
    await mutate();
  };
  // The api's reason when no request can be made now (not paid yet, returns only from EU buyers).
  const unavailable = data.windowClosed ? null : (data.unavailable ?? null);
  const open = !data.windowClosed && !unavailable && anyReturnable(data.items);
  return (
    <div className="order-returns" data-testid="order-returns">
      <section className="order-returns__order" aria-labelledby="order-returns-number">
        <h2 id="order-returns-number" className="order-returns__number">
          Order {data.orderNumber}
        </h2>
        <p
          className={data.windowClosed ? 'notice notice--warning' : 'order-returns__window'}
          data-testid="return-window"
        >
          {returnWindowText(data)}
        </p>
        {unavailable ? (
          <p className="notice notice--warning" data-testid="return-unavailable">
            {unavailable}
          </p>
        ) : null}
      </section>
      {sent ? <ReceivedNote key={sent.id} request={sent} /> : null}
      {data.windowClosed ? null : (
        <ReturnForm
          key={`${data.requests.length}`}
          path={key}
          pieces={data.items}
          withdrawal={data.withdrawal}
          open={open}
          onSent={onSent}
        />
      )}
      <ReturnRequests requests={data.requests} />
      <BackToOrders href={ordersHref} />
    </div>
  );
}
