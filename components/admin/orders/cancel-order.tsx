'use client';

import { useState } from 'react';
import { ConfirmDialog, useConfirm } from '@/components/ui/confirm-dialog';
import { cancelOrder } from '@/lib/client/admin-orders';
import { isClientError } from '@/lib/client/stores';
import { formatPrice } from '@/lib/money';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { cancelGivesBack, paidThere } from '@/lib/schemas/manual-order';

type Props = { order: AdminOrderDetail; onCancelled: (order: AdminOrderDetail) => void };

/** Cancel order, asked first: what the customer gets back and that every piece returns to stock. */
export function CancelOrder({ order, onCancelled }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const paid = order.status !== 'Pending Payment' && order.refundable > 0;
  const asking = useConfirm<true>(async (_, done) => {
    setFailure(null);
    const result = await cancelOrder(order.id);
    done();
    if (isClientError(result)) setFailure(result.error);
    else onCancelled(result);
  });
  return (
    <div className="admin-order__move">
      <button type="button" className="button button--ghost" onClick={() => asking.ask(true)}>
        Cancel order
      </button>
      {failure && (
        <p className="auth-form__error" role="alert">
          {failure}
        </p>
      )}
      {asking.subject && (
        <ConfirmDialog
          title={`Cancel order ${order.orderId}?`}
          confirmLabel="Cancel order"
          busyLabel="Cancelling…"
          testId="cancel-confirm"
          {...asking.handlers}
        >
          <p>
            {paid
              ? cancelGivesBack(formatPrice(order.refundable), paidThere(order.sale))
              : 'The backorder is closed; nothing was charged for it.'}{' '}
            The customer is emailed. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
