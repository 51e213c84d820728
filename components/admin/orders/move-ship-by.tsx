'use client';

import { useState, type FormEvent } from 'react';
import { ConfirmDialog, useConfirm } from '@/components/ui/confirm-dialog';
import { isClientError } from '@/lib/client/bff-call';
import { moveShipBy } from '@/lib/client/ship-by-move';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { SHIP_BY_MOVE_MESSAGES } from '@/lib/schemas/ship-by-move';
import { shipByDate } from './ship-by';

type Props = { order: AdminOrderDetail; onMoved: (order: AdminOrderDetail) => void };

/**
 * Move ship-by day, on a paid order not yet shipped: a date and Save. A later day is asked first,
 * since the buyer is mailed it with the choice to cancel for a full refund.
 */
export function MoveShipBy({ order, onMoved }: Props) {
  const [day, setDay] = useState(order.shipBy ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (shipBy: string) => {
    setBusy(true);
    setFailure(null);
    const result = await moveShipBy(order.id, { shipBy });
    setBusy(false);
    if (isClientError(result)) setFailure(result.error);
    else onMoved(result);
  };
  const asking = useConfirm<string>(async (shipBy, done) => {
    await save(shipBy);
    done();
  });
  if (order.status !== 'Paid') return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!day) return;
    if (order.shipBy && day > order.shipBy) asking.ask(day);
    else void save(day);
  };
  return (
    <form className="admin-order__move" onSubmit={submit} data-testid="move-ship-by">
      <label htmlFor="ship-by-day">Move ship-by day</label>
      <input
        id="ship-by-day"
        type="date"
        value={day}
        onChange={(event) => setDay(event.target.value)}
        required
      />
      <button type="submit" className="button button--ghost" disabled={busy || !day || day === order.shipBy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
      {failure && (
        <p className="auth-form__error" role="alert">
          {failure}
        </p>
      )}
      {asking.subject && (
        <ConfirmDialog
          title={`Move the ship-by day to ${shipByDate(asking.subject)}?`}
          confirmLabel="Move and mail the buyer"
          busyLabel="Saving…"
          testId="ship-by-confirm"
          {...asking.handlers}
        >
          <p>{SHIP_BY_MOVE_MESSAGES.confirmLater}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
