import type { Metadata } from 'next';
import Link from 'next/link';
import { getAppSession } from '@/lib/auth/session';
import { MESSAGES } from '@/lib/messages';
import '@/app/styles/account.css';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

const CARDS = [
  { href: '/customer/orders', title: 'My Orders', text: 'Follow your orders and backorders.' },
  { href: '/customer/rewards', title: 'Rewards', text: 'Perks for returning collectors.' },
  { href: '/favourites', title: 'Favourites', text: 'The pieces you kept, and word when one is back.' },
  { href: '/customer/account', title: 'Profile Information', text: 'Your details, address and password.' },
];

type Props = { params: Promise<{ tenant: string }> };

/** The customer's home: a welcome and the places they can go. */
export default async function DashboardPage({ params }: Props) {
  const { tenant } = await params;
  const { user } = await getAppSession(tenant);
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Your account</p>
        <h1 className="page-title" data-testid="dashboard-welcome">
          {MESSAGES.welcome(user?.email ?? '')}
        </h1>
      </header>
      <ul className="dashboard-cards">
        {CARDS.map((card) => (
          <li key={card.href}>
            <Link href={card.href} className="dashboard-card">
              <span className="dashboard-card__title">{card.title}</span>
              <span className="dashboard-card__text">{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
