import type { Metadata } from 'next';
import { BasketReminders } from '@/components/admin/basket-reminders/basket-reminders';
import '@/app/styles/admin-catalog.css';

export const metadata: Metadata = { title: 'Basket reminders', robots: { index: false } };

/** Baskets left behind: one reminder mail, its delay, and the baskets reminded and won back. */
export default function AdminBasketRemindersPage() {
  return (
    <div className="container page admin-page">
      <header className="admin-list-header">
        <div>
          <p className="eyebrow">Back-office</p>
          <h1 className="page-title">Basket reminders</h1>
        </div>
      </header>
      <BasketReminders />
    </div>
  );
}
