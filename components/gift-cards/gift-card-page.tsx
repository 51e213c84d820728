'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { GIFT_CARD_MESSAGES } from '@/lib/constants/gift-cards';
import { fetchGiftCardSettings, GIFT_CARD_SETTINGS_PATH } from '@/lib/client/gift-cards';
import { GiftCardForm } from './gift-card-form';

/** The Gift card page: the form when the shop sells gift cards, else a line saying it does not. */
export function GiftCardPage() {
  const { data, error } = useSWR(GIFT_CARD_SETTINGS_PATH, fetchGiftCardSettings);
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p aria-busy="true">Loading…</p>;
  if (!data.enabled)
    return (
      <p data-testid="gift-cards-off">
        {GIFT_CARD_MESSAGES.notOffered} <Link href="/shop">Back to the shop</Link>
      </p>
    );
  return <GiftCardForm settings={data} />;
}
