import type { Metadata } from 'next';
import { GiftCardPage } from '@/components/gift-cards/gift-card-page';

export const metadata: Metadata = { title: 'Gift cards' };

/** The shop's gift cards: choose an amount, for yourself or someone else, and add it to the basket. */
export default function GiftCardsPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">A gift of choice</p>
        <h1 className="page-title">Gift cards</h1>
      </header>
      <GiftCardPage />
    </div>
  );
}
