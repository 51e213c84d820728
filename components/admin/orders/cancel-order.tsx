'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cancelOrder } from '@/lib/client/admin-orders';
import { isClientError } from '@/lib/client/stores';
import { formatPrice } from '@/lib/money';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';

/** Cancel order, asked first: what the customer gets back and that every piece returns to stock. */
export function CancelOrder({
  order,
  onCancelled,
}: {
  order: AdminOrderDetail;
  onCancelled: (order: AdminOrderDetail) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const paid = order.status !== 'Pending Payment' && order.refundable > 0;
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const result = await cancelOrder(order.id);
    setBusy(false);
    setAsking(false);
    if (isClientError(result)) setFailure(result.error);
    else onCancelled(result);
  };
  return (
    <div className="admin-order__move">
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
        Cancel order
      </button>
      {failure && (
        <p className="auth-form__error" role="alert">
          {failure}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={`Cancel order ${order.orderId}?`}
          confirmLabel="Cancel order"
          busyLabel="Cancelling…"
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
          testId="cancel-confirm"
        >
          <p>
            {paid
              ? `The customer is refunded ${formatPrice(order.refundable)} and every piece goes back to stock.`
              : 'The backorder is closed; nothing was charged for it.'}{' '}
            The customer is emailed. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
