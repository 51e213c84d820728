import type { Metadata } from 'next';
import { NewsletterLink } from '@/components/store/newsletter-link';

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** The newsletter mail's confirm link: the token from the address, spent by a press. */
export default async function NewsletterConfirmPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return <NewsletterLink kind="confirm" token={typeof token === 'string' ? token : ''} />;
}
