import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getOpening } from '@/lib/api/opening';
import { OPENING_MESSAGES } from '@/lib/constants/platform';
import '@/app/styles/platform.css';

type Props = { params: Promise<{ tenant: string }> };

export const metadata: Metadata = {
  title: OPENING_MESSAGES.comingSoonTitle,
  robots: { index: false, follow: false },
};

/**
 * What shoppers see of a store its owner has not opened yet (proxy.ts shows it in place of every
 * storefront page): the store's name and a line, nothing of its catalog. An open store has none.
 */
export default async function ComingSoonPage({ params }: Props) {
  const { tenant } = await params;
  const opening = await getOpening(tenant);
  if (!opening || opening.open) notFound();
  return (
    <main className="coming-soon" id="main">
      <p className="coming-soon__eyebrow">{OPENING_MESSAGES.comingSoonTitle}</p>
      <h1 className="coming-soon__name">{opening.storeName}</h1>
      <p>{OPENING_MESSAGES.comingSoon(opening.storeName)}</p>
    </main>
  );
}
