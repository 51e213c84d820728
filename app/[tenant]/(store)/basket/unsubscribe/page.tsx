import type { Metadata } from 'next';
import { BasketUnsubscribe } from '@/components/basket-reminders/basket-unsubscribe';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** A basket reminder's unsubscribe link: the token from the address, used by a press. */
export default async function BasketUnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  return <BasketUnsubscribe token={typeof token === 'string' ? token : ''} />;
}
