'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { ADMIN_GIFT_CARDS_PATH, fetchGiftCards } from '@/lib/client/gift-cards';
import { formatPrice, toDollars } from '@/lib/money';
import { GiftCardHistory } from './gift-card-history';

const price = (cents: number) => formatPrice(toDollars(cents));
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '—');

/** Every card the store sold: last four, amounts, status, recipient, buyer and order, and whether it was sent. */
export function GiftCardsList() {
  const { data, error, mutate } = useSWR(ADMIN_GIFT_CARDS_PATH, fetchGiftCards);
  const [open, setOpen] = useState<string | null>(null);
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p aria-busy="true">Loading…</p>;
  if (data.length === 0) return <p>No gift cards sold yet.</p>;
  return (
    <section className="admin-panel" aria-label="Gift cards sold">
      <table className="admin-table" data-testid="gift-cards-table">
        <thead>
          <tr>
            <th scope="col">Card</th>
            <th scope="col">Initial</th>
            <th scope="col">Balance</th>
            <th scope="col">Status</th>
            <th scope="col">Recipient</th>
            <th scope="col">Bought by</th>
            <th scope="col">Sent</th>
          </tr>
        </thead>
        <tbody>
          {data.map((card) => (
            <tr key={card.id}>
              <td>
                <button type="button" className="button button--ghost" onClick={() => setOpen(card.id)}>
                  ····{card.lastFour}
                </button>
              </td>
              <td>{price(card.initialCents)}</td>
              <td>{price(card.balanceCents)}</td>
              <td>{card.status === 'active' ? 'Active' : 'Disabled'}</td>
              <td>
                {card.recipientName ? `${card.recipientName} (${card.recipientEmail})` : card.recipientEmail}
              </td>
              <td>
                {card.purchaserEmail ?? '—'}
                {card.orderNumber ? ` · ${card.orderNumber}` : ''}
              </td>
              <td>{card.sentAt ? day(card.sentAt) : card.deliverOn ? `On ${card.deliverOn}` : 'Not yet'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {open && <GiftCardHistory id={open} onClose={() => setOpen(null)} onChanged={() => void mutate()} />}
    </section>
  );
}
