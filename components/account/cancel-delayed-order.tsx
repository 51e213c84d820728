'use client';

import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { useEffect, useState } from 'react';
import { isClientError } from '@/lib/client/bff-call';
import { cancelDelayedOrder, fetchDelayedOrder } from '@/lib/client/ship-by-move';
import { formatPrice } from '@/lib/money';
import {
  SHIP_BY_MOVE_MESSAGES,
  type CancelDelayedResult,
  type DelayedOrder,
} from '@/lib/schemas/ship-by-move';

type Props = { id: string; token: string };
type Loaded = { order: DelayedOrder } | { error: string } | null;

const longDay = (day: string) => format(parseISO(day), 'EEEE, MMMM d, yyyy');

/** What the cancel answered: cancelled now with its refund, or already before. */
function Done({ result }: { result: CancelDelayedResult }) {
  return (
    <p className="notice" role="status" data-testid="cancel-delayed-done">
      {result.alreadyCancelled
        ? SHIP_BY_MOVE_MESSAGES.alreadyCancelled
        : `${SHIP_BY_MOVE_MESSAGES.cancelled} Refund: ${formatPrice(result.refunded)}.`}
    </p>
  );
}

/** The delayed order of the link: its number and new ship-by day, and the button that cancels it. */
export function CancelDelayedOrder({ id, token }: Props) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<CancelDelayedResult | null>(null);
  useEffect(() => {
    if (!token) return;
    void fetchDelayedOrder(id, token).then((answer) =>
      setLoaded(isClientError(answer) ? { error: answer.error } : { order: answer }),
    );
  }, [id, token]);
  if (!token || (loaded && 'error' in loaded))
    return (
      <p className="notice notice--error" role="alert">
        {loaded && 'error' in loaded ? loaded.error : SHIP_BY_MOVE_MESSAGES.linkInvalid}
      </p>
    );
  if (!loaded) return <p role="status">Loading…</p>;
  const { order } = loaded;
  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    const answer = await cancelDelayedOrder(id, token);
    setBusy(false);
    if (isClientError(answer)) setFailure(answer.error);
    else setResult(answer);
  };
  return (
    <section className="panel" data-testid="cancel-delayed">
      <p>Order {order.orderNumber}</p>
      {order.shipBy && <p>It will now ship by {longDay(order.shipBy)}.</p>}
      {result ? (
        <Done result={result} />
      ) : order.status === 'Cancelled' ? (
        <p className="notice">{SHIP_BY_MOVE_MESSAGES.alreadyCancelled}</p>
      ) : order.cancellable ? (
        <>
          <p>
            If you would rather not wait, you may cancel it: the whole amount you paid goes back to your card.
          </p>
          <button type="button" className="button button--danger" onClick={cancel} disabled={busy}>
            {busy ? 'Cancelling…' : SHIP_BY_MOVE_MESSAGES.cancelButton}
          </button>
        </>
      ) : (
        <p className="notice">{SHIP_BY_MOVE_MESSAGES.cannotCancel(order.status)}</p>
      )}
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
