'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { withChunkTimeout } from '@/lib/app-shell/lazy-chunk';
import { analyticsSummaryKey, fetchAnalyticsSummary } from '@/lib/client/analytics';
import { ANALYTICS_TEXT, type AnalyticsRange, type AnalyticsSummary } from '@/lib/schemas/analytics';
import {
  CLICK_COLUMNS,
  CONVERSION_COLUMNS,
  DayTable,
  FunnelFigures,
  SALES_COLUMNS,
  TopProductsTable,
  TotalsFigures,
  TRAFFIC_COLUMNS,
} from './analytics-tables';
import { RangeChooser } from './range-chooser';
import { AnalyticsSyncPanel } from './sync-panel';

// The chart library loads in the browser only, and only on this screen.
// next/dynamic wants its options written out at each call.
const ChartLoading = () => <div className="analytics-chart skeleton" aria-hidden="true" />;
const TrafficChart = dynamic(
  () => withChunkTimeout(import('./analytics-charts')).then((charts) => charts.TrafficChart),
  {
    ssr: false,
    loading: ChartLoading,
  },
);
const ClicksChart = dynamic(
  () => withChunkTimeout(import('./analytics-charts')).then((charts) => charts.ClicksChart),
  {
    ssr: false,
    loading: ChartLoading,
  },
);
const TopProductsChart = dynamic(
  () => withChunkTimeout(import('./analytics-charts')).then((charts) => charts.TopProductsChart),
  { ssr: false, loading: ChartLoading },
);
const SalesChart = dynamic(
  () => withChunkTimeout(import('./analytics-charts')).then((charts) => charts.SalesChart),
  {
    ssr: false,
    loading: ChartLoading,
  },
);
const ConversionChart = dynamic(
  () => withChunkTimeout(import('./analytics-charts')).then((charts) => charts.ConversionChart),
  {
    ssr: false,
    loading: ChartLoading,
  },
);

function ChartSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="admin-panel analytics-section" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="admin-panel__title">
        {title}
      </h2>
      {hint && <p className="analytics-section__hint">{hint}</p>}
      {children}
    </section>
  );
}

// dateStyle and timeStyle cannot be combined with timeZoneName, so the fields are spelled out.
const rolledUpFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/**
 * The owner's analytics (spec §2): a range of 7, 30 or 90 days kept in the URL (`?days=`), the
 * range's totals, charts of visits, product clicks, top products, sales and conversion, each with
 * its figures in a table for screen readers, and Sync Yesterday / Include Today.
 */
export function AnalyticsScreen({ initialDays }: { initialDays: AnalyticsRange }) {
  const router = useRouter();
  const pathname = usePathname() ?? '/admin/analytics';
  const [days, setDays] = useState<AnalyticsRange>(initialDays);
  // Back and forward change the query, and with it the range.
  const [fromUrl, setFromUrl] = useState(initialDays);
  if (fromUrl !== initialDays) {
    setFromUrl(initialDays);
    setDays(initialDays);
  }
  const { data, error, isLoading, mutate } = useSWR(analyticsSummaryKey(days), fetchAnalyticsSummary, {
    keepPreviousData: true,
  });

  const choose = (next: AnalyticsRange) => {
    setDays(next);
    router.replace(`${pathname}?days=${next}`, { scroll: false });
  };

  const { totals } = data ?? {};
  const empty = !!totals && totals.pageViews + totals.sessions + totals.productClicks + totals.orders === 0;

  return (
    <div className="analytics">
      <header className="page-header analytics__header">
        <div>
          <p className="eyebrow">Back-office</p>
          <h1 className="page-title">Analytics</h1>
          <p className="page-lead">
            Visits, product clicks and sales per day, in Alaska time; revenue is before tax, less refunds.{' '}
            <Link href="/admin/analytics/taxes">Taxes report</Link>
          </p>
        </div>
        <RangeChooser value={days} onChange={choose} />
      </header>

      <AnalyticsSyncPanel onSynced={() => void mutate()} />

      {error && !data ? (
        <p role="alert" className="notice notice--error">
          {error instanceof Error ? error.message : ANALYTICS_TEXT.summaryFailed}
        </p>
      ) : isLoading && !data ? (
        <p role="status" className="admin-status">
          Loading analytics…
        </p>
      ) : data && empty ? (
        <p className="notice analytics-empty" data-testid="analytics-empty">
          {ANALYTICS_TEXT.empty(days)}
        </p>
      ) : data ? (
        <div className="analytics__body" aria-busy={isLoading}>
          <TotalsFigures totals={data.totals} previous={data.previousTotals} days={days} />
          <FunnelFigures funnel={data.funnel} />
          {data.rolledUpAt && (
            <p className="analytics__rolled-up">
              Last rolled up {rolledUpFormat(data.timeZone).format(new Date(data.rolledUpAt))}.
            </p>
          )}
          <AnalyticsSections data={data} />
        </div>
      ) : null}
    </div>
  );
}

/** The range's charts, each with its figures in a table for screen readers. */
function AnalyticsSections({ data }: { data: AnalyticsSummary }) {
  return (
    <div className="analytics__grid">
      <ChartSection id="analytics-traffic" title="Page views and sessions">
        <TrafficChart days={data.days} />
        <DayTable
          caption="Page views and sessions per day"
          days={data.days}
          columns={TRAFFIC_COLUMNS}
          testId="analytics-traffic-table"
        />
      </ChartSection>
      <ChartSection id="analytics-sales" title="Orders and revenue">
        <SalesChart days={data.days} />
        <DayTable
          caption="Orders and revenue per day"
          days={data.days}
          columns={SALES_COLUMNS}
          testId="analytics-sales-table"
        />
      </ChartSection>
      <ChartSection id="analytics-clicks" title="Product clicks">
        <ClicksChart days={data.days} />
        <DayTable
          caption="Product clicks per day"
          days={data.days}
          columns={CLICK_COLUMNS}
          testId="analytics-clicks-table"
        />
      </ChartSection>
      <ChartSection
        id="analytics-top-products"
        title="Top products"
        hint={data.topProducts.length ? undefined : 'No product clicks in this range.'}
      >
        {data.topProducts.length > 0 && (
          <>
            <TopProductsChart products={data.topProducts} />
            <TopProductsTable products={data.topProducts} />
          </>
        )}
      </ChartSection>
      <ChartSection id="analytics-conversion" title="Conversion" hint="Orders per session.">
        <ConversionChart days={data.days} />
        <DayTable
          caption="Orders per session per day"
          days={data.days}
          columns={CONVERSION_COLUMNS}
          testId="analytics-conversion-table"
        />
      </ChartSection>
    </div>
  );
}
