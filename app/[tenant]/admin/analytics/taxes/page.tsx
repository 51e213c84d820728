import type { Metadata } from 'next';
import { TaxReportScreen } from '@/components/admin/reports/tax-report-screen';
import { STORE_TIME_ZONE } from '@/lib/constants/analytics';
import { periodDays, recentPeriods } from '@/lib/tax/report-periods';
import '@/app/styles/admin-catalog.css';
import '@/components/admin/analytics/analytics.css';
import '@/components/admin/reports/tax-report.css';

export const metadata: Metadata = { title: 'Taxes', robots: { index: false } };

type Props = { searchParams: Promise<{ period?: string | string[] }> };

/** The Taxes report: `?period=2026-03` or `?period=2026-Q1`, else last month; the figures load in the browser. */
export default async function AdminTaxReportPage({ searchParams }: Props) {
  const { period } = await searchParams;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(new Date());
  const asked = typeof period === 'string' && periodDays(period) ? period : null;
  return (
    <div className="container page admin-page">
      <TaxReportScreen today={today} initialPeriod={asked ?? recentPeriods('month', today)[1]} />
    </div>
  );
}
