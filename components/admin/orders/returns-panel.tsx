'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { ConfirmDialog, useConfirm } from '@/components/ui/confirm-dialog';
import { acceptReturn, fetchReturnRequests, orderReturnsPath } from '@/lib/client/admin-returns';
import { isClientError } from '@/lib/client/stores';
import { formatPrice, toDollars } from '@/lib/money';
import type { AdminReturnRequest } from '@/lib/schemas/returns';
import { DeclineReturnForm } from './decline-return-form';
import { when } from './order-when';
import '@/app/styles/returns.css';

const KIND_LABELS = { return: 'Return', withdrawal: 'Withdrawal from contract' } as const;
const STATUS_LABELS = { requested: 'Waiting for you', accepted: 'Accepted', declined: 'Declined' } as const;

/** "2 × Ring — Size 7, 1 × Mug": the pieces a request names. */
const piecesOf = (request: AdminReturnRequest) =>
  request.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');

/** One request: what is asked and why, its answer, and Accept and Decline while it waits. */
function ReturnRequestItem({
  request,
  onAccept,
  onDecided,
}: {
  request: AdminReturnRequest;
  onAccept: (request: AdminReturnRequest) => void;
  onDecided: () => void;
}) {
  const [declining, setDeclining] = useState(false);
  return (
    <li className="admin-order__return" data-testid="return-request">
      <p>
        <strong>{KIND_LABELS[request.kind]}</strong> · {STATUS_LABELS[request.status]} ·{' '}
        <time dateTime={request.createdAt}>{when(request.createdAt)}</time>
      </p>
      <p>{piecesOf(request)}</p>
      {request.reason && <p className="admin-order__muted">Reason: {request.reason}</p>}
      {request.ownerMessage && <p className="admin-order__muted">Your message: {request.ownerMessage}</p>}
      {request.refundedCents !== null && (
        <p className="admin-order__muted">Refunded {formatPrice(toDollars(request.refundedCents))}</p>
      )}
      {request.status === 'requested' &&
        (declining ? (
          <DeclineReturnForm request={request} onDeclined={onDecided} onCancel={() => setDeclining(false)} />
        ) : (
          <div className="admin-panel__actions">
            <button type="button" className="button" onClick={() => onAccept(request)}>
              Accept
            </button>
            <button type="button" className="button button--ghost" onClick={() => setDeclining(true)}>
              Decline
            </button>
          </div>
        ))}
    </li>
  );
}

/**
 * The order's return and withdrawal requests, newest first. Accept asks first, naming the pieces
 * and the refund; Decline opens a message to the buyer. Either answer reloads the order, whose
 * refunds, stock and timeline it changed.
 */
export function ReturnsPanel({ orderId, onChanged }: { orderId: string; onChanged: () => void }) {
  const { data: requests, error, mutate } = useSWR(orderReturnsPath(orderId), fetchReturnRequests);
  const [failure, setFailure] = useState<string | null>(null);
  const decided = () => {
    void mutate();
    onChanged();
  };
  const asking = useConfirm<AdminReturnRequest>(async (request, done) => {
    setFailure(null);
    const result = await acceptReturn(request.id);
    done();
    if (isClientError(result)) setFailure(result.error);
    decided();
  });
  if (!requests?.length && !error) return null;
  return (
    <section className="admin-order__panel" aria-labelledby="order-returns" data-testid="returns-panel">
      <h2 id="order-returns">Return requests</h2>
      {error && (
        <p className="auth-form__error" role="alert">
          {error instanceof Error ? error.message : String(error)}
        </p>
      )}
      <ul className="admin-order__returns">
        {(requests ?? []).map((request) => (
          <ReturnRequestItem key={request.id} request={request} onAccept={asking.ask} onDecided={decided} />
        ))}
      </ul>
      {failure && (
        <p className="auth-form__error" role="alert">
          {failure}
        </p>
      )}
      {asking.subject && (
        <ConfirmDialog
          title={`Accept the ${asking.subject.kind === 'withdrawal' ? 'withdrawal' : 'return'}?`}
          confirmLabel={`Accept and refund ${formatPrice(toDollars(asking.subject.proposedRefundCents))}`}
          busyLabel="Refunding…"
          testId="return-accept-confirm"
          {...asking.handlers}
        >
          <p>
            {piecesOf(asking.subject)} come back: the buyer is refunded{' '}
            <strong>{formatPrice(toDollars(asking.subject.proposedRefundCents))}</strong> to their card, the
            pieces go back to stock, and the buyer is emailed. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
