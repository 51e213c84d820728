'use client';

import useSWR from 'swr';
import { ConfirmDialog, useConfirm } from '@/components/ui/confirm-dialog';
import { Overlay } from '@/components/ui/overlay';
import { fetchGiftCard, giftCardPath, setGiftCardStatus } from '@/lib/client/gift-cards';
import { formatPrice, toDollars } from '@/lib/money';

const MOVE_LABELS = {
  issue: 'Issued',
  charge: 'Paid an order',
  release: 'Given back (payment not completed)',
  refund: 'Refund',
  adjust: 'Changed by the owner',
};
const signed = (cents: number) => `${cents < 0 ? '−' : '+'}${formatPrice(toDollars(Math.abs(cents)))}`;

type Props = { id: string; onClose: () => void; onChanged: () => void };

/** One card's history (every move of its balance), with Disable (asked first) or Enable. */
export function GiftCardHistory({ id, onClose, onChanged }: Props) {
  const { data, mutate } = useSWR(giftCardPath(id), fetchGiftCard);
  const change = async (status: 'active' | 'disabled', done?: () => void) => {
    const result = await setGiftCardStatus(id, status);
    done?.();
    if (!('error' in result)) await mutate(result, { revalidate: false });
    onChanged();
  };
  const disable = useConfirm<string>((_, done) => change('disabled', done));
  return (
    <Overlay
      title={data ? `Gift card ····${data.lastFour}` : 'Gift card'}
      onClose={onClose}
      testId="gift-card-history"
    >
      {!data ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <>
          <p>
            Balance {formatPrice(toDollars(data.balanceCents))} of {formatPrice(toDollars(data.initialCents))}{' '}
            · {data.status === 'active' ? 'Active' : 'Disabled'}
          </p>
          <ol className="gift-card-moves">
            {data.moves.map((move) => (
              <li key={move.id}>
                {new Date(move.createdAt).toLocaleString()} — {move.note ?? MOVE_LABELS[move.kind]}{' '}
                {move.amountCents !== 0 && signed(move.amountCents)} (balance{' '}
                {formatPrice(toDollars(move.balanceAfterCents))})
              </li>
            ))}
          </ol>
          {data.status === 'active' ? (
            <button type="button" className="button button--danger" onClick={() => disable.ask(id)}>
              Disable card
            </button>
          ) : (
            <button type="button" className="button" onClick={() => void change('active')}>
              Enable card
            </button>
          )}
        </>
      )}
      {disable.subject && (
        <ConfirmDialog
          title="Disable this gift card?"
          confirmLabel="Disable card"
          busyLabel="Disabling…"
          testId="gift-card-disable-confirm"
          {...disable.handlers}
        >
          <p>Its code will no longer pay at checkout. You can enable it again later.</p>
        </ConfirmDialog>
      )}
    </Overlay>
  );
}
