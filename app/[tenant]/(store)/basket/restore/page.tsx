import type { Metadata } from 'next';
import { BasketRestore } from '@/components/basket-reminders/basket-restore';

export const metadata: Metadata = { title: 'Your basket', robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** A basket reminder's link: its basket comes back into this browser's basket, and shows. */
export default async function BasketRestorePage({ searchParams }: Props) {
  const { token } = await searchParams;
  return <BasketRestore token={typeof token === 'string' ? token : ''} />;
}
