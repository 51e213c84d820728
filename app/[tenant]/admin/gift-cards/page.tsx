import type { Metadata } from 'next';
import { GiftCardSettingsForm } from '@/components/admin/gift-cards/gift-card-settings-form';
import { GiftCardsList } from '@/components/admin/gift-cards/gift-cards-list';
import '@/app/styles/admin-settings.css';
import '@/app/styles/admin-events.css';

export const metadata: Metadata = { title: 'Gift cards', robots: { index: false } };

/** Gift cards: whether the store sells them and at what amounts, and every card sold with its history. */
export default function AdminGiftCardsPage() {
  return (
    <div className="container page admin-page admin-events-page">
      <header className="page-header">
        <p className="eyebrow">Back-office</p>
        <h1 className="page-title">Gift cards</h1>
        <p className="page-lead">Cards shoppers buy for someone, mailed with a code that pays at checkout.</p>
      </header>
      <GiftCardSettingsForm />
      <GiftCardsList />
    </div>
  );
}
