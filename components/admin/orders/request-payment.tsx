'use client';

import { useState } from 'react';
import { requestOrderPayment } from '@/lib/client/admin-orders';
import { isClientError } from '@/lib/client/bff-call';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { when } from './order-when';

/**
 * Request payment: mails the customer of a backorder (or of a sale made by hand, not paid there) a
 * link to pay its total by card (they can also pay from My Orders). It may be sent again; each send
 * mails a fresh link.
 */
export function RequestPayment({ order }: { order: AdminOrderDetail }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ to: string; at: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (order.type === 'regular' || order.status !== 'Pending Payment') return null;

  const send = async () => {
    setBusy(true);
    setFailure(null);
    const result = await requestOrderPayment(order.id);
    setBusy(false);
    if (isClientError(result)) setFailure(result.error);
    else setSent({ to: result.sentTo, at: result.requestedAt });
  };
  return (
    <div className="admin-order__move" data-testid="request-payment">
      <p className="admin-order__muted">
        The customer pays the total by card from the link we email, or from My Orders.
      </p>
      <button type="button" className="button button--secondary" onClick={send} disabled={busy}>
        {busy ? 'Sending…' : sent ? 'Send payment request again' : 'Request payment'}
      </button>
      {sent && (
        <p role="status" data-testid="request-payment-sent">
          Payment request sent to {sent.to} on {when(sent.at)}.
        </p>
      )}
      {failure && (
        <p className="auth-form__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
