'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { fetchGiftCardsOffered } from '@/lib/client/gift-card-offer';
import { GIFT_CARDS_PATH } from '@/lib/constants/gift-cards';

/** The shop's way to its Gift card page, shown only while the store sells gift cards. */
export function GiftCardShopLink() {
  // A key of its own: the Gift cards page reads the same address for the whole settings, and
  // SWR's cache would hand it this yes or no instead.
  const { data: offered } = useSWR(['/api/gift-cards/settings', 'offered'], ([path]) =>
    fetchGiftCardsOffered(path),
  );
  if (!offered) return null;
  return (
    <p className="page-lead">
      <Link href={GIFT_CARDS_PATH} data-testid="gift-card-shop-link">
        Gift cards
      </Link>
    </p>
  );
}
