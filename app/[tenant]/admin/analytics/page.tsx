import type { Metadata } from 'next';
import { AnalyticsScreen } from '@/components/admin/analytics/analytics-screen';
import { parseAnalyticsRange } from '@/lib/schemas/analytics';
import '@/components/admin/analytics/analytics.css';

export const metadata: Metadata = { title: 'Analytics', robots: { index: false } };

type Props = { searchParams: Promise<{ days?: string | string[] }> };

/** Analytics: the range comes from `?days=7|30|90`; the figures load in the browser. */
export default async function AdminAnalyticsPage({ searchParams }: Props) {
  const { days } = await searchParams;
  return (
    <div className="container page admin-page">
      <AnalyticsScreen initialDays={parseAnalyticsRange(days)} />
    </div>
  );
}
