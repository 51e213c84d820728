import type { Metadata } from 'next';
import { PolicyPage } from '@/components/store/policy-page';
import { POLICY_PATHS, POLICY_TITLES } from '@/lib/constants/policies';
import { publicPageMetadata } from '@/lib/seo';
import '@/app/styles/policies.css';

// Cached per store; saving the notice (the policies tag) or the store's details (the store tag) drops it.
export const revalidate = 300;

export const metadata: Metadata = publicPageMetadata(POLICY_PATHS.legal, POLICY_TITLES.legal);

type Props = { params: Promise<{ tenant: string }> };

/** The legal notice: who sells, where, how to reach them, and their tax registrations. */
export default async function LegalNoticePage({ params }: Props) {
  const { tenant } = await params;
  return <PolicyPage tenant={tenant} kind="legal" />;
}
