'use client';

import Link from 'next/link';
import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { createManualOrder } from '@/lib/client/manual-orders';
import { isClientError } from '@/lib/client/bff-call';
import { NEW_ORDER_PATH } from '@/lib/constants/orders';
import { saleBody } from '@/lib/manual-sale';
import { formatPrice, toDollars } from '@/lib/money';
import {
  MANUAL_ORDER_MESSAGES,
  MANUAL_PAYMENT_LABELS,
  type ManualOrderResult,
} from '@/lib/schemas/manual-order';
import type { ManualPaymentMethod } from '@/lib/order-status';
import { EventSelect } from './event-select';
import { PieceGrid } from './piece-grid';
import { SaleLines } from './sale-lines';
import { usePieces, useSaleEvent, useSaleLines } from './use-sale';

const PAID_THERE: readonly ManualPaymentMethod[] = ['cash', 'card_reader'];

/** The sale is recorded: its order id, its total and where the receipt went; New sale starts again. */
function SaleDone({ result, onNext }: { result: ManualOrderResult; onNext: () => void }) {
  return (
    <section className="market__done" aria-labelledby="sale-done-title">
      <div role="status">
        <h2 id="sale-done-title">{MANUAL_ORDER_MESSAGES.saleRecorded(result.orderId)}</h2>
      </div>
      <p>Total {formatPrice(toDollars(result.totalCents))}</p>
      {result.mailedTo && <p>Receipt sent to {result.mailedTo}</p>}
      <button type="button" className="button button--primary market__next" onClick={onNext}>
        New sale
      </button>
    </section>
  );
}

/**
 * The phone-sized market screen: search, tap pieces (a size when they have sizes), then take the
 * payment (cash, or a card reader of the seller's own) with a receipt by mail if the buyer wants
 * one. The sale belongs to the event chosen at the top, today's by default.
 */
export function MarketScreen() {
  const [q, setQ] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<ManualOrderResult | null>(null);
  const sale = useSaleLines();
  const { pieces, error, refresh } = usePieces(q);
  const { events, eventId, choose } = useSaleEvent();

  async function pay(method: ManualPaymentMethod) {
    setBusy(true);
    setFailure(null);
    const result = await createManualOrder(saleBody(sale.lines, { method, email, eventId }));
    setBusy(false);
    void refresh();
    if (isClientError(result)) return setFailure(result.error);
    sale.clear();
    setEmail('');
    setDone(result);
  }

  if (done) return <SaleDone result={done} onNext={() => setDone(null)} />;
  return (
    <div className="market">
      <EventSelect id="market-event" events={events} value={eventId} onChange={choose} />
      <div className="field">
        <label htmlFor="market-search" className="field__label">
          Search pieces
        </label>
        <input
          id="market-search"
          type="search"
          className="input"
          value={q}
          autoComplete="off"
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      {pieces ? (
        <PieceGrid pieces={pieces} lines={sale.lines} onAdd={sale.add} />
      ) : (
        <LoadState error={error} failed={MANUAL_ORDER_MESSAGES.piecesFailed} />
      )}
      <section aria-labelledby="market-sale-title" className="market__sale">
        <h2 id="market-sale-title" className="market__title">
          Sale
        </h2>
        <SaleLines lines={sale.lines} onChange={sale.change} onRemove={sale.remove} />
        <div className="field">
          <label htmlFor="market-email" className="field__label">
            Receipt email (optional)
          </label>
          <input
            id="market-email"
            type="email"
            className="input"
            inputMode="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        {failure && (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        )}
        <div className="market__pay">
          {PAID_THERE.map((method) => (
            <button
              key={method}
              type="button"
              className="button button--primary"
              disabled={busy || sale.lines.length === 0}
              onClick={() => void pay(method)}
            >
              {MANUAL_PAYMENT_LABELS[method]}
            </button>
          ))}
        </div>
        <p className="market__more">
          Shipping, a discount or a payment link? Use <Link href={NEW_ORDER_PATH}>New order</Link>.
        </p>
      </section>
    </div>
  );
}
