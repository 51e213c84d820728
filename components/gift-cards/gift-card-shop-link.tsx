import Link from 'next/link';
import { GIFT_CARDS_PATH } from '@/lib/constants/gift-cards';

/**
 * The shop's way to its Gift cards page, in the page's own HTML while the store sells gift cards
 * (the store's record says so, and saving the gift card settings expires it).
 */
export function GiftCardShopLink({ offered }: { offered: boolean }) {
  if (!offered) return null;
  return (
    <p className="page-lead">
      <Link href={GIFT_CARDS_PATH} data-testid="gift-card-shop-link">
        Gift cards
      </Link>
    </p>
  );
}
