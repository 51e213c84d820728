import type { Metadata } from 'next';
import { NewsletterLink } from '@/components/store/newsletter-link';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** The newsletter mail's unsubscribe link: the token from the address, spent by a press. */
export default async function NewsletterUnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  return <NewsletterLink kind="unsubscribe" token={typeof token === 'string' ? token : ''} />;
}
