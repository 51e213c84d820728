'use client';

import { useState } from 'react';
import { moveOrder } from '@/lib/client/admin-orders';
import { isClientError } from '@/lib/client/stores';
import type { AdminOrderDetail, OwnerStatusTarget } from '@/lib/schemas/admin-orders';
import { ShipForm } from './ship-form';

/** A one-click move (Delivered, or a backorder to Paid) and the api's refusal, if any. */
function MoveButton({
  order,
  to,
  label,
  onMoved,
}: {
  order: AdminOrderDetail;
  to: Exclude<OwnerStatusTarget, 'Shipped'>;
  label: string;
  onMoved: (order: AdminOrderDetail) => void;
}) {
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

/** The moves the owner may make from the order's status, or that there are none. */
export function OrderActions({
  order,
  onMoved,
}: {
  order: AdminOrderDetail;
  onMoved: (order: AdminOrderDetail) => void;
}) {
  if (order.nextStatuses.length === 0)
    return <p className="admin-order__muted">No further status changes for this order.</p>;
  return (
    <>
      {order.nextStatuses.includes('Shipped') && <ShipForm orderId={order.id} onMoved={onMoved} />}
      {order.nextStatuses.includes('Delivered') && (
        <MoveButton order={order} to="Delivered" label="Mark as Delivered" onMoved={onMoved} />
      )}
      {order.nextStatuses.includes('Paid') && (
        <MoveButton order={order} to="Paid" label="Mark as Paid" onMoved={onMoved} />
      )}
    </>
  );
}
