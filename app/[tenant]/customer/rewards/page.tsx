import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Customer Rewards', robots: { index: false } };

/** Rewards are announced, not built yet. */
export default function RewardsPage() {
  return (
    <div className="container page page--centered">
      <p className="eyebrow">Coming soon</p>
      <h1 className="page-title">Customer Rewards</h1>
      <p className="page-lead">A way to thank returning collectors is on the bench. Check back soon.</p>
      <Link href="/customer/dashboard" className="button">
        Back to dashboard
      </Link>
    </div>
  );
}
