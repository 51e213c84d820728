import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PolicyPage } from '@/components/store/policy-page';
import { POLICY_KINDS, POLICY_PATHS, POLICY_TITLES, type PolicyKind } from '@/lib/constants/policies';
import { publicPageMetadata } from '@/lib/seo';
import '@/app/styles/policies.css';

// Cached per store; saving a page (the policies tag) or the store's details (the store tag) drops it.
export const revalidate = 300;

type Props = { params: Promise<{ tenant: string; kind: string }> };

/** Terms, returns, privacy and shipping live here; the legal notice has its own address (/legal). */
const kindOf = (kind: string): PolicyKind | null =>
  (POLICY_KINDS as readonly string[]).includes(kind) && kind !== 'legal' ? (kind as PolicyKind) : null;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const kind = kindOf((await params).kind);
  return kind ? publicPageMetadata(POLICY_PATHS[kind], POLICY_TITLES[kind]) : {};
}

export default async function StorePolicyPage({ params }: Props) {
  const { tenant, kind } = await params;
  const policy = kindOf(kind);
  if (!policy) notFound();
  return <PolicyPage tenant={tenant} kind={policy} />;
}
