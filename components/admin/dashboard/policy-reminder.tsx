import Link from 'next/link';
import { POLICY_TITLES, type PolicyKind } from '@/lib/constants/policies';
import type { Policy } from '@/lib/schemas/policies';

/** The pages a store should not open without having written them itself. */
export const REMINDED_POLICIES: readonly PolicyKind[] = ['returns', 'privacy'];

/**
 * The dashboard's reminder while the store has not saved its returns or privacy page (shoppers
 * then read the template). Nothing when both are saved, or when the pages could not be read.
 */
export function PolicyReminder({ policies }: { policies: Policy[] | null }) {
  if (!policies) return null;
  const missing = REMINDED_POLICIES.filter((kind) => !policies.find((policy) => policy.kind === kind)?.saved);
  if (missing.length === 0) return null;
  const names = missing.map((kind) => POLICY_TITLES[kind].toLowerCase());
  return (
    <p className="notice notice--warning" data-testid="policy-reminder">
      Your store has no {names.join(' or ')} page of its own yet: shoppers see Sitka&rsquo;s template.{' '}
      <Link href="/admin/settings#policies">Write your policies</Link>
    </p>
  );
}
